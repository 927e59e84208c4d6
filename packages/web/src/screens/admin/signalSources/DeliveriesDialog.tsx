import { ExternalLinkIcon, InboxIcon, RefreshCwIcon } from 'lucide-react';
import type { SignalDelivery, SignalSource } from '@signals/protocol';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/formatDates';
import { signalSourcesSelectors, useSignalSourcesStore } from '../../../stores/admin/signalSources';
import { Badge, Button, Dialog, EmptyState, ErrorState, Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { DELIVERY_STATUS, useReasonText } from './reasonText';

interface DeliveriesDialogProps {
  source: SignalSource;
  onClose: () => void;
}

/** A body as the log shows it: JSON laid out to read when it parses (the log cuts bodies at 2 KB), else as sent. */
function shownBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One delivery: when, what became of it and why, the signal it became, and its body to unfold. */
function Delivery({ delivery }: { delivery: SignalDelivery }) {
  const t = useT();
  const reasonText = useReasonText();
  const status = DELIVERY_STATUS[delivery.status];
  return (
    <Entry $tone={status.tone}>
      <EntryHead>
        <time dateTime={delivery.receivedAt}>{formatDateTime(delivery.receivedAt)}</time>
        <Badge $tone={status.tone}>{t(status.labelId)}</Badge>
      </EntryHead>
      {delivery.reason && <Reason>{reasonText(delivery.reason)}</Reason>}
      {delivery.signalId !== null && (
        <SignalLink to={`/signals/${delivery.signalId}`} target="_blank" rel="noopener">
          <ExternalLinkIcon size={14} aria-hidden="true" />
          {t('adminSignalSources.deliveries.signal', { id: String(delivery.signalId) })}
        </SignalLink>
      )}
      <Body>
        <summary>{t('adminSignalSources.deliveries.body')}</summary>
        <pre tabIndex={0}>{shownBody(delivery.body)}</pre>
      </Body>
    </Entry>
  );
}

/** A source's delivery log: its last 100 deliveries, newest first; what the sender's tool never shows. */
export function DeliveriesDialog({ source, onClose }: DeliveriesDialogProps) {
  const t = useT();
  const log = useSignalSourcesStore(signalSourcesSelectors.deliveries);
  const { deliveriesRequested, deliveriesClosed, sourcesRequested } = useSignalSourcesStore(
    useShallow((s) => ({ deliveriesRequested: s.deliveriesRequested, deliveriesClosed: s.deliveriesClosed, sourcesRequested: s.sourcesRequested })),
  );

  useEffect(() => {
    void deliveriesRequested(source.id);
    return deliveriesClosed;
  }, [source.id, deliveriesRequested, deliveriesClosed]);

  // Refused deliveries come with no live event: a refresh asks for the log, and the source's row, again.
  const refresh = () => {
    void deliveriesRequested(source.id);
    void sourcesRequested();
  };
  const rows = log.sourceId === source.id ? log.rows : [];

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('adminSignalSources.deliveries.title', { name: source.name })}
      description={t('adminSignalSources.deliveries.description')}
      footer={
        <>
          <Button variant="secondary" onClick={refresh} loading={log.status === 'loading' && rows.length > 0}>
            <RefreshCwIcon size={16} />
            {t('adminSignalSources.deliveries.refresh')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {log.status === 'error' && rows.length === 0 ? (
        <ErrorState title={t('adminSignalSources.deliveries.failed')} description={log.error ?? undefined} onRetry={refresh} />
      ) : log.status !== 'ready' && rows.length === 0 ? (
        <Entries aria-busy="true" aria-label={t('adminSignalSources.deliveries.loading')}>
          <Skeleton $height={64} />
          <Skeleton $height={64} />
        </Entries>
      ) : rows.length === 0 ? (
        <EmptyState icon={InboxIcon} title={t('adminSignalSources.deliveries.empty')} description={t('adminSignalSources.deliveries.emptyHint')} />
      ) : (
        <Entries aria-label={t('adminSignalSources.deliveries.label', { name: source.name })}>
          {rows.map((delivery) => (
            <Delivery key={delivery.id} delivery={delivery} />
          ))}
        </Entries>
      )}
    </Dialog>
  );
}

const Entries = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li<{ $tone: 'accent' | 'profit' | 'loss' | 'neutral' }>`
  display: grid;
  gap: 6px;
  min-width: 0;
  padding: 4px 0 4px 14px;
  border-left: 3px solid ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.border : theme.colors[$tone])};
`;

const EntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const Reason = styled.p`
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const SignalLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: fit-content;
  font-size: 13px;
  font-weight: 600;
  ${focusRing}
`;

const Body = styled.details`
  min-width: 0;

  summary {
    width: fit-content;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  pre {
    max-height: 260px;
    margin: 8px 0 0;
    padding: 10px 12px;
    overflow: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 12.5px;
    line-height: 1.5;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
