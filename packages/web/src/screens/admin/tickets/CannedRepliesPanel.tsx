import { MessageSquareTextIcon, PlusIcon } from 'lucide-react';
import type { CannedReply } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { cannedRepliesSelectors, useCannedRepliesStore } from '../../../stores/admin/cannedReplies';
import { collectionRows } from '../../../stores/admin/collection';
import { toast } from '../../../stores/toast';
import { Badge, Button, EmptyState, ErrorState } from '../../../ui';
import { DataTable } from '../../../ui/table';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListCard } from '../components/ListCard';
import { cannedReplyColumns } from './cannedReplyColumns';
import { CannedReplyFormDialog } from './CannedReplyFormDialog';

type Editing = { kind: 'create' } | { kind: 'edit' | 'delete'; reply: CannedReply } | null;

/** The Canned replies tab (issue 46): every reply of the team, written, edited and deleted here. */
export function CannedRepliesPanel() {
  const t = useT();
  const collection = useCannedRepliesStore(cannedRepliesSelectors.replies);
  const replies = useCannedRepliesStore(useShallow((s) => collectionRows(s.replies)));
  const { repliesRequested, replyDeleted } = useCannedRepliesStore(useShallow((s) => ({ repliesRequested: s.repliesRequested, replyDeleted: s.replyDeleted })));
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    void repliesRequested();
  }, [repliesRequested]);

  const columns = useMemo(
    () => cannedReplyColumns(t, { onEdit: (reply) => setEditing({ kind: 'edit', reply }), onDelete: (reply) => setEditing({ kind: 'delete', reply }) }),
    [t],
  );

  const handleDelete = async () => {
    if (editing?.kind !== 'delete') {
      return;
    }
    const { reply } = editing;
    try {
      await replyDeleted(reply.id);
      toast({ title: t('adminSupport.toast.deleted'), description: reply.title, variant: 'success' });
    } catch (error) {
      toast({ title: t('adminUsers.tickets.error'), description: t('adminSupport.toast.deleteFailed', { error: errorMessage(error, t('adminUsers.tickets.unknownError')) }), variant: 'destructive' });
      throw error;
    }
  };

  if (collection.status === 'error' && replies.length === 0) {
    return <ErrorState title={t('adminSupport.replies.loadFailed')} description={collection.error ?? undefined} onRetry={() => void repliesRequested()} />;
  }
  return (
    <>
      <ListCard
        title={t('adminSupport.replies.title')}
        badge={<Badge $tone="accent">{t('adminSupport.replies.total', { count: replies.length })}</Badge>}
        actions={
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('adminSupport.replies.add')}
          </Button>
        }
      >
        <DataTable
          label={t('adminSupport.replies.title')}
          columns={columns}
          rows={replies}
          rowKey={(reply) => reply.id}
          loading={collection.status === 'idle' || (collection.status === 'loading' && replies.length === 0)}
          empty={<EmptyState icon={MessageSquareTextIcon} title={t('adminSupport.replies.empty')} description={t('adminSupport.replies.emptyHint')} />}
        />
      </ListCard>
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <CannedReplyFormDialog key={editing.kind === 'edit' ? editing.reply.id : 'new'} reply={editing.kind === 'edit' ? editing.reply : undefined} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={t('adminSupport.delete.title', { title: editing?.kind === 'delete' ? editing.reply.title : '' })}
        description={t('adminSupport.delete.description')}
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
