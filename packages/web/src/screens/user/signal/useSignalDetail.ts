import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ErrorCode } from '@signals/protocol';
import { t } from '../../../i18n';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { useSignalsStore } from '../../../stores/signals';
import { toast } from '../../../stores/toast';

export type DetailState = 'loading' | 'shown' | 'missing';

/**
 * Loads one signal for the detail screen, and again when the user's plan
 * changes (a payment approved live unlocks it without signing out). A
 * signal already in the store shows at once while it is fetched again.
 * Failures follow the spec: a destructive toast, then back to the list.
 */
export function useSignalDetail(rawId: string | undefined): { id: number; state: DetailState } {
  const id = /^\d+$/.test(rawId ?? '') ? Number.parseInt(rawId ?? '', 10) : Number.NaN;
  const valid = Number.isSafeInteger(id) && id > 0;
  const isPremium = useSessionStore(sessionSelectors.isPremium);
  const signalRequested = useSignalsStore((s) => s.signalRequested);
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<{ id: number; state: DetailState } | null>(null);
  const present = useSignalsStore((s) => s.byId[id] !== undefined);
  const shown = loaded?.id === id && loaded.state === 'shown';
  // The plan this signal was first asked for under: a change since (premium granted live) asks the server again.
  const askedUnder = useRef<{ id: number; isPremium: boolean } | null>(null);

  useEffect(() => {
    if (!valid) {
      return;
    }
    let cancelled = false;
    const fresh = askedUnder.current?.id === id && askedUnder.current.isPremium !== isPremium;
    askedUnder.current = { id, isPremium };
    void signalRequested(id, fresh).then((outcome) => {
      if (cancelled) {
        return;
      }
      if (outcome.kind === 'error') {
        const premium = outcome.code === ('premiumRequired' satisfies ErrorCode);
        toast({
          title: t('signals.detail.loadFailed.title'),
          description: t(premium ? 'signals.detail.loadFailed.premium' : 'signals.detail.loadFailed.other'),
          variant: 'destructive',
        });
        void navigate('/signals', { replace: true });
        return;
      }
      setLoaded({ id, state: outcome.kind === 'missing' ? 'missing' : 'shown' });
    });
    return () => {
      cancelled = true;
    };
  }, [id, valid, isPremium, signalRequested, navigate]);

  useEffect(() => {
    // Removed live (signal:deleted): a voided signal is still there by id, showing how it ended and why (issue 38);
    // one deleted for good answers 404 and the screen says it was just removed.
    if (shown && !present) {
      void signalRequested(id, true);
    }
  }, [shown, present, id, signalRequested]);

  if (!valid) {
    return { id, state: 'missing' };
  }
  return { id, state: loaded?.id === id ? loaded.state : 'loading' };
}
