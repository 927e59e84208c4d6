import { CirclePlayIcon, ExternalLinkIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { News } from '@signals/protocol';
import styled from 'styled-components';
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
  return <Badge $tone={published ? 'profit' : 'warning'}>{published ? 'Published' : 'Draft'}</Badge>;
}

/** A news item in the admin grid: picture (or video mark), state, text preview and actions. */
export function NewsCard({ news, toggling, onEdit, onDelete, onToggle }: NewsCardProps) {
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
          {news.videoUrl && <span>Video</span>}
        </CardMeta>
        <CardHeading>{news.title}</CardHeading>
        <CardText>{truncate(news.content, PREVIEW_CHARS)}</CardText>
        {news.externalUrl && (
          <External href={news.externalUrl} target="_blank" rel="noreferrer noopener">
            <ExternalLinkIcon size={14} />
            Source
          </External>
        )}
      </CardBody>
      <CardFooter>
        <IconButton icon={PencilIcon} label={`Edit ${news.title}`} onClick={onEdit} />
        <IconButton icon={Trash2Icon} tone="danger" label={`Delete ${news.title}`} onClick={onDelete} />
        <Push />
        <Button size="sm" variant={news.isPublished ? 'secondary' : 'primary'} loading={toggling} onClick={onToggle} aria-label={`${news.isPublished ? 'Unpublish' : 'Publish'} ${news.title}`}>
          {news.isPublished ? 'Unpublish' : 'Publish'}
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
