import type { AdminUser, AdminUserUpdateRequest, CompRequest, Page, RoleChoice } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import {
  DEFAULT_PAGING,
  containsText,
  initialPagedList,
  pagedListActions,
  pagingParams,
  type ListQuery,
  type PagedList,
  type PagedListActions,
} from '../pagedList';

export type UserRoleFilter = 'all' | 'admin' | 'premium' | 'free' | 'banned';

export interface UsersQuery extends ListQuery {
  role: UserRoleFilter;
  sort: 'createdAt' | 'username' | 'email';
  order: 'asc' | 'desc';
}

export interface UsersStore extends PagedListActions<AdminUser, UsersQuery> {
  list: PagedList<AdminUser, UsersQuery>;
  userEdited: (id: number, body: AdminUserUpdateRequest) => Promise<AdminUser>;
  /** Give a user a staff role, or take it with `member` (the owner's, issue 46); the row shows the new role. */
  roleSet: (id: number, role: RoleChoice) => Promise<AdminUser>;
  userBanned: (id: number) => Promise<AdminUser>;
  userUnbanned: (id: number) => Promise<AdminUser>;
  passwordReset: (id: number, password: string) => Promise<void>;
  /** Clear a member's two-factor (their sessions end); the row shows it off. */
  twoFactorReset: (id: number) => Promise<AdminUser>;
  /** Give a member premium without payment, for days, saying why (audited); the row shows them comped. */
  userComped: (id: number, body: CompRequest) => Promise<AdminUser>;
}

/**
 * Builds a users table store. The user management screen and the reset
 * password screen each have their own (their searches and pages are
 * independent), from the same code.
 */
function createUsersStore(initialPageSize: number) {
  return create<UsersStore>()((set, get) => {
    const list = pagedListActions<AdminUser, UsersQuery, Page<AdminUser>>({
      read: () => get().list,
      write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
      fetchPage: (query) =>
        callApi('adminListUsers', {
          query: { ...pagingParams(query), role: query.role === 'all' ? undefined : query.role, sort: query.sort, order: query.order },
        }),
      matches: (row, query) => hasRole(row, query.role) && containsText(query.search, row.username, row.email),
      // A newcomer goes on top only where the newest come first; elsewhere only the count changes.
      newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
    });

    return {
      list: initialPagedList<AdminUser, UsersQuery>({ ...DEFAULT_PAGING, pageSize: initialPageSize, role: 'all', sort: 'createdAt', order: 'desc' }),
      ...list,
      userEdited: async (id, body) => {
        const user = await callApi('adminUpdateUser', { params: { id }, body });
        list.rowUpdated(user);
        return user;
      },
      roleSet: async (id, role) => {
        const user = await callApi('adminSetUserRole', { params: { id }, body: { role } });
        list.rowUpdated(user);
        return user;
      },
      userBanned: async (id) => {
        const user = await callApi('adminBanUser', { params: { id } });
        list.rowUpdated(user);
        return user;
      },
      userUnbanned: async (id) => {
        const user = await callApi('adminUnbanUser', { params: { id } });
        list.rowUpdated(user);
        return user;
      },
      passwordReset: async (id, password) => {
        await callApi('adminResetPassword', { params: { id }, body: { password } });
      },
      twoFactorReset: async (id) => {
        const user = await callApi('adminResetTwoFactor', { params: { id } });
        list.rowUpdated(user);
        return user;
      },
      userComped: async (id, body) => {
        const user = await callApi('adminCompUser', { params: { id }, body });
        list.rowUpdated(user);
        return user;
      },
    };
  });
}

function hasRole(user: AdminUser, role: UserRoleFilter): boolean {
  switch (role) {
    case 'all':
      return true;
    case 'admin':
      return user.isAdmin;
    case 'premium':
      return user.isPremium;
    case 'banned':
      return user.isBanned;
    case 'free':
      return !user.isPremium;
  }
}

/** The user management table. */
export const useUsersStore = createUsersStore(25);
/** The reset password screen's list of users. */
export const useResetPasswordUsersStore = createUsersStore(10);

export const userSelectors = {
  list: (s: UsersStore) => s.list,
  query: (s: UsersStore) => s.list.query,
  user: (id: number | null) => (s: UsersStore) => (id === null ? undefined : s.list.byId[id]),
};
