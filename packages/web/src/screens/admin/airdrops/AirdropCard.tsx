import { ExternalLinkIcon, GlobeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { AIRDROP_DESCRIPTION_PREVIEW_CHARS, type Airdrop } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Badge, Button } from '../../../ui';
import { CardBody, CardFooter, CardHeading, CardMedia, CardMediaBadge, CardMeta, CardText, GridCard, Push } from '../components/CardGrid';
import { formatUsd } from '../../../lib/format';
import { truncate } from '../components/shorten';
import { IconButton } from '../components/IconButton';
import { MediaImage } from '../components/MediaImage';
import { useNow } from '../components/useNow';
import { formatDate } from '../../../lib/formatDates';

interface AirdropCardProps {
  airdrop: Airdrop;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
}

/** An airdrop in the admin grid: project, token, value, end date, links and actions. */
export function AirdropCard({ airdrop, toggling, onEdit, onDelete, onToggle }: AirdropCardProps) {
  const t = useT();
  const now = useNow();
  const ended = new Date(airdrop.endDate).getTime() < now;
  return (
    <GridCard>
      <CardMedia>
        <MediaImage src={airdrop.imageUrl} alt="" />
        <CardMediaBadge>
          <Badge $tone={airdrop.isActive ? 'profit' : 'neutral'}>{t(airdrop.isActive ? 'adminContent.airdrops.state.active' : 'adminContent.airdrops.state.inactive')}</Badge>
          {ended && <Badge $tone="warning">{t('adminContent.airdrops.state.ended')}</Badge>}
        </CardMediaBadge>
      </CardMedia>
      <CardBody>
        <CardMeta>
          <span>{airdrop.projectName}</span>
          <Badge $tone="accent">{airdrop.tokenSymbol}</Badge>
        </CardMeta>
        <CardHeading>{airdrop.title}</CardHeading>
        <CardText>{truncate(airdrop.description, AIRDROP_DESCRIPTION_PREVIEW_CHARS)}</CardText>
        <Facts>
          <div>
            <dt>{t('adminContent.airdrops.card.value')}</dt>
            <dd>{airdrop.value === null ? '—' : formatUsd(airdrop.value)}</dd>
          </div>
          <div>
            <dt>{t('adminContent.airdrops.card.ends')}</dt>
            <dd>{formatDate(airdrop.endDate)}</dd>
          </div>
        </Facts>
        <Links>
          <a href={airdrop.registrationUrl} target="_blank" rel="noreferrer noopener">
            <ExternalLinkIcon size={13} />
            {t('adminContent.airdrops.card.registration')}
          </a>
          {airdrop.websiteUrl && (
            <a href={airdrop.websiteUrl} target="_blank" rel="noreferrer noopener">
              <GlobeIcon size={13} />
              {t('adminContent.airdrops.card.website')}
            </a>
          )}
        </Links>
      </CardBody>
      <CardFooter>
        <IconButton icon={PencilIcon} label={t('adminContent.airdrops.card.edit', { title: airdrop.title })} onClick={onEdit} />
        <IconButton icon={Trash2Icon} tone="danger" label={t('adminContent.airdrops.card.delete', { title: airdrop.title })} onClick={onDelete} />
        <Push />
        <Button
          size="sm"
          variant={airdrop.isActive ? 'secondary' : 'primary'}
          loading={toggling}
          onClick={onToggle}
          aria-label={t(airdrop.isActive ? 'adminContent.airdrops.card.deactivateLabel' : 'adminContent.airdrops.card.activateLabel', { title: airdrop.title })}
        >
          {t(airdrop.isActive ? 'adminContent.airdrops.card.deactivate' : 'adminContent.airdrops.card.activate')}
        </Button>
      </CardFooter>
    </GridCard>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin: 4px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  font-size: 13px;
  font-weight: 600;

  a {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;
