import { KeyIcon, UsersIcon } from 'lucide-react';
import type { AdminUser } from '@signals/protocol';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/useT';
import { PAGE_SIZES, pageRows } from '../../stores/admin/pagedList';
import { userSelectors, useResetPasswordUsersStore } from '../../stores/admin/users';
import { Button, Card, CardTitle, EmptyState, PageHeader, SearchField, Spinner } from '../../ui';
import { DataTable, Pagination, type Column } from '../../ui/table';
import { Toolbar } from './components/Toolbar';
import { useDebouncedSearch } from './components/useDebouncedSearch';
import { ResetPasswordPanel } from './resetPassword/ResetPasswordPanel';

/** Reset User Password: pick a user on the left, set the password on the right. */
export function AdminResetPasswordScreen() {
  const t = useT();
  const list = useResetPasswordUsersStore(userSelectors.list);
  const rows = useResetPasswordUsersStore(useShallow((s) => pageRows(s.list)));
  const queryChanged = useResetPasswordUsersStore((s) => s.queryChanged);
  const listRequested = useResetPasswordUsersStore((s) => s.listRequested);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const [search, setSearch] = useDebouncedSearch(list.query.search, (text) => void queryChanged({ search: text }));

  useEffect(() => {
    void listRequested();
  }, [listRequested]);

  const columns = useMemo<Column<AdminUser>[]>(
    () => [
      { key: 'id', header: t('admin.resetPassword.column.id'), cell: (u) => u.id },
      { key: 'username', header: t('admin.resetPassword.column.username'), mobile: 'title', cell: (u) => <strong>{u.username}</strong> },
      { key: 'email', header: t('admin.resetPassword.column.email'), cell: (u) => <Email>{u.email}</Email> },
      {
        key: 'select',
        header: t('admin.resetPassword.column.select'),
        align: 'right',
        mobile: 'actions',
        cell: (u) => (
          <Button
            size="sm"
            variant={selected?.id === u.id ? 'primary' : 'secondary'}
            aria-pressed={selected?.id === u.id}
            aria-label={t('admin.resetPassword.selectUser', { username: u.username })}
            onClick={() => setSelected(u)}
          >
            {selected?.id === u.id ? t('admin.resetPassword.selected') : t('admin.resetPassword.select')}
          </Button>
        ),
      },
    ],
    [selected, t],
  );

  const loadingFirst = (list.status === 'loading' || list.status === 'idle') && rows.length === 0;

  return (
    <>
      <PageHeader title={t('admin.resetPassword.title')} description={t('admin.resetPassword.description')} />
      <Layout>
        <Card aria-labelledby="reset-users-title">
          <CardTitle id="reset-users-title">{t('admin.resetPassword.users')}</CardTitle>
          <Spacer />
          <Toolbar>
            <SearchField
              label={t('admin.resetPassword.search.label')}
              placeholder={t('admin.resetPassword.search.placeholder')}
              clearLabel={t('admin.search.clear')}
              value={search}
              onChange={setSearch}
            />
          </Toolbar>
          {loadingFirst ? (
            <Centre>
              <Spinner size={28} label={t('admin.resetPassword.loading')} />
            </Centre>
          ) : list.status === 'error' && rows.length === 0 ? (
            <ErrorText role="alert">{t('admin.resetPassword.loadFailed', { error: list.error ?? '' })}</ErrorText>
          ) : (
            <>
              <DataTable
                label={t('admin.resetPassword.table')}
                columns={columns}
                rows={rows}
                rowKey={(u) => u.id}
                busy={list.status === 'loading'}
                empty={<EmptyState icon={UsersIcon} title={t('admin.resetPassword.empty')} />}
              />
              <Pagination
                page={list.query.page}
                pageSize={list.query.pageSize}
                total={list.total}
                noun={t('admin.resetPassword.noun')}
                pageSizes={PAGE_SIZES}
                onPageSizeChange={(pageSize) => void queryChanged({ pageSize })}
                onPageChange={(page) => void queryChanged({ page })}
              />
            </>
          )}
        </Card>
        <Card aria-labelledby="reset-form-title">
          <CardTitle id="reset-form-title">{t('admin.resetPassword.selectedUser')}</CardTitle>
          <Spacer />
          {selected ? (
            <ResetPasswordPanel key={selected.id} user={selected} onDone={() => setSelected(null)} />
          ) : (
            <Placeholder>
              <KeyIcon size={26} />
              <p>{t('admin.resetPassword.placeholder')}</p>
            </Placeholder>
          )}
        </Card>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Spacer = styled.div`
  height: 16px;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  color: ${({ theme }) => theme.colors.accent};
`;

const ErrorText = styled.p`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.loss};
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Placeholder = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
