import { describe, expect, it } from 'vitest';
import { GRID_NOW as NOW, GRID_VIEWERS } from '../../test/support/signalGrid.js';
import { presentableSignal } from '../../test/support/presentableSignal.js';
import { presentSignal } from './signal.js';
import { presentStepNotice, type SignalStep } from './signalStepNotice.js';

const REVEALED = { revealClosed: true };
const TARGET: SignalStep = { kind: 'tp1_hit', price: 3610.5, note: null };
const NOTE: SignalStep = { kind: 'note', price: null, note: 'Half taken off' };

describe('presentStepNotice', () => {
  it('tells the price and the note to a follower presentSignal shows the trade to', () => {
    const shown = presentSignal(presentableSignal(), GRID_VIEWERS.premium, NOW, REVEALED);
    expect(presentStepNotice(shown, TARGET, 'en')).toEqual({ title: 'ETH/USDT: Target 1 hit', message: 'Target 1 hit at 3610.5: the ETH/USDT signal you follow is still open.' });
    expect(presentStepNotice(shown, NOTE, 'en').message).toBe('A note on the ETH/USDT signal you follow: Half taken off');
  });

  it('tells a follower the signal is locked to only that the step happened', () => {
    const shown = presentSignal(presentableSignal(), GRID_VIEWERS.free, NOW, REVEALED);
    expect(shown.locked).toBe(true);
    const notices = [presentStepNotice(shown, TARGET, 'en'), presentStepNotice(shown, NOTE, 'en')];
    expect(notices[0]).toEqual({ title: 'ETH/USDT: Target 1 hit', message: 'Target 1 hit on the ETH/USDT signal you follow, which is still open. Premium shows its levels and notes.' });
    expect(JSON.stringify(notices)).not.toMatch(/3610|Half taken off/);
  });
});
