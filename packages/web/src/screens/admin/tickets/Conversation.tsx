import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { Conversation as ConversationState } from '../../../stores/admin/tickets';
import { Skeleton } from '../../../ui';
import { formatDateTime } from '../../../lib/formatDates';

interface ConversationProps {
  conversation: ConversationState | null;
  ownerName: string;
}

/** The replies on a ticket, oldest first; a reply that arrives live scrolls into view. */
export function Conversation({ conversation, ownerName }: ConversationProps) {
  const t = useT();
  const endRef = useRef<HTMLLIElement>(null);
  const count = conversation?.responses.length ?? 0;

  useEffect(() => {
    if (count > 0) {
      endRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [count]);

  if (!conversation || conversation.status === 'loading') {
    return (
      <Section aria-busy="true">
        <Skeleton $height={48} />
      </Section>
    );
  }
  if (conversation.status === 'error') {
    return (
      <Section>
        <Note role="alert">{conversation.error}</Note>
      </Section>
    );
  }
  return (
    <Section>
      {count === 0 ? (
        <Note>{t('adminUsers.tickets.conversation.none')}</Note>
      ) : (
        // Focusable so the keyboard can scroll a long conversation.
        <List aria-label={t('adminUsers.tickets.conversation.label')} aria-live="polite" tabIndex={0}>
          {conversation.responses.map((response, index) => (
            <Bubble key={response.id} $admin={response.isFromAdmin} ref={index === count - 1 ? endRef : undefined}>
              <Who>
                {response.isFromAdmin ? t('adminUsers.tickets.conversation.support') : ownerName} · {formatDateTime(response.createdAt)}
              </Who>
              <p>{response.message}</p>
            </Bubble>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin: 14px 0 18px;
`;

const List = styled.ol`
  display: grid;
  gap: 8px;
  max-height: 260px;
  overflow-y: auto;
  margin: 0;
  padding: 2px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Bubble = styled.li<{ $admin: boolean }>`
  justify-self: ${({ $admin }) => ($admin ? 'end' : 'start')};
  max-width: 88%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $admin }) => ($admin ? theme.colors.accentSoft : theme.colors.surfaceHover)};
  font-size: 14px;
  white-space: pre-wrap;
`;

const Who = styled.p`
  margin-bottom: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
