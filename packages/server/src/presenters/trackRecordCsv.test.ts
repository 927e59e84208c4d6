import { describe, expect, it } from 'vitest';
import { GRID_NOW as NOW } from '../../test/support/signalGrid.js';
import { presentableSignal } from '../../test/support/presentableSignal.js';
import type { SignalDisclosure } from '../policies/signal.js';
import type { EndedSignal } from '../queries/trackRecord.js';
import { presentSignal } from './signal.js';
import { presentTrackRecordCsvRows, trackRecordCsv } from './trackRecordCsv.js';

const REVEALED = { revealClosed: true };
const HIDDEN = { revealClosed: false };
const CLOSED_AT = new Date(NOW.getTime() + 60_000);
const DATES = `${NOW.toISOString()},${CLOSED_AT.toISOString()}`;

/** The trade won, exiting at 3587.5: every figure of the trade is found nowhere else in its line. */
const won = (overrides: Partial<EndedSignal> = {}) => presentableSignal({ outcome: 'won', resultPercent: 2.5, exitPrice: 3587.5, closedAt: CLOSED_AT, ...overrides });

const lineOf = (signal: EndedSignal, disclosure: SignalDisclosure) => presentTrackRecordCsvRows([signal], NOW, disclosure)[0]!.line;

describe('the track record CSV', () => {
  it('writes the header and one line per signal', () => {
    expect(trackRecordCsv(presentTrackRecordCsvRows([won()], NOW, REVEALED))).toBe(
      `id,pair,type,premium,direction,entry,exit,leverage,result_percent,leveraged_result_percent,outcome,published_at,closed_at,reason,log_index,logged_at,salt\r\n7,ETH/USDT,futures,true,long,3500,3587.5,10,2.5,25,won,${DATES},,,,\r\n`,
    );
  });

  // Each case: the signal, the setting, whether presentSignal locks it for a visitor, and its line.
  const CASES = [
    ['a closed premium trade, revealed', won(), REVEALED, false, `7,ETH/USDT,futures,true,long,3500,3587.5,10,2.5,25,won,${DATES},,,,`],
    ['a closed free trade, revealed', won({ isPremium: false }), REVEALED, false, `7,ETH/USDT,futures,false,long,3500,3587.5,10,2.5,25,won,${DATES},,,,`],
    ['a closed premium trade, not revealed', won(), HIDDEN, true, `7,ETH/USDT,futures,true,,,,,2.5,,won,${DATES},,,,`],
    ['a closed free trade, not revealed', won({ isPremium: false }), HIDDEN, true, `7,ETH/USDT,futures,false,,,,,2.5,,won,${DATES},,,,`],
    ['an open premium trade', presentableSignal(), REVEALED, true, `7,ETH/USDT,futures,true,,,,,,,open,${NOW.toISOString()},,,,,`],
    ['an open free trade', presentableSignal({ isPremium: false }), REVEALED, true, `7,ETH/USDT,futures,false,,,,,,,open,${NOW.toISOString()},,,,,`],
  ] as const;

  it.each(CASES)('writes %s as presentSignal shows it to a visitor', (_, signal, disclosure, locked, line) => {
    expect(presentSignal(signal, null, NOW, disclosure).locked).toBe(locked);
    expect(lineOf(signal, disclosure)).toBe(line);
  });

  it('writes a voided signal with its reason and no result, leveraged or not', () => {
    const voided = presentableSignal({ outcome: 'voided', closedAt: CLOSED_AT, closeReason: 'Typed twice' });
    expect(lineOf(voided, REVEALED)).toBe(`7,ETH/USDT,futures,true,long,3500,,10,,,voided,${DATES},Typed twice,,,`);
  });

  it('writes where the signal is in the log, and the salt that opens its commitment only while its trade is shown', () => {
    const salt = 'ab'.repeat(32);
    const logged = won({ logIndex: 41, loggedAt: NOW, publicationSalt: salt });
    expect(lineOf(logged, REVEALED)).toBe(`7,ETH/USDT,futures,true,long,3500,3587.5,10,2.5,25,won,${DATES},,41,${NOW.toISOString()},${salt}`);
    expect(lineOf(logged, HIDDEN)).toBe(`7,ETH/USDT,futures,true,,,,,2.5,,won,${DATES},,41,${NOW.toISOString()},`);
  });
});
