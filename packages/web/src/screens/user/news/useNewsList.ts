import { useEffect, useRef } from 'react';
import { newsSelectors, useNewsStore } from '../../../stores/news';
import { toast } from '../../../stores/toast';

const FAILURE = { title: 'Error Loading News', description: "We couldn't load the latest news. Please try refreshing the page." };

/** The published news, fetched on first use; a failure is told once by a toast (spec). */
export function useNewsList() {
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
      toast({ ...FAILURE, variant: 'destructive' });
    }
    if (status === 'ready') {
      told.current = false;
    }
  }, [status]);

  return { items, status, retry: () => void newsRequested(true), failure: FAILURE };
}
