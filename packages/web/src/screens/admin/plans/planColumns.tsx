import { BanIcon, PencilIcon } from 'lucide-react';
import type { Plan } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { MONTHLY_PLAN_CODE, pricePerMonth } from '../../user/premium/planPricing';

interface PlanRowActions {
  onEdit: (plan: Plan) => void;
  onDeactivate: (plan: Plan) => void;
}

/** Plan, Length, Price, Trial, Status, Actions. */
export function planColumns(t: Translate, { onEdit, onDeactivate }: PlanRowActions, editable = true): Column<Plan>[] {
  const columns: Column<Plan>[] = [
    {
      key: 'plan',
      header: t('adminPlans.plans.column.plan'),
      mobile: 'title',
      cell: (plan) => (
        <Stack>
          <strong>{plan.name}</strong>
          <Code>{plan.code}</Code>
        </Stack>
      ),
    },
    { key: 'months', header: t('adminPlans.plans.column.months'), cell: (plan) => t('adminPlans.plans.months', { months: plan.months }) },
    {
      key: 'price',
      header: t('adminPlans.plans.column.price'),
      cell: (plan) => (
        <Stack>
          <strong>{formatUsd(plan.priceUsd)}</strong>
          {plan.months > 1 && <Muted>{t('adminPlans.plans.perMonth', { price: formatUsd(pricePerMonth(plan)) })}</Muted>}
        </Stack>
      ),
    },
    { key: 'trial', header: t('adminPlans.plans.column.trial'), cell: (plan) => (plan.trialDays > 0 ? t('adminPlans.plans.trialDays', { days: plan.trialDays }) : <Muted>{t('adminPlans.plans.noTrial')}</Muted>) },
    {
      key: 'status',
      header: t('adminPlans.plans.column.status'),
      cell: (plan) => (plan.isActive ? <Badge $tone="profit">{t('adminPlans.status.onSale')}</Badge> : <Badge>{t('adminPlans.status.inactive')}</Badge>),
    },
  ];
  // Plans are the owner's to change (issue 46); finance and analysts read them.
  if (!editable) {
    return columns;
  }
  return [
    ...columns,
    {
      key: 'actions',
      header: t('adminPlans.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (plan) => (
        <RowActions>
          <IconButton icon={PencilIcon} label={t('adminPlans.plans.edit', { name: plan.name })} onClick={() => onEdit(plan)} />
          {plan.isActive && (
            <IconButton
              icon={BanIcon}
              tone="danger"
              label={t('adminPlans.plans.deactivate', { name: plan.name })}
              unavailable={plan.code === MONTHLY_PLAN_CODE ? t('adminPlans.plans.monthlyStays') : undefined}
              onClick={() => onDeactivate(plan)}
            />
          )}
        </RowActions>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: 3px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;

const Code = styled.code`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12px;
`;
