import { ADMIN_TICKET_STATUS_LABELS, TICKET_STATUSES, type Ticket, type TicketStatus } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useTicketsStore } from '../../../stores/admin/tickets';
import { toast } from '../../../stores/toast';
import { Select } from '../components/form';

/** The inline status selector of a ticket row: any of the four statuses, at any time. */
export function TicketStatusSelect({ ticket }: { ticket: Ticket }) {
  const statusChanged = useTicketsStore((s) => s.statusChanged);
  const [pending, setPending] = useState(false);

  const handleChange = async (status: TicketStatus) => {
    setPending(true);
    try {
      await statusChanged(ticket.id, status);
      toast({ title: 'Status updated', description: `"${ticket.subject}" is now ${ADMIN_TICKET_STATUS_LABELS[status]}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: `Failed to update status: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <CompactSelect
      aria-label={`Status of ticket ${ticket.subject}`}
      value={ticket.status}
      disabled={pending}
      onChange={(event) => void handleChange(event.target.value as TicketStatus)}
    >
      {TICKET_STATUSES.map((status) => (
        <option key={status} value={status}>
          {ADMIN_TICKET_STATUS_LABELS[status]}
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
