import { NewspaperIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { EmptyState, ErrorState, PageHeader } from '../../ui';
import { NewsCard, NewsCardSkeleton } from './news/NewsCard';
import { useNewsList } from './news/useNewsList';

/** Latest News: published stories, newest first, updated live as the team publishes. */
export function NewsScreen() {
  const t = useT();
  const { items, status, failure } = useNewsList();

  const body = () => {
    if (status === 'loading' || status === 'idle') {
      return (
        <Grid aria-busy="true">
          {[0, 1, 2].map((index) => (
            <NewsCardSkeleton key={index} />
          ))}
        </Grid>
      );
    }
    if (status === 'error') {
      return <ErrorState title={failure.title} description={failure.description} retryLabel={t('content.refreshPage')} onRetry={failure.retry ?? undefined} />;
    }
    if (items.length === 0) {
      return <EmptyState icon={NewspaperIcon} title={t('content.news.empty.title')} description={t('content.news.empty.description')} />;
    }
    return (
      <Grid>
        {items.map((news) => (
          <NewsCard key={news.id} news={news} />
        ))}
      </Grid>
    );
  };

  return (
    <>
      <PageHeader title={t('content.news.title')} description={t('content.news.description')} />
      {body()}
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: 700px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 20px;
  }
`;
