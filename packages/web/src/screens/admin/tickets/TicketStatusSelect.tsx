import { TICKET_STATUSES, type Ticket, type TicketStatus } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { useTicketsStore } from '../../../stores/admin/tickets';
import { toast } from '../../../stores/toast';
import { Select } from '../../../ui';
import { TICKET_STATUS_KEYS } from './ticketStatus';

/** The inline status selector of a ticket row: any of the four statuses, at any time. */
export function TicketStatusSelect({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const statusChanged = useTicketsStore((s) => s.statusChanged);
  const [pending, setPending] = useState(false);

  const handleChange = async (status: TicketStatus) => {
    setPending(true);
    try {
      await statusChanged(ticket.id, status);
      toast({
        title: t('adminUsers.tickets.statusSelect.done.title'),
        description: t('adminUsers.tickets.statusSelect.done.description', { subject: ticket.subject, status: t(TICKET_STATUS_KEYS[status]) }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('adminUsers.tickets.error'),
        description: t('adminUsers.tickets.statusSelect.failed', { error: errorMessage(error, t('adminUsers.tickets.unknownError')) }),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <CompactSelect
      aria-label={t('adminUsers.tickets.statusSelect.label', { subject: ticket.subject })}
      value={ticket.status}
      disabled={pending}
      onChange={(event) => void handleChange(event.target.value as TicketStatus)}
    >
      {TICKET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(TICKET_STATUS_KEYS[status])}
        </option>
      ))}
    </CompactSelect>
  );
}

const CompactSelect = styled(Select)`
  width: auto;
  min-width: 148px;
  height: 34px;
  padding-left: 10px;
  font-size: 13px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
