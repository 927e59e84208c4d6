import { DraftSignalValues, SIGNAL_HOOK_PATH, type SignalDelivery as SignalDeliveryDto, type SignalDraft, type SignalSource as SignalSourceDto, type LanguageCode, type SignalValues } from '@signals/protocol';
import type { SignalDelivery, SignalDraftRow, SignalSource } from '../db/models/index.js';
import { readable } from '../i18n/translate.js';

/** Where a source posts: the site's public address, the hook's path, the source's token. */
export function hookUrlOf(source: Pick<SignalSource, 'token'>, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SIGNAL_HOOK_PATH}${source.token}`;
}

/** A source as the back office lists it, its last refusal in the reader's language: never its secret. */
export function presentSignalSource(source: SignalSource, publicUrl: string, language: LanguageCode): SignalSourceDto {
  return {
    id: source.id,
    name: source.name,
    url: hookUrlOf(source, publicUrl),
    mode: source.mode,
    isPremium: source.isPremium,
    maxLagSeconds: source.maxLagSeconds,
    allowedIps: source.allowedIps,
    createdAt: source.createdAt.toISOString(),
    lastDeliveryAt: source.lastDeliveryAt?.toISOString() ?? null,
    lastRefusal: source.lastRefusalAt && source.lastRefusalReason ? { at: source.lastRefusalAt.toISOString(), reason: readable(language, source.lastRefusalReason).message } : null,
  };
}

/** A delivery as a source's log lists it. */
export function presentSignalDelivery(delivery: SignalDelivery): SignalDeliveryDto {
  return {
    id: delivery.id,
    sourceId: delivery.sourceId,
    receivedAt: delivery.receivedAt.toISOString(),
    status: delivery.status,
    reason: delivery.reason,
    body: delivery.body,
    signalId: delivery.signalId,
  };
}

/** The signal form's fields of the values a delivery was read as (the schema leaves out the rest, `isActive`). */
function draftValuesOf(values: SignalValues): DraftSignalValues {
  return DraftSignalValues.parse(values);
}

/** A delivery on the draft desk (or just decided), with its source's name. Only deliveries read as a signal are drafts. */
export function presentSignalDraft(delivery: SignalDraftRow, source: Pick<SignalSource, 'id' | 'name'>): SignalDraft {
  return {
    id: delivery.id,
    source: { id: source.id, name: source.name },
    receivedAt: delivery.receivedAt.toISOString(),
    status: delivery.status,
    values: draftValuesOf(delivery.signalValues),
    note: delivery.note,
    signalId: delivery.signalId,
  };
}
