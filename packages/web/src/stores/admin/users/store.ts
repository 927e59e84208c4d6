import type { AdminUser, AdminUserUpdateRequest, BulkUserActionRequest, BulkUserActionResult, CompRequest, CompResult, Page, RoleChoice } from '@signals/protocol';
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
import { segmentParam, segmentSize, type UsersSegment } from './segment';

export type UserRoleFilter = 'all' | 'admin' | 'premium' | 'free' | 'banned';

export interface UsersQuery extends ListQuery {
  role: UserRoleFilter;
  sort: 'createdAt' | 'username' | 'email';
  order: 'asc' | 'desc';
  /** A member filter (issue 46), combined with the search and the role; `{}` is every member. */
  segment: UsersSegment;
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
  userComped: (id: number, body: CompRequest) => Promise<CompResult>;
  /** How many members the applied segment holds on its own (the search and role aside): what the export and a bulk action reach. */
  segmentTotal: number | null;
  /** Show the members of a segment, and count them. */
  segmentApplied: (segment: UsersSegment) => Promise<void>;
  /** Count a segment's members as they are now (a bulk action's confirmation names the count it acts on). */
  segmentCounted: (segment: UsersSegment) => Promise<number>;
  /** Comp, notify or ban every member of a segment; the table and the count are read again after. */
  bulkActionRun: (body: BulkUserActionRequest) => Promise<BulkUserActionResult>;
}

/**
 * Builds a users table store. The user management screen and the reset
 * password screen each have their own (their searches and pages are
 * independent), from the same code.
 */
function createUsersStore(initialPageSize: number) {
  return create<UsersStore>()((set, get) => {
    /** The segment's own count: one member a page, the total is what is wanted. */
    const countSegment = async (segment: UsersSegment) => {
      const page = await callApi('adminListUsers', { query: { pageSize: '1', segment: segmentParam(segment) } });
      // Only the applied segment's count is kept: an answer for one changed since is dropped.
      if (segmentParam(get().list.query.segment) === segmentParam(segment)) {
        set({ segmentTotal: page.total });
      }
      return page.total;
    };
    const list = pagedListActions<AdminUser, UsersQuery, Page<AdminUser>>({
      read: () => get().list,
      write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
      fetchPage: (query) =>
        callApi('adminListUsers', {
          query: { ...pagingParams(query), role: query.role === 'all' ? undefined : query.role, sort: query.sort, order: query.order, segment: segmentParam(query.segment) },
        }),
      // Whether a member is in a segment is the server's to say (last seen, claims, Telegram): a live newcomer is
      // counted in the table only while no segment is applied.
      matches: (row, query) => segmentSize(query.segment) === 0 && hasRole(row, query.role) && containsText(query.search, row.username, row.email),
      // A newcomer goes on top only where the newest come first; elsewhere only the count changes.
      newestFirst: (query) => query.page === 1 && query.sort === 'createdAt' && query.order === 'desc',
    });

    return {
      list: initialPagedList<AdminUser, UsersQuery>({ ...DEFAULT_PAGING, pageSize: initialPageSize, role: 'all', sort: 'createdAt', order: 'desc', segment: {} }),
      ...list,
      segmentTotal: null,
      segmentApplied: async (segment) => {
        set({ segmentTotal: null });
        await Promise.all([list.queryChanged({ segment }), countSegment(segment)]);
      },
      segmentCounted: (segment) => countSegment(segment),
      bulkActionRun: async (body) => {
        const result = await callApi('adminBulkUsers', { body });
        // Comped or banned members changed, and may have left the segment.
        await Promise.all([list.listRequested(), countSegment(get().list.query.segment)]);
        return result;
      },
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
        // Above the approval threshold nothing is given yet: the row stays as it is until a second staff member approves.
        const result = await callApi('adminCompUser', { params: { id }, body });
        list.rowUpdated(result.user);
        return result;
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
  segment: (s: UsersStore) => s.list.query.segment,
  segmentTotal: (s: UsersStore) => s.segmentTotal,
};
