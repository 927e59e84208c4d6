import type { AdminUser, CompApproval, CompApprovalChanged } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';

export interface CompApprovalsStore {
  /** Comped premium waiting for a second staff member (issue 46), oldest first. */
  waiting: CompApproval[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The payments screen opened (or the connection came back): ask for the list. */
  waitingRequested: () => Promise<void>;
  /** Give the second approval: the member has the premium; the request leaves the list. */
  approved: (id: number) => Promise<AdminUser>;
  /** Decline it: nothing is given; the request leaves the list. */
  declined: (id: number) => Promise<void>;
  /** Another staff member asked, approved or declined one ('comp-approval:changed'). */
  changed: (change: CompApprovalChanged) => void;
}

const without = (waiting: CompApproval[], id: number) => waiting.filter((approval) => approval.id !== id);

export const useCompApprovalsStore = create<CompApprovalsStore>()((set) => ({
  waiting: [],
  status: 'idle',
  error: null,
  waitingRequested: async () => {
    set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading', error: null }));
    try {
      set({ waiting: await callApi('adminListCompApprovals'), status: 'ready' });
    } catch (error) {
      set({ status: 'error', error: errorMessage(error, '') || null });
    }
  },
  approved: async (id) => {
    const user = await callApi('adminApproveComp', { params: { id } });
    set((s) => ({ waiting: without(s.waiting, id) }));
    return user;
  },
  declined: async (id) => {
    await callApi('adminDeclineComp', { params: { id } });
    set((s) => ({ waiting: without(s.waiting, id) }));
  },
  changed: ({ id, approval }) =>
    set((s) => ({ waiting: approval ? [...without(s.waiting, id), approval].sort((a, b) => a.id - b.id) : without(s.waiting, id) })),
}));
