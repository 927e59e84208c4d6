import { KeyRoundIcon, ScrollTextIcon, Trash2Icon } from 'lucide-react';
import type { SignalSource } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatAgo } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { useNow } from '../../user/common/useNow';
import { CopyButton } from '../components/CopyButton';
import { IconButton, RowActions } from '../components/IconButton';
import { PlanBadge } from '../components/StatusBadges';
import { shortenMiddle } from '../components/shorten';
import type { Translate } from '../signals/signalText';

interface SourceColumnActions {
  onDeliveries: (source: SignalSource) => void;
  onRotate: (source: SignalSource) => void;
  onDelete: (source: SignalSource) => void;
}

/** A moment as "5 minutes ago", its full date and time on hover; the shared clock moves it on. */
function Ago({ at }: { at: string }) {
  const now = useNow();
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatAgo(at, now)}
    </time>
  );
}

/** The latest request the hook refused, and why: what the sender's tool never shows. */
function Refusal({ source }: { source: SignalSource }) {
  const t = useT();
  if (!source.lastRefusal) {
    return <Muted>{t('adminSignalSources.sources.noRefusal')}</Muted>;
  }
  return (
    <Stack>
      {/* Worded by the server in this admin's language. */}
      <RefusalReason>{source.lastRefusal.reason}</RefusalReason>
      <Muted>
        <Ago at={source.lastRefusal.at} />
      </Muted>
    </Stack>
  );
}

/**
 * Source (name, mode, plan), Hook URL (to copy), Last delivery, Last refusal, Allowed IPs and the actions (delivery
 * log, rotate secret, delete), with headers in the language `t` reads (build them again when it changes).
 */
export function sourceColumns(t: Translate, { onDeliveries, onRotate, onDelete }: SourceColumnActions): Column<SignalSource>[] {
  return [
    {
      key: 'name',
      header: t('adminSignalSources.column.source'),
      mobile: 'title',
      cell: (source) => (
        <Stack>
          <strong>{source.name}</strong>
          <Badges>
            <Badge $tone={source.mode === 'publish' ? 'warning' : 'accent'}>{t(source.mode === 'publish' ? 'adminSignalSources.mode.publishShort' : 'adminSignalSources.mode.draftShort')}</Badge>
            <PlanBadge premium={source.isPremium} />
          </Badges>
        </Stack>
      ),
    },
    {
      key: 'url',
      header: t('adminSignalSources.column.url'),
      cell: (source) => (
        <UrlCell>
          <Url title={source.url}>{shortenMiddle(source.url, 24, 6)}</Url>
          <CopyButton value={source.url} label={t('adminSignalSources.sources.copyUrl', { name: source.name })} />
        </UrlCell>
      ),
    },
    {
      key: 'lastDelivery',
      header: t('adminSignalSources.column.lastDelivery'),
      cell: (source) => (source.lastDeliveryAt ? <Ago at={source.lastDeliveryAt} /> : <Muted>{t('adminSignalSources.sources.never')}</Muted>),
    },
    { key: 'lastRefusal', header: t('adminSignalSources.column.lastRefusal'), cell: (source) => <Refusal source={source} /> },
    {
      key: 'allowedIps',
      header: t('adminSignalSources.column.allowedIps'),
      hideOnNarrow: true,
      cell: (source) =>
        source.allowedIps.length === 0 ? (
          <Muted>{t('adminSignalSources.sources.anyAddress')}</Muted>
        ) : (
          <Addresses>
            {source.allowedIps.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </Addresses>
        ),
    },
    {
      key: 'actions',
      header: t('adminSignals.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (source) => (
        <RowActions>
          <IconButton icon={ScrollTextIcon} label={t('adminSignalSources.action.deliveries', { name: source.name })} onClick={() => onDeliveries(source)} />
          <IconButton icon={KeyRoundIcon} label={t('adminSignalSources.action.rotate', { name: source.name })} onClick={() => onRotate(source)} />
          <IconButton icon={Trash2Icon} tone="danger" label={t('adminSignalSources.action.delete', { name: source.name })} onClick={() => onDelete(source)} />
        </RowActions>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/* A grid whose address column may shrink to nothing: on a phone's card the address gives way, never the card. */
const UrlCell = styled.div`
  display: grid;
  grid-template-columns: minmax(0, auto) auto;
  align-items: center;
  justify-content: end;
  gap: 8px;

  @media (min-width: 768px) {
    justify-content: start;
  }
`;

/* Cut with an ellipsis where it must: its full text is its title, and the copy button copies it whole. */
const Url = styled.code`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12.5px;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const RefusalReason = styled.span`
  max-width: 260px;
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13px;
`;

const Addresses = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12.5px;
`;
