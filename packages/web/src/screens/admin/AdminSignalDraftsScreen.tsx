import { InboxIcon } from 'lucide-react';
import type { SignalDraft } from '@signals/protocol';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { isDecidedElsewhere, signalDraftsSelectors, useSignalDraftsStore } from '../../stores/admin/signalSources';
import { toast } from '../../stores/toast';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../ui';
import { CardGrid } from './components/CardGrid';
import { ConfirmDialog } from './components/ConfirmDialog';
import { DraftCard } from './signalSources/DraftCard';
import { SignalFormDialog } from './signals/SignalFormDialog';
import { SignalsTabs } from './signals/SignalsTabs';

type Dialog = { kind: 'edit' | 'discard'; draft: SignalDraft } | null;

/**
 * The draft desk (issue 44): what draft-mode sources sent, waiting for an admin to publish it (as received, or
 * through the signal form) or discard it. New drafts arrive live; one decided anywhere leaves every open desk.
 */
export function AdminSignalDraftsScreen() {
  const t = useT();
  const drafts = useSignalDraftsStore(signalDraftsSelectors.drafts);
  const status = useSignalDraftsStore(signalDraftsSelectors.status);
  const error = useSignalDraftsStore(signalDraftsSelectors.error);
  const draftsRequested = useSignalDraftsStore((s) => s.draftsRequested);
  const draftPublished = useSignalDraftsStore((s) => s.draftPublished);
  const draftDiscarded = useSignalDraftsStore((s) => s.draftDiscarded);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [publishingId, setPublishingId] = useState<number | null>(null);

  useEffect(() => {
    // Afresh on each visit, unless the tabs above have just asked.
    if (useSignalDraftsStore.getState().status !== 'loading') {
      void draftsRequested();
    }
  }, [draftsRequested]);

  /** Another admin decided it first: the desk has dropped it; say so rather than fail silently. */
  const decidedElsewhere = (draft: SignalDraft) =>
    toast({ title: t('adminSignalSources.toast.decided'), description: t('adminSignalSources.toast.decidedDescription', { pair: draft.values.pair }), variant: 'destructive' });

  const handlePublish = async (draft: SignalDraft) => {
    setPublishingId(draft.id);
    try {
      const signal = await draftPublished(draft.id);
      toast({ title: t('adminSignalSources.toast.published'), description: t('adminSignals.form.createdDescription', { pair: signal.pair }), variant: 'success' });
    } catch (failure) {
      if (isDecidedElsewhere(failure)) {
        decidedElsewhere(draft);
      } else {
        // Refused as it stands (a price moved past a target since): Edit & publish shows the form with the field's issue.
        toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.publishFailed', { error: errorMessage(failure, t('adminSignals.unknownError')) }), variant: 'destructive' });
      }
    } finally {
      setPublishingId(null);
    }
  };

  const handleDiscard = async () => {
    if (dialog?.kind !== 'discard') {
      return;
    }
    const { draft } = dialog;
    try {
      await draftDiscarded(draft.id);
      toast({ title: t('adminSignalSources.toast.discarded'), description: draft.values.pair, variant: 'success' });
    } catch (failure) {
      if (isDecidedElsewhere(failure)) {
        decidedElsewhere(draft);
        return;
      }
      toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.discardFailed', { error: errorMessage(failure, t('adminSignals.unknownError')) }), variant: 'destructive' });
      throw failure;
    }
  };

  const loading = (status === 'idle' || status === 'loading') && drafts.length === 0;

  let content;
  if (status === 'error' && drafts.length === 0) {
    content = <ErrorState title={t('adminSignalSources.drafts.loadFailed')} description={error ?? undefined} onRetry={() => void draftsRequested()} />;
  } else if (loading) {
    content = (
      <CardGrid aria-busy="true" aria-label={t('adminSignalSources.drafts.loading')}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height={300} $radius="16px" />
          </li>
        ))}
      </CardGrid>
    );
  } else if (drafts.length === 0) {
    content = <EmptyState icon={InboxIcon} title={t('adminSignalSources.drafts.empty')} description={t('adminSignalSources.drafts.emptyHint')} />;
  } else {
    content = (
      <CardGrid aria-label={t('adminSignalSources.drafts.list')}>
        {drafts.map((draft) => (
          <DraftCard
            key={draft.id}
            draft={draft}
            publishing={publishingId === draft.id}
            onPublish={() => void handlePublish(draft)}
            onEdit={() => setDialog({ kind: 'edit', draft })}
            onDiscard={() => setDialog({ kind: 'discard', draft })}
          />
        ))}
      </CardGrid>
    );
  }

  // A draft decided elsewhere while its dialog is open: the edit form stays (its publish says so), the confirmation goes.
  const discarding = dialog?.kind === 'discard' && drafts.some((draft) => draft.id === dialog.draft.id) ? dialog.draft : null;

  return (
    <>
      <PageHeader title={t('adminSignals.title')} description={t('adminSignalSources.drafts.description')} documentTitle={t('adminSignalSources.drafts.documentTitle')} />
      <SignalsTabs />
      {content}
      {dialog?.kind === 'edit' && <SignalFormDialog draft={dialog.draft} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={discarding !== null}
        title={t('adminSignalSources.discard.title', { pair: discarding?.values.pair ?? '' })}
        description={t('adminSignalSources.discard.description', { source: discarding?.source.name ?? '' })}
        confirmLabel={t('adminSignalSources.discard.confirm')}
        onConfirm={handleDiscard}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
