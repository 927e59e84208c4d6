import type { AuditEntry, Page } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import { DEFAULT_PAGING, initialPagedList, pagedListActions, pagingParams, type ListQuery, type PagedList, type PagedListActions } from '../pagedList';

/** The kinds of things the server records actions on. */
export const AUDIT_ENTITY_TYPES = ['user', 'signal', 'news', 'airdrop', 'setting', 'payment', 'ticket', 'notification', 'plan', 'promo_code', 'signal_source', 'signal_delivery'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditQuery extends ListQuery {
  entityType: AuditEntityType | 'all';
}

export interface AuditStore extends PagedListActions<AuditEntry, AuditQuery> {
  list: PagedList<AuditEntry, AuditQuery>;
}

export const useAuditStore = create<AuditStore>()((set, get) => ({
  list: initialPagedList<AuditEntry, AuditQuery>({ ...DEFAULT_PAGING, entityType: 'all' }),
  ...pagedListActions<AuditEntry, AuditQuery, Page<AuditEntry>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListAudit', { query: { ...pagingParams(query), entityType: query.entityType === 'all' ? undefined : query.entityType } }),
  }),
}));

export const auditSelectors = {
  list: (s: AuditStore) => s.list,
  query: (s: AuditStore) => s.list.query,
};
