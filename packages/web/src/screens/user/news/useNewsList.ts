import { useEffect, useRef } from 'react';
import { newsSelectors, useNewsStore } from '../../../stores/news';
import { toast } from '../../../stores/toast';
import { t as translate } from '../../../i18n';
import { useT } from '../../../i18n/useT';

// In the first group of the catalogue: the home screen shows the news too.
const FAILURE = { title: 'home.newsError.title', description: 'home.newsError.description' } as const;

/** The published news, fetched on first use; a failure is told once by a toast (spec). */
export function useNewsList() {
  const t = useT();
  const items = useNewsStore(newsSelectors.items);
  const status = useNewsStore(newsSelectors.status);
  const newsRequested = useNewsStore((s) => s.newsRequested);
  const told = useRef(false);

  useEffect(() => {
    void newsRequested();
  }, [newsRequested]);

  useEffect(() => {
    if (status === 'error' && !told.current) {
      told.current = true;
      toast({ title: translate(FAILURE.title), description: translate(FAILURE.description), variant: 'destructive' });
    }
    if (status === 'ready') {
      told.current = false;
    }
  }, [status]);

  return { items, status, retry: () => void newsRequested(true), failure: { title: t(FAILURE.title), description: t(FAILURE.description) } };
}
