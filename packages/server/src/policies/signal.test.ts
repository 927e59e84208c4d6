import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@signals/protocol';
import { GRID_NOW as NOW, GRID_VIEWERS, SIGNAL_GRID } from '../../test/support/signalGrid.js';
import { authorizeSignalDetail, canSeePremiumDetail, canSeeSignalDetail, signalDisclosureOf } from './signal.js';

const member = GRID_VIEWERS.free;
const REVEALED = { revealClosed: true };
const HIDDEN = { revealClosed: false };
const open = (isPremium: boolean) => ({ isPremium, outcome: 'open' as const });

describe('canSeeSignalDetail', () => {
  it.each(SIGNAL_GRID)('a %s signal for a %s viewer: %s', (tier, viewer, seesDetail) => {
    expect(canSeeSignalDetail(open(tier === 'premium'), GRID_VIEWERS[viewer], NOW, REVEALED)).toBe(seesDetail);
  });

  it('agrees with canSeePremiumDetail, which the lists use to hide exchange-filter matches', () => {
    for (const viewer of Object.values(GRID_VIEWERS)) {
      expect(canSeePremiumDetail(viewer, NOW)).toBe(canSeeSignalDetail(open(true), viewer, NOW, REVEALED));
    }
  });

  it('ends premium detail at the exact end of the subscription', () => {
    const viewer = { ...member, isPremium: true, subscriptionEndDate: NOW };
    expect(canSeeSignalDetail(open(true), viewer, new Date(NOW.getTime() - 1), REVEALED)).toBe(true);
    expect(canSeeSignalDetail(open(true), viewer, NOW, REVEALED)).toBe(false);
  });

  it('keeps premium detail for a premium user whose subscription has no end date', () => {
    expect(canSeeSignalDetail(open(true), { ...member, isPremium: true }, NOW, REVEALED)).toBe(true);
  });

  it('refuses a banned admin', () => {
    expect(canSeeSignalDetail(open(true), { ...member, isAdmin: true, isBanned: true }, NOW, REVEALED)).toBe(false);
    expect(canSeeSignalDetail(open(false), { ...member, isAdmin: true, isBanned: true }, NOW, REVEALED)).toBe(false);
  });
});

describe('canSeeSignalDetail for a closed signal', () => {
  const closedOutcomes = ['won', 'lost', 'breakeven', 'cancelled'] as const;

  it.each(SIGNAL_GRID)('a closed %s signal for a %s viewer, revealed by the settings: full unless banned', (tier, viewer) => {
    for (const outcome of closedOutcomes) {
      expect(canSeeSignalDetail({ isPremium: tier === 'premium', outcome }, GRID_VIEWERS[viewer], NOW, REVEALED), outcome).toBe(viewer !== 'banned');
    }
  });

  it.each(SIGNAL_GRID)('a closed %s signal for a %s viewer, not revealed: as if it were open (%s)', (tier, viewer, seesDetail) => {
    for (const outcome of closedOutcomes) {
      expect(canSeeSignalDetail({ isPremium: tier === 'premium', outcome }, GRID_VIEWERS[viewer], NOW, HIDDEN), outcome).toBe(seesDetail);
    }
  });

  it('never reveals an open signal, whatever the settings', () => {
    expect(canSeeSignalDetail(open(true), GRID_VIEWERS.free, NOW, REVEALED)).toBe(false);
    expect(canSeeSignalDetail(open(true), GRID_VIEWERS.anonymous, NOW, REVEALED)).toBe(false);
  });

  it('reads the reveal from the setting as stored', () => {
    expect(signalDisclosureOf({ reveal_closed_premium_signals: 'true' })).toEqual(REVEALED);
    expect(signalDisclosureOf({ reveal_closed_premium_signals: 'false' })).toEqual(HIDDEN);
  });
});

describe('authorizeSignalDetail', () => {
  it.each(SIGNAL_GRID)('a %s signal for a %s viewer: allowed %s, else 403 "Premium subscription required"', (tier, viewer, seesDetail) => {
    const check = () => authorizeSignalDetail(open(tier === 'premium'), GRID_VIEWERS[viewer], NOW, REVEALED);
    if (seesDetail) {
      expect(check).not.toThrow();
    } else {
      expect(check).toThrow(expect.objectContaining({ status: 403, message: MESSAGES.premiumRequired }));
    }
  });
});
