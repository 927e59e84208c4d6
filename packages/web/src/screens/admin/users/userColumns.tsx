import { GiftIcon, KeyIcon, PencilIcon, ShieldCheckIcon } from 'lucide-react';
import type { AdminUser } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { Badge, Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { PlanBadge } from '../components/StatusBadges';
import { ADMIN_USER_REFUSAL_BAN } from './userRules';
import { PREMIUM_KIND_ADMIN_LABELS } from './premiumKinds';
import { formatDate } from '../../../lib/formatDates';
import { ROLE_LABELS } from './roleLabels';

export interface UserRowActions {
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  /** Offered only while the user has two-factor on. */
  onResetTwoFactor: (user: AdminUser) => void;
  onBan: (user: AdminUser) => void;
  onUnban: (user: AdminUser) => void;
  /** Give premium without payment. */
  onComp: (user: AdminUser) => void;
  /** The user whose unban is running. */
  unbanningId: number | null;
  /** What the signed-in staff member's role lets them do (issue 46): edit, ban and resets; comped premium. */
  may: { manage: boolean; comp: boolean };
}

/** User, Plan, Role, Status, Joined, Actions; in the language of `t`. */
export function userColumns(t: Translate, { onEdit, onResetPassword, onResetTwoFactor, onBan, onUnban, onComp, unbanningId, may }: UserRowActions): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    {
      key: 'user',
      header: t('adminUsers.column.user'),
      sortKey: 'username',
      mobile: 'title',
      cell: (u) => (
        <Stack>
          <strong>{u.username}</strong>
          <Muted>{u.email}</Muted>
        </Stack>
      ),
    },
    {
      key: 'plan',
      header: t('adminUsers.column.plan'),
      cell: (u) => (
        <Stack>
          <Kinds>
            <PlanBadge premium={u.isPremium} />
            {u.isPremium && u.premiumKind && u.premiumKind !== 'paid' && <Badge $tone={u.premiumKind === 'grace' ? 'warning' : 'neutral'}>{t(PREMIUM_KIND_ADMIN_LABELS[u.premiumKind])}</Badge>}
          </Kinds>
          {u.isPremium && u.subscriptionEndDate && <Muted>{t('adminUsers.plan.until', { date: formatDate(u.subscriptionEndDate) })}</Muted>}
        </Stack>
      ),
    },
    {
      key: 'role',
      header: t('adminUsers.column.role'),
      cell: (u) => (u.isAdmin ? <Badge $tone="accent">{t(ROLE_LABELS[u.staffRole ?? 'admin'])}</Badge> : <Muted>{t('adminUsers.role.member')}</Muted>),
    },
    {
      key: 'status',
      header: t('adminUsers.column.status'),
      cell: (u) => (u.isBanned ? <Badge $tone="loss">{t('adminUsers.status.banned')}</Badge> : <Badge $tone="profit">{t('adminUsers.status.active')}</Badge>),
    },
    { key: 'joined', header: t('adminUsers.column.joined'), sortKey: 'createdAt', hideOnNarrow: true, cell: (u) => <Nowrap>{formatDate(u.createdAt)}</Nowrap> },
  ];
  if (!may.manage && !may.comp) {
    // A role that only reads the list (finance without edits, support, analyst) has no actions to show.
    return columns;
  }
  return [
    ...columns,
    {
      key: 'actions',
      header: t('adminUsers.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (u) => (
        <RowActions>
          {may.manage && <IconButton icon={PencilIcon} label={t('adminUsers.action.edit', { username: u.username })} onClick={() => onEdit(u)} />}
          {may.manage && <IconButton icon={KeyIcon} label={t('adminUsers.action.resetPassword', { username: u.username })} onClick={() => onResetPassword(u)} />}
          {may.comp && <IconButton icon={GiftIcon} label={t('adminPlans.comp.action', { username: u.username })} onClick={() => onComp(u)} />}
          {may.manage && u.twoFactorEnabled && <IconButton icon={ShieldCheckIcon} label={t('adminUsers.action.resetTwoFactor', { username: u.username })} onClick={() => onResetTwoFactor(u)} />}
          {!may.manage ? null : u.isBanned ? (
            <Button variant="secondary" size="sm" loading={unbanningId === u.id} onClick={() => onUnban(u)} aria-label={t('adminUsers.action.unbanUser', { username: u.username })}>
              {t('adminUsers.action.unban')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={u.isAdmin}
              title={u.isAdmin ? t(ADMIN_USER_REFUSAL_BAN) : undefined}
              onClick={() => onBan(u)}
              aria-label={t('adminUsers.action.banUser', { username: u.username })}
            >
              {t('adminUsers.action.ban')}
            </Button>
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

const Kinds = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 400;
  overflow-wrap: anywhere;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
