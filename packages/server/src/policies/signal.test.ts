import { describe, expect, it } from 'vitest';
import { GRID_NOW as NOW, GRID_VIEWERS, SIGNAL_GRID } from '../../test/support/signalGrid.js';
import { authorizeSignalDetail, canSeePremiumDetail, canSeeSignalDetail } from './signal.js';

const member = GRID_VIEWERS.free;

describe('canSeeSignalDetail', () => {
  it.each(SIGNAL_GRID)('a %s signal for a %s viewer: %s', (tier, viewer, seesDetail) => {
    expect(canSeeSignalDetail({ isPremium: tier === 'premium' }, GRID_VIEWERS[viewer], NOW)).toBe(seesDetail);
  });

  it('agrees with canSeePremiumDetail, which the lists use to hide exchange-filter matches', () => {
    for (const viewer of Object.values(GRID_VIEWERS)) {
      expect(canSeePremiumDetail(viewer, NOW)).toBe(canSeeSignalDetail({ isPremium: true }, viewer, NOW));
    }
  });

  it('ends premium detail at the exact end of the subscription', () => {
    const viewer = { ...member, isPremium: true, subscriptionEndDate: NOW };
    expect(canSeeSignalDetail({ isPremium: true }, viewer, new Date(NOW.getTime() - 1))).toBe(true);
    expect(canSeeSignalDetail({ isPremium: true }, viewer, NOW)).toBe(false);
  });

  it('keeps premium detail for a premium user whose subscription has no end date', () => {
    expect(canSeeSignalDetail({ isPremium: true }, { ...member, isPremium: true }, NOW)).toBe(true);
  });

  it('refuses a banned admin', () => {
    expect(canSeeSignalDetail({ isPremium: true }, { ...member, isAdmin: true, isBanned: true }, NOW)).toBe(false);
    expect(canSeeSignalDetail({ isPremium: false }, { ...member, isAdmin: true, isBanned: true }, NOW)).toBe(false);
  });
});

describe('authorizeSignalDetail', () => {
  it.each(SIGNAL_GRID)('a %s signal for a %s viewer: allowed %s, else 403 "Premium subscription required"', (tier, viewer, seesDetail) => {
    const check = () => authorizeSignalDetail({ isPremium: tier === 'premium' }, GRID_VIEWERS[viewer], NOW);
    if (seesDetail) {
      expect(check).not.toThrow();
    } else {
      expect(check).toThrow(expect.objectContaining({ status: 403, message: 'Premium subscription required' }));
    }
  });
});
