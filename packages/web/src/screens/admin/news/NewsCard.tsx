import { CirclePlayIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { News } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Badge, Button } from '../../../ui';
import { CardBody, CardFooter, CardHeading, CardMedia, CardMediaBadge, CardMeta, CardText, GridCard, Push } from '../components/CardGrid';
import { truncate } from '../components/shorten';
import { IconButton } from '../components/IconButton';
import { MediaImage } from '../components/MediaImage';
import { formatDate } from '../../../lib/formatDates';

interface NewsCardProps {
  news: News;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
}

const PREVIEW_CHARS = 160;

function StateBadge({ published }: { published: boolean }) {
  const t = useT();
  return <Badge $tone={published ? 'profit' : 'warning'}>{t(published ? 'adminContent.news.state.published' : 'adminContent.news.state.draft')}</Badge>;
}

/** A news item in the admin grid: picture (or video mark), state, text preview and actions. */
export function NewsCard({ news, toggling, onEdit, onDelete, onToggle }: NewsCardProps) {
  const t = useT();
  const hasMedia = Boolean(news.imageUrl || news.videoUrl);
  return (
    <GridCard>
      {hasMedia && (
        <CardMedia>
          <MediaImage src={news.imageUrl} alt="" />
          {news.videoUrl && (
            <Video aria-hidden="true">
              <CirclePlayIcon size={40} />
            </Video>
          )}
          <CardMediaBadge>
            <StateBadge published={news.isPublished} />
          </CardMediaBadge>
        </CardMedia>
      )}
      <CardBody>
        <CardMeta>
          {!hasMedia && <StateBadge published={news.isPublished} />}
          <span>{formatDate(news.publishedAt ?? news.createdAt)}</span>
          {news.videoUrl && <span>{t('adminContent.news.card.video')}</span>}
        </CardMeta>
        <CardHeading>{news.title}</CardHeading>
        <CardText>{truncate(news.content, PREVIEW_CHARS)}</CardText>
        {news.externalUrl && (
          <External href={news.externalUrl} target="_blank" rel="noreferrer noopener">
            <ExternalLinkIcon size={14} />
            {t('adminContent.news.card.source')}
          </External>
        )}
      </CardBody>
      <CardFooter>
        <IconButton icon={PencilIcon} label={t('adminContent.news.card.edit', { title: news.title })} onClick={onEdit} />
        <IconButton icon={Trash2Icon} tone="danger" label={t('adminContent.news.card.delete', { title: news.title })} onClick={onDelete} />
        <Push />
        <Button
          size="sm"
          variant={news.isPublished ? 'secondary' : 'primary'}
          loading={toggling}
          onClick={onToggle}
          aria-label={t(news.isPublished ? 'adminContent.news.card.unpublishLabel' : 'adminContent.news.card.publishLabel', { title: news.title })}
        >
          {t(news.isPublished ? 'adminContent.news.card.unpublish' : 'adminContent.news.card.publish')}
        </Button>
      </CardFooter>
    </GridCard>
  );
}

const Video = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: #ffffff;
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.35));
`;

const External = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  font-size: 13px;
  font-weight: 600;
`;
