import { ArrowLeftIcon, PlusIcon, TicketIcon, TriangleAlertIcon } from 'lucide-react';
import type { Ticket } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../stores/session';
import { isTicketActive, ticketSelectors, useTicketsStore } from '../../stores/tickets';
import { Button, EmptyState, PageHeader, Tabs } from '../../ui';
import { NewTicketDialog } from './support/NewTicketDialog';
import { ReplyDialog } from './support/ReplyDialog';
import { TicketDetail } from './support/TicketDetail';
import { TicketList } from './support/TicketList';

type TicketTab = 'active' | 'closed';

/** Support tickets: Active and Closed lists, the selected conversation beside them (live), new tickets and replies. */
export function TicketsScreen() {
  const t = useT();
  const userId = useSessionStore(sessionSelectors.user)?.id ?? 0;
  const status = useTicketsStore(ticketSelectors.status);
  const error = useTicketsStore(ticketSelectors.error);
  const active = useTicketsStore(useShallow(ticketSelectors.active));
  const closed = useTicketsStore(useShallow(ticketSelectors.closed));
  const requested = useTicketsStore((s) => s.ticketsRequested);
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('ticket')) || null;
  const selected = useTicketsStore(ticketSelectors.byId(selectedId));
  const [tab, setTab] = useState<TicketTab | null>(null);
  const [creating, setCreating] = useState(false);
  const [replyingTo, setReplyingTo] = useState<Ticket | null>(null);

  useEffect(() => {
    void requested();
  }, [requested]);

  // Until the user picks a tab, show the one holding the selected ticket.
  const shownTab: TicketTab = tab ?? (selected && !isTicketActive(selected) ? 'closed' : 'active');
  const select = (ticket: Ticket) => setParams({ ticket: String(ticket.id) });

  const listProps = { status, error, selectedId, onRetry: () => void requested(), onNewTicket: () => setCreating(true) };
  return (
    <>
      <PageHeader
        title={t('support.tickets.title')}
        description={t('support.tickets.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={16} />
            {t('support.newTicket')}
          </Button>
        }
      />
      <Layout $hasSelection={selectedId !== null}>
        <ListColumn>
          <Tabs
            label={t('support.tickets.tabs.label')}
            value={shownTab}
            onValueChange={setTab}
            items={[
              { value: 'active', label: t('support.tickets.tabs.active', { count: active.length }), content: <TicketList {...listProps} kind="active" tickets={active} /> },
              { value: 'closed', label: t('support.tickets.tabs.closed', { count: closed.length }), content: <TicketList {...listProps} kind="closed" tickets={closed} /> },
            ]}
          />
        </ListColumn>
        <DetailColumn>
          {selectedId !== null && (
            <MobileBack to="/tickets">
              <ArrowLeftIcon size={16} />
              {t('support.tickets.all')}
            </MobileBack>
          )}
          {selected ? (
            <TicketDetail ticket={selected} userId={userId} onReply={setReplyingTo} />
          ) : (
            <Placeholder>
              {selectedId !== null && status === 'ready' ? (
                <EmptyState icon={TriangleAlertIcon} title={t('support.tickets.notFound.title')} description={t('support.tickets.notFound.description')} />
              ) : (
                <EmptyState icon={TicketIcon} title={t('support.tickets.select.title')} description={t('support.tickets.select.description')} />
              )}
            </Placeholder>
          )}
        </DetailColumn>
      </Layout>
      <NewTicketDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(ticket) => {
          setCreating(false);
          setTab('active');
          select(ticket);
        }}
      />
      <ReplyDialog ticket={replyingTo} onClose={() => setReplyingTo(null)} />
    </>
  );
}

const Layout = styled.div<{ $hasSelection: boolean }>`
  display: grid;
  gap: 24px;

  /* Phones show the list, or the open ticket with a way back. */
  @media (max-width: 899px) {
    & > :first-child {
      display: ${({ $hasSelection }) => ($hasSelection ? 'none' : 'block')};
    }
    & > :last-child {
      display: ${({ $hasSelection }) => ($hasSelection ? 'flex' : 'none')};
    }
  }
  @media (min-width: 900px) {
    grid-template-columns: minmax(300px, 380px) minmax(0, 1fr);
    align-items: start;
  }
`;

const ListColumn = styled.div`
  min-width: 0;
`;

const DetailColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const MobileBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  padding: 4px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  font-weight: 550;

  @media (min-width: 900px) {
    display: none;
  }
`;

const Placeholder = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
