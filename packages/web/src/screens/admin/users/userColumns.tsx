import { KeyIcon, PencilIcon, ShieldCheckIcon } from 'lucide-react';
import type { AdminUser } from '@signals/protocol';
import styled from 'styled-components';
import { Badge, Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { IconButton, RowActions } from '../components/IconButton';
import { PlanBadge } from '../components/StatusBadges';
import { ADMIN_USER_REFUSAL_BAN } from './userRules';
import { formatDate } from '../../../lib/formatDates';

export interface UserRowActions {
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  /** Offered only while the user has two-factor on. */
  onResetTwoFactor: (user: AdminUser) => void;
  onBan: (user: AdminUser) => void;
  onUnban: (user: AdminUser) => void;
  /** The user whose unban is running. */
  unbanningId: number | null;
}

/** User, Plan, Role, Status, Joined, Actions. */
export function userColumns({ onEdit, onResetPassword, onResetTwoFactor, onBan, onUnban, unbanningId }: UserRowActions): Column<AdminUser>[] {
  return [
    {
      key: 'user',
      header: 'User',
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
      header: 'Plan',
      cell: (u) => (
        <Stack>
          <PlanBadge premium={u.isPremium} />
          {u.isPremium && u.subscriptionEndDate && <Muted>until {formatDate(u.subscriptionEndDate)}</Muted>}
        </Stack>
      ),
    },
    { key: 'role', header: 'Role', cell: (u) => (u.isAdmin ? <Badge $tone="accent">Admin</Badge> : <Muted>Member</Muted>) },
    { key: 'status', header: 'Status', cell: (u) => (u.isBanned ? <Badge $tone="loss">Banned</Badge> : <Badge $tone="profit">Active</Badge>) },
    { key: 'joined', header: 'Joined', sortKey: 'createdAt', hideOnNarrow: true, cell: (u) => <Nowrap>{formatDate(u.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      mobile: 'actions',
      cell: (u) => (
        <RowActions>
          <IconButton icon={PencilIcon} label={`Edit ${u.username}`} onClick={() => onEdit(u)} />
          <IconButton icon={KeyIcon} label={`Reset password of ${u.username}`} onClick={() => onResetPassword(u)} />
          {u.twoFactorEnabled && <IconButton icon={ShieldCheckIcon} label={`Reset two-factor of ${u.username}`} onClick={() => onResetTwoFactor(u)} />}
          {u.isBanned ? (
            <Button variant="secondary" size="sm" loading={unbanningId === u.id} onClick={() => onUnban(u)} aria-label={`Unban ${u.username}`}>
              Unban
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={u.isAdmin}
              title={u.isAdmin ? ADMIN_USER_REFUSAL_BAN : undefined}
              onClick={() => onBan(u)}
              aria-label={`Ban ${u.username}`}
            >
              Ban
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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 400;
  overflow-wrap: anywhere;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
