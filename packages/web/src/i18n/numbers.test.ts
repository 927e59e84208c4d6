import { LANGUAGE_CODES } from '@signals/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { formatAgo, formatProfit, formatResult, formatTokenAmount, formatUsd } from '../lib/format';
import { formatDate, formatDateTime } from '../lib/formatDates';
import { NUMBER_STYLES } from './numbers';
import { activateLanguage } from '.';

describe('numbers in each language', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it.each(LANGUAGE_CODES)('%s: the table writes numbers and percentages as Intl does', (language) => {
    const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    const style = NUMBER_STYLES[language];
    expect(style.group).toBe(parts.find((part) => part.type === 'group')?.value);
    expect(style.decimal).toBe(parts.find((part) => part.type === 'decimal')?.value);
    expect(new Intl.NumberFormat(language).formatToParts(1234).some((part) => part.type === 'group')).toBe(style.groupFrom <= 4);
    expect(style.percent(`2${style.decimal}5`)).toBe(new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1 }).format(0.025));
  });

  it('prints profits, results, money and "how long ago" the way the language shown does', async () => {
    const fiveMinutesAgo = Date.now() - 5 * 60 * 1000;
    await activateLanguage('de');
    expect([formatProfit(2.52), formatResult(1234.5), formatUsd(1250), formatAgo(fiveMinutesAgo)]).toEqual(['2,5\u00a0%', '+1.234,50\u00a0%', '1.250,00\u00a0$', 'vor 5 Minuten']);
    const moment = new Date(2026, 10, 26, 14, 5);
    expect([formatDate(moment), formatDateTime(moment)]).toEqual(['26.11.2026', '26.11.2026, 14:05']);
    await activateLanguage('ja');
    expect([formatProfit(2.52), formatAgo(fiveMinutesAgo), formatDate(moment)]).toEqual(['2.5%', '5分前', '2026/11/26']);
    await activateLanguage('en');
    expect([formatProfit(2.52), formatResult(1234.5), formatUsd(1250), formatAgo(fiveMinutesAgo)]).toEqual(['2.5%', '+1,234.50%', '$1,250.00', '5 minutes ago']);
    expect([formatDate(moment), formatDateTime(moment)]).toEqual(['Nov 26, 2026', 'Nov 26, 2026 2:05 PM']);
  });

  it('prints a token amount exactly as the chain counted it, to its last decimal, with the shown separators', async () => {
    const amounts = ['47.654322', '1234567.000000000000000001', '60'];
    expect(amounts.map(formatTokenAmount)).toEqual(['47.654322', '1,234,567.000000000000000001', '60']);
    await activateLanguage('de');
    expect(amounts.map(formatTokenAmount)).toEqual(['47,654322', '1.234.567,000000000000000001', '60']);
    await activateLanguage('en');
  });
});
