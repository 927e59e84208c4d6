import type { SignalDeliveryStatus } from '@signals/protocol';
import { useCallback } from 'react';
import type { MessageId } from '../../../i18n/messages';
import { useReadable } from '../../../i18n/useT';

/**
 * `reasonText(reason)` in a component: a rejected delivery's reason (a validation.* reference: what the alert said
 * wrong) in the language shown; any other text as it is (a source's last refusal comes worded by the server).
 */
export function useReasonText(): (reason: string) => string {
  const readable = useReadable();
  return useCallback((reason: string) => readable(reason), [readable]);
}

/** What became of a delivery, in the log's words, and the tone of its badge. */
export const DELIVERY_STATUS: Record<SignalDeliveryStatus, { labelId: MessageId; tone: 'accent' | 'profit' | 'loss' | 'neutral' }> = {
  draft: { labelId: 'adminSignalSources.status.draft', tone: 'accent' },
  published: { labelId: 'adminSignalSources.status.published', tone: 'profit' },
  rejected: { labelId: 'adminSignalSources.status.rejected', tone: 'loss' },
  discarded: { labelId: 'adminSignalSources.status.discarded', tone: 'neutral' },
};
