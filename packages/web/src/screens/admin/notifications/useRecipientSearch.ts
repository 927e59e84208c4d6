import type { UserSummary } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api';
import { t } from '../../../i18n';
import { useAdminNotificationsStore } from '../../../stores/admin/notifications';

const SEARCH_DELAY_MS = 250;

export type RecipientResults = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; users: UserSummary[] };

/**
 * Users matching the typed text, asked of the server once typing pauses.
 *
 * @param text what is in the box.
 * @returns the results, and `searching()` to call as the text changes (shows the spinner at once).
 */
export function useRecipientSearch(text: string): { results: RecipientResults; searching: () => void } {
  const recipientsSearched = useAdminNotificationsStore((s) => s.recipientsSearched);
  const [results, setResults] = useState<RecipientResults>({ status: 'idle' });

  useEffect(() => {
    const term = text.trim();
    if (!term) {
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      recipientsSearched(term).then(
        (users) => current && setResults({ status: 'ready', users }),
        (failure: unknown) => current && setResults({ status: 'error', message: errorMessage(failure, t('adminNotifications.picker.searchFailed')) }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, recipientsSearched]);

  // An empty box shows nothing, whatever the last answer was.
  return { results: text.trim() === '' ? { status: 'idle' } : results, searching: () => setResults({ status: 'loading' }) };
}
