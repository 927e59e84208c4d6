import type { CannedReply, CannedReplyInput, FilledCannedReply } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, isApiError } from '../../../api';
import { emptyCollection, loadCollection, withoutRow, withRow, type Collection } from '../collection';

export interface CannedRepliesStore {
  replies: Collection<CannedReply>;
  /** Loads every reply (again): the management tab and the Respond dialog ask each time they open, so another agent’s new reply shows. */
  repliesRequested: () => Promise<void>;
  replyCreated: (input: CannedReplyInput) => Promise<CannedReply>;
  replyUpdated: (id: number, input: CannedReplyInput) => Promise<CannedReply>;
  replyDeleted: (id: number) => Promise<void>;
  /**
   * The reply filled by the server for the ticket's member, for the message box; a reply another agent deleted
   * meanwhile leaves the list before the error goes up.
   */
  replyFilled: (ticketId: number, replyId: number) => Promise<FilledCannedReply>;
}

/** Support's canned replies (issue 46): written once, filled for a ticket's member when inserted into an answer. */
export const useCannedRepliesStore = create<CannedRepliesStore>()((set, get) => {
  const write = (patch: Partial<Collection<CannedReply>>) => set((s) => ({ replies: { ...s.replies, ...patch } }));
  return {
    replies: emptyCollection<CannedReply>(),
    repliesRequested: () => loadCollection(() => callApi('adminListCannedReplies'), write),
    replyCreated: async (input) => {
      const reply = await callApi('adminCreateCannedReply', { body: input });
      write(withRow(get().replies, reply));
      return reply;
    },
    replyUpdated: async (id, input) => {
      const reply = await callApi('adminUpdateCannedReply', { params: { id }, body: input });
      write(withRow(get().replies, reply));
      return reply;
    },
    replyDeleted: async (id) => {
      await callApi('adminDeleteCannedReply', { params: { id } });
      write(withoutRow(get().replies, id));
    },
    replyFilled: async (ticketId, replyId) => {
      try {
        return await callApi('adminFillCannedReply', { params: { id: ticketId, replyId } });
      } catch (error) {
        if (isApiError(error) && error.code === 'cannedReplyNotFound') {
          write(withoutRow(get().replies, replyId));
        }
        throw error;
      }
    },
  };
});

export const cannedRepliesSelectors = {
  replies: (s: CannedRepliesStore) => s.replies,
};
