import { InboxIcon, TicketIcon } from 'lucide-react';
import type { Ticket } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Button, EmptyState, ErrorState, Skeleton } from '../../../ui';
import type { TicketsStatus } from '../../../stores/tickets';
import { TicketListItem } from './TicketListItem';

interface TicketListProps {
  status: TicketsStatus;
  error: string | null;
  tickets: Ticket[];
  selectedId: number | null;
  /** Which tab this list is: the empty state speaks to it. */
  kind: 'active' | 'closed';
  onRetry: () => void;
  onNewTicket: () => void;
}

/** A list of tickets with its loading, error and empty states. */
export function TicketList({ status, error, tickets, selectedId, kind, onRetry, onNewTicket }: TicketListProps) {
  const t = useT();
  if (status === 'error') {
    return <ErrorState title={t('support.list.failed')} description={error ?? undefined} onRetry={onRetry} />;
  }
  if (status !== 'ready') {
    return (
      <Box role="status" aria-busy="true" aria-label={t('support.list.loading')}>
        {[0, 1, 2].map((key) => (
          <SkeletonItem key={key}>
            <Skeleton $height={16} $width="60%" />
            <Skeleton $height={13} $width="90%" />
            <Skeleton $height={12} $width="35%" />
          </SkeletonItem>
        ))}
      </Box>
    );
  }
  if (tickets.length === 0) {
    return (
      <Box>
        {kind === 'active' ? (
          <EmptyState
            icon={TicketIcon}
            title={t('support.list.emptyActive.title')}
            description={t('support.list.emptyActive.description')}
            action={<Button onClick={onNewTicket}>{t('support.newTicket')}</Button>}
          />
        ) : (
          <EmptyState icon={InboxIcon} title={t('support.list.emptyClosed.title')} description={t('support.list.emptyClosed.description')} />
        )}
      </Box>
    );
  }
  return (
    <Box as="ul" aria-label={t(kind === 'active' ? 'support.list.active' : 'support.list.closed')}>
      {tickets.map((ticket) => (
        <TicketListItem key={ticket.id} ticket={ticket} selected={ticket.id === selectedId} />
      ))}
    </Box>
  );
}

const Box = styled.div`
  overflow: hidden;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SkeletonItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
