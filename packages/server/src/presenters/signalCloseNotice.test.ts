import { describe, expect, it } from 'vitest';
import { GRID_NOW as NOW, GRID_VIEWERS } from '../../test/support/signalGrid.js';
import { presentableSignal } from '../../test/support/presentableSignal.js';
import { presentSignal } from './signal.js';
import { presentCloseNotice } from './signalCloseNotice.js';

const REVEALED = { revealClosed: true };
const HIDDEN = { revealClosed: false };

/** The premium trade stopped out at 3430. */
const stoppedOut = presentableSignal({ outcome: 'lost', resultPercent: -2, exitPrice: 3430, closedAt: NOW });

describe('presentCloseNotice', () => {
  it('tells the trade to a follower presentSignal shows it to', () => {
    const notice = presentCloseNotice(presentSignal(stoppedOut, GRID_VIEWERS.premium, NOW, HIDDEN), 'stop_hit', 'en');
    expect(notice).toEqual({
      title: 'ETH/USDT closed: lost -2.00%',
      message: 'Stopped out: the ETH/USDT signal you follow exited at 3430 from an entry of 3500, -2.00% (-20.00% at 10x).',
    });
  });

  it('tells a follower the signal is locked to the result alone: no exit, entry or leverage', () => {
    const shown = presentSignal(stoppedOut, GRID_VIEWERS.free, NOW, HIDDEN);
    expect(shown.locked).toBe(true);
    const notice = presentCloseNotice(shown, 'stop_hit', 'en');
    expect(notice).toEqual({ title: 'ETH/USDT closed: lost -2.00%', message: 'Stopped out: the ETH/USDT signal you follow ended with -2.00%.' });
    expect(JSON.stringify(notice)).not.toMatch(/3430|3500|10x/);
  });

  it('tells the trade to the same free follower once the settings reveal closed signals', () => {
    expect(presentCloseNotice(presentSignal(stoppedOut, GRID_VIEWERS.free, NOW, REVEALED), 'stop_hit', 'en').message).toContain('exited at 3430');
  });

  it('says a voiding with its reason to every follower, locked or not', () => {
    const voided = presentableSignal({ outcome: 'voided', closedAt: NOW, closeReason: 'Typed twice' });
    const message = 'The ETH/USDT signal you follow was withdrawn: Typed twice. It stays in the track record as voided and counts in no result.';
    for (const viewer of [GRID_VIEWERS.free, GRID_VIEWERS.premium]) {
      expect(presentCloseNotice(presentSignal(voided, viewer, NOW, HIDDEN), 'cancelled', 'en')).toEqual({ title: 'ETH/USDT was withdrawn', message });
    }
  });
});
