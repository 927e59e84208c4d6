import { variableToken, type EmptyVariableReason, type FilledCannedReply } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../../api';
import { nativeName } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { collectionRows } from '../../../stores/admin/collection';
import { cannedRepliesSelectors, pickerGroups, ticketMemberSelectors, useCannedRepliesStore, useTicketMemberStore } from '../../../stores/admin/cannedReplies';
import { toast } from '../../../stores/toast';
import { Button, SelectField } from '../../../ui';

/** Why a variable came out empty, as the agent reads it under the picker. */
const EMPTY_REASON_KEYS: Record<EmptyVariableReason, MessageId> = {
  chainPaymentsOff: 'adminSupport.empty.chainPaymentsOff',
  noPremium: 'adminSupport.empty.noPremium',
  noEndDate: 'adminSupport.empty.noEndDate',
  noPayments: 'adminSupport.empty.noPayments',
};

interface CannedReplyPickerProps {
  ticketId: number;
  /** The member's name, for the note that says whom the reply was filled for. */
  username: string;
  /** Puts the filled text into the message box (the agent reads and edits it before sending). */
  onInsert: (text: string) => void;
}

/**
 * "Insert canned reply": the replies in the member's language first, filled by the server for the ticket's member,
 * then put into the message box; what came out empty is said below, for the agent to word around.
 */
export function CannedReplyPicker({ ticketId, username, onInsert }: CannedReplyPickerProps) {
  const t = useT();
  const collection = useCannedRepliesStore(cannedRepliesSelectors.replies);
  const replies = useCannedRepliesStore(useShallow((s) => collectionRows(s.replies)));
  const { repliesRequested, replyFilled } = useCannedRepliesStore(useShallow((s) => ({ repliesRequested: s.repliesRequested, replyFilled: s.replyFilled })));
  const memberLanguage = useTicketMemberStore(ticketMemberSelectors.memberLanguage);
  const [selected, setSelected] = useState('');
  const [pending, setPending] = useState(false);
  const [filled, setFilled] = useState<FilledCannedReply | null>(null);

  useEffect(() => {
    void repliesRequested();
  }, [repliesRequested]);

  const groups = useMemo(() => pickerGroups(replies, memberLanguage), [replies, memberLanguage]);
  const loading = collection.status === 'idle' || (collection.status === 'loading' && replies.length === 0);

  const insert = async () => {
    const replyId = Number(selected);
    if (!replyId) {
      return;
    }
    setPending(true);
    try {
      const answer = await replyFilled(ticketId, replyId);
      onInsert(answer.body);
      setFilled(answer);
      setSelected('');
    } catch (error) {
      toast({ title: t('adminUsers.tickets.error'), description: t('adminSupport.picker.insertFailed', { error: errorMessage(error, t('adminUsers.tickets.unknownError')) }), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (collection.status === 'error' && replies.length === 0) {
    return <Note role="alert">{t('adminSupport.picker.failed')}</Note>;
  }
  if (!loading && replies.length === 0) {
    return <Note>{t('adminSupport.picker.none')}</Note>;
  }
  return (
    <Picker>
      <Row>
        <SelectField label={t('adminSupport.picker.label')} value={selected} disabled={loading || pending} onChange={(event) => setSelected(event.target.value)}>
          <option value="">{loading ? t('adminSupport.picker.loading') : t('adminSupport.picker.choose')}</option>
          {groups.map((group) => (
            <optgroup key={group.language} label={group.members ? t('adminSupport.picker.membersLanguage', { language: nativeName(group.language) }) : nativeName(group.language)}>
              {group.replies.map((reply) => (
                <option key={reply.id} value={reply.id}>
                  {reply.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" disabled={selected === ''} loading={pending} onClick={() => void insert()}>
          {t('adminSupport.picker.insert')}
        </Button>
      </Row>
      {filled && (
        <Notes aria-live="polite">
          <li>{t('adminSupport.picker.inserted', { username })}</li>
          {filled.empty.map(({ variable, reason }) => (
            <Warning key={variable}>{t(EMPTY_REASON_KEYS[reason], { variable: variableToken(variable) })}</Warning>
          ))}
        </Notes>
      )}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
`;

const Notes = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Warning = styled.li`
  color: ${({ theme }) => theme.colors.warning};
`;

const Note = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;
