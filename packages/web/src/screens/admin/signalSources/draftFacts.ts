import type { DraftSignalValues, SignalDraft } from '@signals/protocol';
import { formatDistance } from 'date-fns';
import { dateLocale } from '../../../i18n/dateLocale';
import { formatPrice } from '../../../lib/format';
import { CONTRACT_KEYS, formatPercent, type Translate } from '../signals/signalText';

/** A draft's expiry as the desk says it: counted from publication, as the server counts it. */
function expiryText(t: Translate, draft: Pick<SignalDraft, 'values' | 'receivedAt'>): string {
  const { expiresAt } = draft.values;
  if (expiresAt === undefined) {
    return t('adminSignalSources.draft.expiresDefault');
  }
  if (expiresAt === null) {
    return t('adminSignalSources.draft.expiresNever');
  }
  const lead = Math.max(0, Date.parse(expiresAt) - Date.parse(draft.receivedAt));
  return t('adminSignalSources.draft.expiresAfter', { duration: formatDistance(0, lead, { locale: dateLocale() }) });
}

const price = (value: number | null, values: DraftSignalValues) => formatPrice(value, values);

/**
 * The figures of a draft as label and value pairs, for the type it is: an arbitrage's two legs and spread; a trade's
 * entry, targets, stop, and for futures its exchange, leverage and contract; then its expiry.
 */
export function draftFacts(t: Translate, draft: Pick<SignalDraft, 'values' | 'receivedAt'>): [string, string][] {
  const { values } = draft;
  const facts: [string, string][] =
    values.signalType === 'arbitrage'
      ? [
          [t('adminSignals.facts.buyOn', { exchange: values.buyExchange ?? '?' }), price(values.buyPrice, values)],
          [t('adminSignals.facts.sellOn', { exchange: values.sellExchange ?? '?' }), price(values.sellPrice, values)],
          [t('adminSignals.facts.targetSpread'), formatPercent(values.profitPercentage)],
        ]
      : [
          [t('adminSignals.facts.entry'), price(values.entryPrice, values)],
          [t('adminSignals.facts.tp1'), price(values.takeProfit1, values)],
          [t('adminSignals.facts.tp2'), price(values.takeProfit2, values)],
          [t('adminSignals.facts.stop'), price(values.stopLoss, values)],
          [t('adminSignals.column.profit'), formatPercent(values.profitPercentage)],
          ...(values.signalType === 'futures'
            ? ([
                [t('adminSignalSources.draft.exchange'), values.exchange ?? '—'],
                [t('adminSignals.facts.leverage'), values.leverage === null ? '—' : `${values.leverage}x`],
                [t('adminSignals.form.contractType'), values.contractType ? t(CONTRACT_KEYS[values.contractType]) : '—'],
              ] satisfies [string, string][])
            : []),
        ];
  return [...facts, [t('adminSignalSources.draft.expires'), expiryText(t, draft)]];
}
