import { GiftIcon, PlusIcon } from 'lucide-react';
import type { Airdrop } from '@signals/protocol';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { adminAirdropSelectors, useAdminAirdropsStore } from '../../stores/admin/airdrops';
import { collectionRows } from '../../stores/admin/collection';
import { toast } from '../../stores/toast';
import { Button, EmptyState, ErrorState, PageHeader, Spinner } from '../../ui';
import { AirdropCard } from './airdrops/AirdropCard';
import { AirdropFormDialog } from './airdrops/AirdropFormDialog';
import { CardGrid } from './components/CardGrid';
import { ConfirmDialog } from './components/ConfirmDialog';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; airdrop: Airdrop } | null;

/** Airdrops Management: every airdrop, active or not; add, edit, switch on or off, delete. */
export function AdminAirdropsScreen() {
  const t = useT();
  const collection = useAdminAirdropsStore(adminAirdropSelectors.airdrops);
  const airdrops = useAdminAirdropsStore(useShallow((s) => collectionRows(s.airdrops)));
  const { airdropsRequested, airdropDeleted, airdropToggled } = useAdminAirdropsStore(
    useShallow((s) => ({ airdropsRequested: s.airdropsRequested, airdropDeleted: s.airdropDeleted, airdropToggled: s.airdropToggled })),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  useEffect(() => {
    void airdropsRequested();
  }, [airdropsRequested]);

  const handleToggle = async (airdrop: Airdrop) => {
    setTogglingId(airdrop.id);
    try {
      await airdropToggled(airdrop.id);
      toast({ title: t('adminContent.airdrops.toast.success'), description: t('adminContent.airdrops.toast.toggled'), variant: 'success' });
    } catch (error) {
      toast({ title: t('adminContent.airdrops.toast.error'), description: errorMessage(error, t('adminContent.airdrops.toast.toggleFailed')), variant: 'destructive' });
    } finally {
      setTogglingId(null);
    }
  };

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    try {
      await airdropDeleted(dialog.airdrop.id);
      toast({ title: t('adminContent.airdrops.toast.success'), description: t('adminContent.airdrops.toast.deleted'), variant: 'success' });
    } catch (error) {
      toast({ title: t('adminContent.airdrops.toast.error'), description: errorMessage(error, t('adminContent.airdrops.toast.deleteFailed')), variant: 'destructive' });
      throw error;
    }
  };

  const loading = (collection.status === 'loading' || collection.status === 'idle') && airdrops.length === 0;

  let body;
  if (loading) {
    body = (
      <Loading role="status">
        <Spinner size={22} />
        {t('adminContent.airdrops.loading')}
      </Loading>
    );
  } else if (collection.status === 'error' && airdrops.length === 0) {
    body = <ErrorState title={t('adminContent.airdrops.error.title')} description={collection.error ?? undefined} onRetry={() => void airdropsRequested()} />;
  } else if (airdrops.length === 0) {
    body = <EmptyState icon={GiftIcon} title={t('adminContent.airdrops.empty')} />;
  } else {
    body = (
      <CardGrid aria-label={t('layout.nav.airdrops')}>
        {airdrops.map((airdrop) => (
          <AirdropCard
            key={airdrop.id}
            airdrop={airdrop}
            toggling={togglingId === airdrop.id}
            onEdit={() => setDialog({ kind: 'edit', airdrop })}
            onDelete={() => setDialog({ kind: 'delete', airdrop })}
            onToggle={() => void handleToggle(airdrop)}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <>
      <PageHeader
        title={t('adminContent.airdrops.title')}
        description={t('adminContent.airdrops.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('adminContent.airdrops.add')}
          </Button>
        }
      />
      {body}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <AirdropFormDialog airdrop={dialog.kind === 'edit' ? dialog.airdrop : undefined} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('adminContent.airdrops.delete.title')}
        description={t('adminContent.airdrops.delete.description')}
        confirmLabel={t('common.delete')}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 240px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
