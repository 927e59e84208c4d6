import { useEffect, useRef } from 'react';
import { t as translate } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useConnectionStore } from '../../../stores/connection';
import { toast } from '../../../stores/toast';

/** What a list screen shows in place of a list that could not load. */
export interface LoadFailure {
  title: string;
  description: string;
  /** Tries again; null while the browser is offline, as the list then loads by itself once the network is back. */
  retry: (() => void) | null;
}

/**
 * How a list that could not load is told (news, airdrops): once by a toast and in place with a way to try again
 * (spec). While the browser is offline, the toast and the button would only ask the member to refresh a page that
 * cannot load (issue 40): the place says so once, and the list is asked for again the moment the network is back.
 *
 * @param status the list's status.
 * @param failure the message ids of the failure's title and description.
 * @param retry asks for the list again.
 */
export function useLoadFailure(status: string, failure: { title: MessageId; description: MessageId }, retry: () => void): LoadFailure {
  const t = useT();
  const online = useConnectionStore((s) => s.browserOnline);
  const told = useRef(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (status === 'error' && online && !told.current) {
      told.current = true;
      toast({ title: translate(failure.title), description: translate(failure.description), variant: 'destructive' });
    }
    if (status === 'ready') {
      told.current = false;
    }
  }, [status, online, failure.title, failure.description]);

  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (back && status === 'error') {
      retry();
    }
  }, [online, status, retry]);

  if (!online) {
    return { title: t('common.offline.title'), description: t('common.offline.loadsWhenBack'), retry: null };
  }
  return { title: t(failure.title), description: t(failure.description), retry };
}
