import { UsersIcon } from 'lucide-react';
import type { AdminUser, BulkUserAction } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../api';
import { useT, type Translate } from '../../i18n/useT';
import { pageRows } from '../../stores/admin/pagedList';
import { userSelectors, useUsersStore, type UsersQuery } from '../../stores/admin/users';
import { useStaffMay } from '../../stores/session';
import { toast } from '../../stores/toast';
import { Badge, EmptyState, PageHeader, SearchField } from '../../ui';
import { ConfirmDialog } from './components/ConfirmDialog';
import { FilterSelect } from './components/FilterSelect';
import { ListCard } from './components/ListCard';
import { PagedTable } from './components/PagedTable';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { BulkActionDialog } from './users/BulkActionDialog';
import { CompUserDialog } from './users/CompUserDialog';
import { EditUserDialog } from './users/EditUserDialog';
import { ResetPasswordDialog } from './users/ResetPasswordDialog';
import { SegmentPanel } from './users/SegmentPanel';
import { userColumns } from './users/userColumns';
import { formatCount } from '../../lib/format';

/** The role filter's choices, in the language shown. */
function roleOptions(t: Translate): { value: UsersQuery['role']; label: string }[] {
  return [
    { value: 'all', label: t('adminUsers.filter.all') },
    { value: 'premium', label: t('adminUsers.filter.premium') },
    { value: 'free', label: t('adminUsers.filter.free') },
    { value: 'admin', label: t('adminUsers.filter.admin') },
    { value: 'banned', label: t('adminUsers.filter.banned') },
  ];
}

type Dialog = { kind: 'edit' | 'password' | 'ban' | 'twoFactor' | 'comp'; user: AdminUser } | null;

/** User Management: search, filter and page users; edit, reset passwords and two-factor, comp premium, ban and unban. */
export function AdminUsersScreen() {
  const t = useT();
  const list = useUsersStore(userSelectors.list);
  const rows = useUsersStore(useShallow((s) => pageRows(s.list)));
  const segmentTotal = useUsersStore(userSelectors.segmentTotal);
  const { queryChanged, listRequested, userBanned, userUnbanned, twoFactorReset, segmentApplied } = useUsersStore(
    useShallow((s) => ({
      segmentApplied: s.segmentApplied,
      queryChanged: s.queryChanged,
      listRequested: s.listRequested,
      userBanned: s.userBanned,
      userUnbanned: s.userUnbanned,
      twoFactorReset: s.twoFactorReset,
    })),
  );
  const mayManage = useStaffMay('manageUsers');
  const mayComp = useStaffMay('moveMoney');
  const [dialog, setDialog] = useState<Dialog>(null);
  // A bulk action on the applied segment (issue 46).
  const [bulk, setBulk] = useState<BulkUserAction | null>(null);
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
        toast({ title: t('adminUsers.unban.done.title'), description: t('adminUsers.unban.done.description', { username: user.username }), variant: 'success' });
      } catch (error) {
        toast({ title: t('adminUsers.unban.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      } finally {
        setUnbanningId(null);
      }
    };
    return userColumns(t, {
      onEdit: (user) => setDialog({ kind: 'edit', user }),
      onResetPassword: (user) => setDialog({ kind: 'password', user }),
      onResetTwoFactor: (user) => setDialog({ kind: 'twoFactor', user }),
      onBan: (user) => setDialog({ kind: 'ban', user }),
      onComp: (user) => setDialog({ kind: 'comp', user }),
      // The failure is toasted inside unban: nothing is left to handle here.
      onUnban: (user) => void unban(user),
      unbanningId,
      may: { manage: mayManage, comp: mayComp },
    });
  }, [t, userUnbanned, unbanningId, mayManage, mayComp]);

  const handleBan = async () => {
    if (dialog?.kind !== 'ban') {
      return;
    }
    const { user } = dialog;
    try {
      await userBanned(user.id);
      toast({ title: t('adminUsers.ban.done.title'), description: t('adminUsers.ban.done.description', { username: user.username }), variant: 'success' });
    } catch (error) {
      toast({ title: t('adminUsers.ban.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
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
      toast({ title: t('adminUsers.twoFactor.done.title'), description: t('adminUsers.twoFactor.done.description', { username: user.username }), variant: 'success' });
    } catch (error) {
      toast({ title: t('adminUsers.twoFactor.failed'), description: errorMessage(error, t('common.somethingWrong')), variant: 'destructive' });
      throw error;
    }
  };

  const username = dialog?.user.username ?? t('adminUsers.someone');

  return (
    <>
      <PageHeader title={t('adminUsers.title')} description={t('adminUsers.description')} />
      <ListCard title={t('adminUsers.list.title')} badge={<Badge $tone="accent">{t('adminUsers.list.total', { count: formatCount(list.total) })}</Badge>}>
        <Toolbar>
          <SearchField label={t('adminUsers.search.label')} placeholder={t('adminUsers.search.placeholder')} clearLabel={t('admin.search.clear')} value={search} onChange={setSearch} />
          <FilterSelect label={t('adminUsers.filter.label')} value={list.query.role} options={roleOptions(t)} onChange={(role) => void queryChanged({ role })} />
        </Toolbar>
        <SegmentPanel applied={list.query.segment} total={segmentTotal} onApply={(segment) => void segmentApplied(segment)} onBulk={setBulk} />
        <PagedTable
          label={t('adminUsers.table.label')}
          noun={t('adminUsers.table.noun')}
          list={list}
          rows={rows}
          columns={columns}
          onQueryChange={(patch) => void queryChanged(patch)}
          onRetry={() => void listRequested()}
          empty={<EmptyState icon={UsersIcon} title={t('adminUsers.empty.title')} description={t('adminUsers.empty.description')} />}
        />
      </ListCard>
      {dialog?.kind === 'edit' && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'comp' && <CompUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {bulk && <BulkActionDialog action={bulk} segment={list.query.segment} onClose={() => setBulk(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'ban'}
        title={t('adminUsers.ban.confirm.title', { username })}
        description={t('adminUsers.ban.confirm.description')}
        confirmLabel={t('adminUsers.ban.confirm.button')}
        onConfirm={handleBan}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'twoFactor'}
        title={t('adminUsers.twoFactor.confirm.title', { username })}
        description={t('adminUsers.twoFactor.confirm.description')}
        confirmLabel={t('adminUsers.twoFactor.confirm.button')}
        onConfirm={handleResetTwoFactor}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
