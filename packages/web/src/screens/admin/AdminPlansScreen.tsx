import { PackageIcon, PlusIcon } from 'lucide-react';
import type { Plan } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../api';
import { useT } from '../../i18n/useT';
import { formatCount } from '../../lib/format';
import { adminPlansSelectors, useAdminPlansStore } from '../../stores/admin/plans';
import { toast } from '../../stores/toast';
import { useStaffMay } from '../../stores/session';
import { Badge, Button, EmptyState, ErrorState, PageHeader } from '../../ui';
import { DataTable } from '../../ui/table';
import { Notice } from '../user/common/Notice';
import { ConfirmDialog } from './components/ConfirmDialog';
import { ListCard } from './components/ListCard';
import { planColumns } from './plans/planColumns';
import { PlanFormDialog } from './plans/PlanFormDialog';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'deactivate'; plan: Plan } | null;

/** Plans: what members can buy, their prices, lengths and trials; add, change, take off sale. */
export function AdminPlansScreen() {
  const t = useT();
  const plans = useAdminPlansStore(adminPlansSelectors.plans);
  const plansRequested = useAdminPlansStore((s) => s.plansRequested);
  const planDeactivated = useAdminPlansStore((s) => s.planDeactivated);
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    void plansRequested(true);
  }, [plansRequested]);

  const editable = useStaffMay('ownerOnly');
  const columns = useMemo(
    () => planColumns(t, { onEdit: (plan) => setDialog({ kind: 'edit', plan }), onDeactivate: (plan) => setDialog({ kind: 'deactivate', plan }) }, editable),
    [t, editable],
  );
  // On sale first, then by length: the order members see them in.
  const rows = useMemo(() => [...plans.rows].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.months - b.months || a.priceUsd - b.priceUsd), [plans.rows]);
  const onSale = plans.rows.filter((plan) => plan.isActive).length;

  const handleDeactivate = async () => {
    if (dialog?.kind !== 'deactivate') {
      return;
    }
    try {
      await planDeactivated(dialog.plan.id);
      toast({ title: t('adminPlans.plans.toast.deactivated'), description: dialog.plan.name, variant: 'success' });
    } catch (error) {
      toast({ title: t('adminPlans.plans.toast.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader
        title={t('adminPlans.plans.title')}
        description={t('adminPlans.plans.description')}
        actions={
          editable && (
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <PlusIcon size={18} />
              {t('adminPlans.plans.add')}
            </Button>
          )
        }
      />
      <Stack>
        <Notice tone="info" title={t('adminPlans.plans.reprice.title')}>
          {t('adminPlans.plans.reprice.text')}
        </Notice>
        <ListCard title={t('adminPlans.plans.list')} badge={<Badge $tone="accent">{t('adminPlans.plans.onSaleCount', { count: formatCount(onSale) })}</Badge>}>
          {plans.status === 'error' && plans.rows.length === 0 ? (
            <ErrorState title={t('adminPlans.plans.failed')} description={plans.error ?? undefined} onRetry={() => void plansRequested(true)} />
          ) : (
            <DataTable
              label={t('adminPlans.plans.list')}
              columns={columns}
              rows={rows}
              rowKey={(plan) => plan.id}
              loading={plans.status !== 'ready' && plans.rows.length === 0}
              empty={<EmptyState icon={PackageIcon} title={t('adminPlans.plans.empty')} />}
            />
          )}
        </ListCard>
      </Stack>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && <PlanFormDialog plan={dialog.kind === 'edit' ? dialog.plan : undefined} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'deactivate'}
        title={t('adminPlans.plans.deactivateConfirm.title', { name: dialog?.kind === 'deactivate' ? dialog.plan.name : '' })}
        description={t('adminPlans.plans.deactivateConfirm.description')}
        confirmLabel={t('adminPlans.plans.deactivateConfirm.button')}
        onConfirm={handleDeactivate}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
