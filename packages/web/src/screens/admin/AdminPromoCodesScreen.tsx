import { PlusIcon, TicketPercentIcon } from 'lucide-react';
import type { PromoCode } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { adminPlansSelectors, useAdminPlansStore } from '../../stores/admin/plans';
import { toast } from '../../stores/toast';
import { Badge, Button, EmptyState, ErrorState, PageHeader } from '../../ui';
import { DataTable } from '../../ui/table';
import { ConfirmDialog } from './components/ConfirmDialog';
import { ListCard } from './components/ListCard';
import { useNow } from './components/useNow';
import { promoColumns } from './promo/promoColumns';
import { PromoFormDialog } from './promo/PromoFormDialog';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; promo: PromoCode } | null;

/** Promo codes: each code's discount, plans, limit and redemptions so far; add, edit, delete. */
export function AdminPromoCodesScreen() {
  const t = useT();
  const promoCodes = useAdminPlansStore(adminPlansSelectors.promoCodes);
  const plans = useAdminPlansStore(adminPlansSelectors.plans);
  const { promoCodesRequested, plansRequested, promoCodeDeleted } = useAdminPlansStore.getState();
  const [dialog, setDialog] = useState<Dialog>(null);
  const now = useNow();

  useEffect(() => {
    void promoCodesRequested(true);
    void plansRequested();
  }, [promoCodesRequested, plansRequested]);

  const columns = useMemo(
    () => promoColumns(t, { plans: plans.rows, now, onEdit: (promo) => setDialog({ kind: 'edit', promo }), onDelete: (promo) => setDialog({ kind: 'delete', promo }) }),
    [t, plans.rows, now],
  );
  const rows = useMemo(() => [...promoCodes.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id), [promoCodes.rows]);

  const handleDelete = async () => {
    if (dialog?.kind !== 'delete') {
      return;
    }
    try {
      await promoCodeDeleted(dialog.promo.id);
      toast({ title: t('adminPlans.promo.toast.deleted'), description: dialog.promo.code, variant: 'success' });
    } catch (error) {
      toast({ title: t('adminPlans.promo.toast.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title={t('adminPlans.promo.title')}
        description={t('adminPlans.promo.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('adminPlans.promo.add')}
          </Button>
        }
      />
      <ListCard title={t('adminPlans.promo.list')} badge={<Badge $tone="accent">{t('adminPlans.promo.total', { count: formatCount(promoCodes.rows.length) })}</Badge>}>
        {promoCodes.status === 'error' && promoCodes.rows.length === 0 ? (
          <ErrorState title={t('adminPlans.promo.failed')} description={promoCodes.error ?? undefined} onRetry={() => void promoCodesRequested(true)} />
        ) : (
          <DataTable
            label={t('adminPlans.promo.list')}
            columns={columns}
            rows={rows}
            rowKey={(promo) => promo.id}
            loading={promoCodes.status !== 'ready' && promoCodes.rows.length === 0}
            empty={<EmptyState icon={TicketPercentIcon} title={t('adminPlans.promo.empty.title')} description={t('adminPlans.promo.empty.description')} />}
          />
        )}
      </ListCard>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <PromoFormDialog promo={dialog.kind === 'edit' ? dialog.promo : undefined} plans={plans.rows} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('adminPlans.promo.deleteConfirm.title', { code: dialog?.kind === 'delete' ? dialog.promo.code : '' })}
        description={t('adminPlans.promo.deleteConfirm.description')}
        confirmLabel={t('adminPlans.promo.deleteConfirm.button')}
        onConfirm={handleDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
