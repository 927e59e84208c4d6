import { UsersIcon } from 'lucide-react';
import type { AdminUser } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { pageRows } from '../../stores/admin/pagedList';
import { userSelectors, useUsersStore, type UsersQuery } from '../../stores/admin/users';
import { toast } from '../../stores/toast';
import { Badge, EmptyState, PageHeader } from '../../ui';
import { ConfirmDialog } from './components/ConfirmDialog';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { SearchField } from './components/SearchField';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { EditUserDialog } from './users/EditUserDialog';
import { ResetPasswordDialog } from './users/ResetPasswordDialog';
import { userColumns } from './users/userColumns';
import { formatCount } from '../../lib/format';

const ROLE_OPTIONS: { value: UsersQuery['role']; label: string }[] = [
  { value: 'all', label: 'All Users' },
  { value: 'premium', label: 'Premium' },
  { value: 'free', label: 'Free' },
  { value: 'admin', label: 'Admins' },
  { value: 'banned', label: 'Banned' },
];

type Dialog = { kind: 'edit' | 'password' | 'ban' | 'twoFactor'; user: AdminUser } | null;

/** User Management: search, filter and page users; edit, reset passwords and two-factor, ban and unban. */
export function AdminUsersScreen() {
  const list = useUsersStore(userSelectors.list);
  const rows = useUsersStore(useShallow((s) => pageRows(s.list)));
  const { queryChanged, listRequested, userBanned, userUnbanned, twoFactorReset } = useUsersStore(
    useShallow((s) => ({
      queryChanged: s.queryChanged,
      listRequested: s.listRequested,
      userBanned: s.userBanned,
      userUnbanned: s.userUnbanned,
      twoFactorReset: s.twoFactorReset,
    })),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [unbanningId, setUnbanningId] = useState<number | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo(() => {
    const unban = async (user: AdminUser) => {
      setUnbanningId(user.id);
      try {
        await userUnbanned(user.id);
        toast({ title: 'User unbanned', description: `${user.username} can sign in again.`, variant: 'success' });
      } catch (error) {
        toast({ title: 'Failed to unban user', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
      } finally {
        setUnbanningId(null);
      }
    };
    return userColumns({
      onEdit: (user) => setDialog({ kind: 'edit', user }),
      onResetPassword: (user) => setDialog({ kind: 'password', user }),
      onResetTwoFactor: (user) => setDialog({ kind: 'twoFactor', user }),
      onBan: (user) => setDialog({ kind: 'ban', user }),
      // The failure is toasted inside unban: nothing is left to handle here.
      onUnban: (user) => void unban(user),
      unbanningId,
    });
  }, [userUnbanned, unbanningId]);

  const handleBan = async () => {
    if (dialog?.kind !== 'ban') {
      return;
    }
    const { user } = dialog;
    try {
      await userBanned(user.id);
      toast({ title: 'User banned', description: `${user.username} has been signed out and cannot sign in.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to ban user', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const handleResetTwoFactor = async () => {
    if (dialog?.kind !== 'twoFactor') {
      return;
    }
    const { user } = dialog;
    try {
      await twoFactorReset(user.id);
      toast({ title: 'Two-factor reset', description: `${user.username} was signed out and signs in next with the password alone.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to reset two-factor', description: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  return (
    <>
      <PageHeader title="User Management" description="Search, edit, ban and unban users, and reset their passwords and two-factor." />
      <ListCard title="Users" badge={<Badge $tone="accent">{formatCount(list.total)} Total</Badge>}>
        <Toolbar>
          <SearchField label="Search users" placeholder="Search by username or email..." value={search} onChange={setSearch} />
          <FilterSelect label="Filter by role" value={list.query.role} options={ROLE_OPTIONS} onChange={(role) => void queryChanged({ role })} />
        </Toolbar>
        <PagedTable
          label="Users"
          noun="users"
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={UsersIcon} title="No users found." description="Try another search or filter." />}
        />
      </ListCard>
      {dialog?.kind === 'edit' && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'ban'}
        title={`Ban ${dialog?.user.username ?? 'user'}?`}
        description="They are signed out at once and cannot sign in until an admin lifts the ban."
        confirmLabel="Ban User"
        onConfirm={handleBan}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'twoFactor'}
        title={`Reset two-factor for ${dialog?.user.username ?? 'user'}?`}
        description="For a member who lost their authenticator: two-factor is turned off, they are signed out everywhere, and they sign in next with their password alone. Make sure the request really comes from them."
        confirmLabel="Reset Two-Factor"
        onConfirm={handleResetTwoFactor}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
