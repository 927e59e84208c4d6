import { useEffect } from 'react';
import { newsSelectors, useNewsStore } from '../../../stores/news';
import { useLoadFailure } from '../common/useLoadFailure';

// In the first group of the catalogue: the home screen shows the news too.
const FAILURE = { title: 'home.newsError.title', description: 'home.newsError.description' } as const;

/** The published news, fetched on first use; a failure is told once (useLoadFailure). */
export function useNewsList() {
  const items = useNewsStore(newsSelectors.items);
  const status = useNewsStore(newsSelectors.status);
  const newsRequested = useNewsStore((s) => s.newsRequested);

  useEffect(() => {
    void newsRequested();
  }, [newsRequested]);

  const failure = useLoadFailure(status, FAILURE, () => void newsRequested(true));
  return { items, status, failure };
}
