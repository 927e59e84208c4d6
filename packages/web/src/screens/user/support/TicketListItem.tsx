import type { Ticket } from '@signals/protocol';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { StatusBadge } from '../account/StatusBadge';
import { statusLabel, statusTone, ticketDate, ticketPreview } from './ticketFormat';

/** One ticket in the list: subject, status, a 60-character preview and when it was opened. */
export function TicketListItem({ ticket, selected }: { ticket: Ticket; selected: boolean }) {
  const t = useT();
  return (
    <li>
      <ItemLink to={`/tickets?ticket=${ticket.id}`} aria-current={selected ? 'true' : undefined} $selected={selected}>
        <Top>
          <Subject>{ticket.subject}</Subject>
          <StatusBadge tone={statusTone(ticket.status)}>{t(statusLabel(ticket.status))}</StatusBadge>
        </Top>
        <Preview>{ticketPreview(ticket.message)}</Preview>
        <Meta>
          <time dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt)}</time>
          {ticket.responseCount > 0 && <span>{t('support.list.responses', { count: ticket.responseCount })}</span>}
        </Meta>
      </ItemLink>
    </li>
  );
}

const ItemLink = styled(Link)<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border-left: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : 'transparent')};
  color: inherit;
  transition: background 0.15s ease;

  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : theme.colors.surfaceHover)};
    text-decoration: none;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 10px;
`;

const Subject = styled.span`
  font-weight: 650;
  overflow-wrap: anywhere;
`;

const Preview = styled.span`
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
