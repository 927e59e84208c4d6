import { ExternalLinkIcon, SendIcon } from 'lucide-react';
import type { News } from '@signals/protocol';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatNewsDate } from '../../../lib/formatDates';
import { Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { tapTarget } from '../../../ui/theme/tapTarget';
import { externalLinkProps } from '../common/external';
import { NewsImage } from './NewsImage';
import { NewsVideo } from './NewsVideo';

/** How long a story may be before it is folded behind "Read more". */
const FOLD_CHARS = 220;

/** One news story: picture (or its video, to play in place), title, date, the text (folded when long) and its links. */
export function NewsCard({ news }: { news: News }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const textId = useId();
  const long = news.content.length > FOLD_CHARS;
  const date = news.publishedAt ?? news.createdAt;
  return (
    <Article>
      {news.videoUrl ? <NewsVideo link={news.videoUrl} imageUrl={news.imageUrl} title={news.title} /> : <NewsImage src={news.imageUrl} />}
      <Body>
        <Time dateTime={date}>{formatNewsDate(date)}</Time>
        <Title>{news.title}</Title>
        <Text id={textId} $folded={long && !open}>
          {news.content}
        </Text>
        <Links>
          {long && (
            <TextButton type="button" aria-expanded={open} aria-controls={textId} onClick={() => setOpen((value) => !value)}>
              {t(open ? 'content.news.showLess' : 'content.news.readMore')}
            </TextButton>
          )}
          {news.externalUrl && (
            <a href={news.externalUrl} {...externalLinkProps}>
              {t('content.news.fullStory')} <ExternalLinkIcon size={14} />
            </a>
          )}
          {news.videoUrl && (
            <a href={news.videoUrl} {...externalLinkProps}>
              <SendIcon size={14} /> {t('content.news.watchVideo')}
            </a>
          )}
        </Links>
      </Body>
    </Article>
  );
}

/** A placeholder of the same shape while the list loads. */
export function NewsCardSkeleton() {
  return (
    <Article aria-hidden="true">
      <Skeleton $height={190} $radius="0" />
      <Body>
        <Skeleton $height={12} $width="35%" />
        <Skeleton $height={20} $width="85%" />
        <Skeleton $height={14} />
        <Skeleton $height={14} $width="70%" />
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 18px;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 12.5px;
  font-weight: 600;
`;

const Title = styled.h2`
  font-size: 17px;
  font-weight: 700;
  line-height: 1.35;
`;

const Text = styled.p<{ $folded: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14.5px;
  white-space: pre-line;
  ${({ $folded }) =>
    $folded &&
    `
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  `}
`;

/* Each link is a full 44 px target; the row tucks into the card's bottom padding so it does not look taller. */
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 18px;
  margin: auto 0 -10px;
  font-size: 14px;
  font-weight: 600;

  a {
    ${tapTarget}
    gap: 5px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const TextButton = styled.button`
  ${tapTarget}
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;
