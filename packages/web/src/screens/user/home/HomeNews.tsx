import { NewspaperIcon } from 'lucide-react';
import { HOME_NEWS_COUNT, type News } from '@signals/protocol';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatNewsDate } from '../../../lib/formatDates';
import { EmptyState, ErrorState, Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { NewsImage } from '../news/NewsImage';
import { useNewsList } from '../news/useNewsList';

/** The four latest published stories, each opening the news screen. */
export function HomeNews() {
  const t = useT();
  const { items, status, failure } = useNewsList();
  if (status === 'idle' || status === 'loading') {
    return (
      <List aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton $height={92} $radius="16px" />
          </li>
        ))}
      </List>
    );
  }
  if (status === 'error') {
    return <ErrorState title={failure.title} description={failure.description} retryLabel={t('home.news.refresh')} onRetry={failure.retry ?? undefined} />;
  }
  if (items.length === 0) {
    return <EmptyState icon={NewspaperIcon} title={t('home.news.empty.title')} description={t('home.news.empty.text')} />;
  }
  return (
    <List>
      {items.slice(0, HOME_NEWS_COUNT).map((news) => (
        <li key={news.id}>
          <NewsRow news={news} />
        </li>
      ))}
    </List>
  );
}

function NewsRow({ news }: { news: News }) {
  const date = news.publishedAt ?? news.createdAt;
  return (
    <Row to="/news">
      <NewsImage src={news.imageUrl} compact />
      <Text>
        <Title>{news.title}</Title>
        <Time dateTime={date}>{formatNewsDate(date)}</Time>
      </Text>
    </Row>
  );
}

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  ${focusRing}
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-weight: 650;
  line-height: 1.35;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 12.5px;
`;
