import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { Plan, PromoCode } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { formatCount, formatUsd, formatWholePercent } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { PROMO_STATE_LABELS, promoState } from './promoForm';

interface PromoRowActions {
  plans: Plan[];
  now: number;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
}

/** Code, Discount, Plans, Redemptions, Expires, Rules, Status, Actions. */
export function promoColumns(t: Translate, { plans, now, onEdit, onDelete }: PromoRowActions): Column<PromoCode>[] {
  const planName = (id: number) => plans.find((plan) => plan.id === id)?.name ?? `#${id}`;
  return [
    { key: 'code', header: t('adminPlans.promo.column.code'), mobile: 'title', cell: (promo) => <Code>{promo.code}</Code> },
    {
      key: 'discount',
      header: t('adminPlans.promo.column.discount'),
      cell: (promo) =>
        promo.percentOff !== null
          ? t('adminPlans.promo.percentOff', { percent: formatWholePercent(promo.percentOff) })
          : t('adminPlans.promo.amountOff', { amount: formatUsd(promo.amountOffUsd ?? 0) }),
    },
    {
      key: 'plans',
      header: t('adminPlans.promo.column.plans'),
      cell: (promo) => (promo.planIds === null ? <Muted>{t('adminPlans.promo.allPlans')}</Muted> : promo.planIds.map(planName).join(', ')),
    },
    {
      key: 'redemptions',
      header: t('adminPlans.promo.column.redemptions'),
      cell: (promo) =>
        promo.maxRedemptions === null
          ? t('adminPlans.promo.redemptionsUnlimited', { used: formatCount(promo.redemptions) })
          : t('adminPlans.promo.redemptions', { used: formatCount(promo.redemptions), limit: formatCount(promo.maxRedemptions) }),
    },
    { key: 'expires', header: t('adminPlans.promo.column.expires'), hideOnNarrow: true, cell: (promo) => (promo.expiresAt ? formatDateTime(promo.expiresAt) : <Muted>{t('adminPlans.promo.never')}</Muted>) },
    {
      key: 'rules',
      header: t('adminPlans.promo.column.rules'),
      hideOnNarrow: true,
      cell: (promo) => (
        <Rules>
          {promo.newMembersOnly && <Badge>{t('adminPlans.promo.rule.newMembers')}</Badge>}
          {promo.oncePerMember && <Badge>{t('adminPlans.promo.rule.once')}</Badge>}
          {!promo.newMembersOnly && !promo.oncePerMember && <Muted>{t('adminPlans.promo.rule.none')}</Muted>}
        </Rules>
      ),
    },
    {
      key: 'status',
      header: t('adminPlans.promo.column.status'),
      cell: (promo) => {
        const state = promoState(promo, now);
        return <Badge $tone={state === 'active' ? 'profit' : state === 'inactive' ? 'neutral' : 'warning'}>{t(PROMO_STATE_LABELS[state])}</Badge>;
      },
    },
    {
      key: 'actions',
      header: t('adminPlans.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (promo) => (
        <RowActions>
          <IconButton icon={PencilIcon} label={t('adminPlans.promo.edit', { code: promo.code })} onClick={() => onEdit(promo)} />
          <IconButton icon={Trash2Icon} tone="danger" label={t('adminPlans.promo.delete', { code: promo.code })} onClick={() => onDelete(promo)} />
        </RowActions>
      ),
    },
  ];
}

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13.5px;
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Rules = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;
