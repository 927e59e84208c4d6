import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { CannedReply } from '@signals/protocol';
import styled from 'styled-components';
import { nativeName } from '../../../i18n/format';
import type { Translate } from '../../../i18n/useT';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { truncate } from '../components/shorten';

const BODY_PREVIEW_CHARS = 140;

interface CannedReplyActions {
  onEdit: (reply: CannedReply) => void;
  onDelete: (reply: CannedReply) => void;
}

/** Title, Language, Reply text (its start, variables as written), Last changed and the actions, in the language `t` reads. */
export function cannedReplyColumns(t: Translate, { onEdit, onDelete }: CannedReplyActions): Column<CannedReply>[] {
  return [
    { key: 'title', header: t('adminSupport.column.title'), mobile: 'title', cell: (reply) => <strong>{reply.title}</strong> },
    { key: 'language', header: t('adminSupport.column.language'), cell: (reply) => <Badge>{nativeName(reply.language)}</Badge> },
    { key: 'body', header: t('adminSupport.column.body'), cell: (reply) => <Preview>{truncate(reply.body, BODY_PREVIEW_CHARS)}</Preview> },
    { key: 'updated', header: t('adminSupport.column.updated'), hideOnNarrow: true, cell: (reply) => <Nowrap>{formatDateTime(reply.updatedAt)}</Nowrap> },
    {
      key: 'actions',
      header: t('adminUsers.tickets.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (reply) => (
        <RowActions>
          <IconButton icon={PencilIcon} label={t('adminSupport.replies.edit', { title: reply.title })} onClick={() => onEdit(reply)} />
          <IconButton icon={Trash2Icon} tone="danger" label={t('adminSupport.replies.delete', { title: reply.title })} onClick={() => onDelete(reply)} />
        </RowActions>
      ),
    },
  ];
}

const Preview = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  white-space: pre-line;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
