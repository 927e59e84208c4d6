import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../../i18n/useT';
import { ticketSelectors, useTicketsStore } from '../../../stores/tickets';
import { Button, ButtonLink, Card, CardDescription, CardTitle, ErrorState, Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { StatusBadge } from '../account/StatusBadge';
import { NewTicketDialog } from './NewTicketDialog';
import { statusLabel, statusTone, ticketDate } from './ticketFormat';

const RECENT = 3;

/** The user's tickets at a glance: counts, the latest few, and the ways to open or follow one. */
export function TicketSummary() {
  const t = useT();
  const status = useTicketsStore(ticketSelectors.status);
  const error = useTicketsStore(ticketSelectors.error);
  const tickets = useTicketsStore(useShallow(ticketSelectors.all));
  const activeCount = useTicketsStore(ticketSelectors.activeCount);
  const closedCount = useTicketsStore(ticketSelectors.closedCount);
  const requested = useTicketsStore((s) => s.ticketsRequested);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    void requested();
  }, [requested]);

  return (
    <Card aria-labelledby="ticket-summary-title">
      <Head>
        <div>
          <CardTitle id="ticket-summary-title">{t('support.summary.title')}</CardTitle>
          <CardDescription>
            {status === 'ready' ? t('support.summary.counts', { active: activeCount, closed: closedCount }) : t('support.summary.description')}
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <PlusIcon size={15} />
          {t('support.newTicket')}
        </Button>
      </Head>
      {status === 'error' && <ErrorState title={t('support.list.failed')} description={error ?? undefined} onRetry={() => void requested()} />}
      {(status === 'idle' || status === 'loading') && (
        <Recent aria-busy="true" aria-label={t('support.list.loading')}>
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton $height={44} />
            </li>
          ))}
        </Recent>
      )}
      {status === 'ready' && tickets.length === 0 && <Empty>{t('support.summary.empty')}</Empty>}
      {status === 'ready' && tickets.length > 0 && (
        <Recent aria-label={t('support.summary.latest')}>
          {tickets.slice(0, RECENT).map((ticket) => (
            <li key={ticket.id}>
              <RecentLink to={`/tickets?ticket=${ticket.id}`}>
                <span>
                  <Subject>{ticket.subject}</Subject>
                  <When>{ticketDate(ticket.updatedAt)}</When>
                </span>
                <StatusBadge tone={statusTone(ticket.status)}>{t(statusLabel(ticket.status))}</StatusBadge>
              </RecentLink>
            </li>
          ))}
        </Recent>
      )}
      <Foot>
        <ButtonLink to="/tickets" variant="secondary" size="sm">
          {t('support.summary.viewAll')}
        </ButtonLink>
      </Foot>
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Recent = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RecentLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    text-decoration: none;
  }
  & > span:first-child {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  ${focusRing}
`;

const Subject = styled.span`
  font-weight: 600;
  font-size: 14px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  padding: 14px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 14px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;
