import type { AuditEntry, AuditKind, Page } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import { DEFAULT_PAGING, initialPagedList, pagedListActions, pagingParams, type ListQuery, type PagedList, type PagedListActions } from '../pagedList';

/** The kinds of things the server records actions on. */
export const AUDIT_ENTITY_TYPES = ['user', 'signal', 'news', 'airdrop', 'setting', 'payment', 'ticket', 'notification', 'plan', 'promo_code', 'signal_source', 'signal_delivery', 'canned_reply'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The audit list's filters (issue 46): the kind of action, and the staff member who acted (a user id as text, or 'all'). */
export interface AuditQuery extends ListQuery {
  kind: AuditKind | 'all';
  actorId: string;
}

/** A staff member the actor filter offers. */
export interface StaffMember {
  id: number;
  username: string;
}

export interface AuditStore extends PagedListActions<AuditEntry, AuditQuery> {
  list: PagedList<AuditEntry, AuditQuery>;
  /** The back office's staff, for the actor filter; empty until read (or when reading failed: the filter then offers all only). */
  staff: StaffMember[];
  staffRequested: () => Promise<void>;
}

/** More staff than this would not fit a select; a team that size searches by name instead. */
const STAFF_MAX = 200;

export const useAuditStore = create<AuditStore>()((set, get) => ({
  list: initialPagedList<AuditEntry, AuditQuery>({ ...DEFAULT_PAGING, kind: 'all', actorId: 'all' }),
  staff: [],
  staffRequested: async () => {
    try {
      const page = await callApi('adminListUsers', { query: { role: 'admin', pageSize: String(STAFF_MAX), sort: 'username', order: 'asc' } });
      set({ staff: page.items.map((user) => ({ id: user.id, username: user.username })) });
    } catch {
      // The filter then offers "All staff" only: the list itself still reads.
    }
  },
  ...pagedListActions<AuditEntry, AuditQuery, Page<AuditEntry>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListAudit', {
        query: { ...pagingParams(query), kind: query.kind === 'all' ? undefined : query.kind, actorId: query.actorId === 'all' ? undefined : query.actorId },
      }),
  }),
}));

export const auditSelectors = {
  list: (s: AuditStore) => s.list,
  query: (s: AuditStore) => s.list.query,
  staff: (s: AuditStore) => s.staff,
};
