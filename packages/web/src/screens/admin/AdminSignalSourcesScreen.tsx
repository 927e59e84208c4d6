import { PlusIcon, RadioTowerIcon } from 'lucide-react';
import type { SignalSource, SignalSourceCreated } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { collectionRows } from '../../stores/admin/collection';
import { signalSourcesSelectors, useSignalSourcesStore } from '../../stores/admin/signalSources';
import { toast } from '../../stores/toast';
import { Badge, Button, EmptyState, ErrorState, PageHeader } from '../../ui';
import { DataTable } from '../../ui/table';
import { ConfirmDialog } from './components/ConfirmDialog';
import { ListCard } from './components/ListCard';
import { SignalsTabs } from './signals/SignalsTabs';
import { DeliveriesDialog } from './signalSources/DeliveriesDialog';
import { SecretPanel, type ShownSecret } from './signalSources/SecretPanel';
import { sourceColumns } from './signalSources/sourceColumns';
import { SourceFormDialog } from './signalSources/SourceFormDialog';

type Dialog = { kind: 'create' } | { kind: 'deliveries' | 'rotate' | 'delete'; source: SignalSource } | null;

/**
 * Signal sources (issue 44): the webhook addresses TradingView alerts and bots post signals to. Make one (its secret
 * shown once, with how to send to it), rotate its secret, delete it, and read what each was sent.
 */
export function AdminSignalSourcesScreen() {
  const t = useT();
  const collection = useSignalSourcesStore(signalSourcesSelectors.sources);
  const sources = useSignalSourcesStore(useShallow((s) => collectionRows(s.sources)));
  const { sourcesRequested, sourceDeleted, secretRotated } = useSignalSourcesStore(
    useShallow((s) => ({ sourcesRequested: s.sourcesRequested, sourceDeleted: s.sourceDeleted, secretRotated: s.secretRotated })),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  // The secret just made or rotated: here until dismissed or the admin leaves; nobody can read it back later.
  const [shown, setShown] = useState<ShownSecret | null>(null);

  useEffect(() => {
    void sourcesRequested();
  }, [sourcesRequested]);

  const columns = useMemo(
    () =>
      sourceColumns(t, {
        onDeliveries: (source) => setDialog({ kind: 'deliveries', source }),
        onRotate: (source) => setDialog({ kind: 'rotate', source }),
        onDelete: (source) => setDialog({ kind: 'delete', source }),
      }),
    [t],
  );

  const handleCreated = (created: SignalSourceCreated) => {
    setDialog(null);
    setShown({ name: created.name, url: created.url, secret: created.secret, rotated: false });
  };

  const handleRotate = async () => {
    if (dialog?.kind !== 'rotate') {
      return;
    }
    const { source } = dialog;
    try {
      const { secret } = await secretRotated(source.id);
      toast({ title: t('adminSignalSources.toast.rotated'), description: source.name, variant: 'success' });
      setShown({ name: source.name, url: source.url, secret, rotated: true });
    } catch (error) {
      toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.rotateFailed', { error: errorMessage(error, t('adminSignals.unknownError')) }), variant: 'destructive' });
      throw error;
    }
  };

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    const { source } = dialog;
    try {
      await sourceDeleted(source.id);
      toast({ title: t('adminSignalSources.toast.deleted'), description: source.name, variant: 'success' });
      if (shown?.url === source.url) {
        setShown(null);
      }
    } catch (error) {
      toast({ title: t('adminSignals.error'), description: t('adminSignalSources.toast.deleteFailed', { error: errorMessage(error, t('adminSignals.unknownError')) }), variant: 'destructive' });
      throw error;
    }
  };

  const newSource = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <PlusIcon size={18} />
      {t('adminSignalSources.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('adminSignals.title')} description={t('adminSignalSources.sources.description')} documentTitle={t('adminSignalSources.sources.documentTitle')} actions={newSource} />
      <SignalsTabs />
      {shown && <SecretPanel shown={shown} onDismiss={() => setShown(null)} />}
      {collection.status === 'error' && sources.length === 0 ? (
        <ErrorState title={t('adminSignalSources.sources.loadFailed')} description={collection.error ?? undefined} onRetry={() => void sourcesRequested()} />
      ) : (
        <ListCard title={t('adminSignalSources.sources.title')} badge={<Badge $tone="accent">{t('adminSignals.list.total', { total: formatCount(sources.length) })}</Badge>}>
          <DataTable
            label={t('adminSignalSources.sources.table')}
            columns={columns}
            rows={sources}
            rowKey={(source) => source.id}
            loading={collection.status === 'idle' || (collection.status === 'loading' && sources.length === 0)}
            empty={<EmptyState icon={RadioTowerIcon} title={t('adminSignalSources.sources.empty')} description={t('adminSignalSources.sources.emptyHint')} />}
          />
        </ListCard>
      )}
      {dialog?.kind === 'create' && <SourceFormDialog onCreated={handleCreated} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'deliveries' && <DeliveriesDialog source={dialog.source} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'rotate'}
        title={t('adminSignalSources.rotate.title', { name: dialog?.kind === 'rotate' ? dialog.source.name : '' })}
        description={t('adminSignalSources.rotate.description')}
        confirmLabel={t('adminSignalSources.rotate.confirm')}
        onConfirm={handleRotate}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('adminSignalSources.delete.title', { name: dialog?.kind === 'delete' ? dialog.source.name : '' })}
        description={t('adminSignalSources.delete.description')}
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
