import type { TicketMemberContext } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import { t } from '../../../i18n';

/** The member beside the ticket the Respond dialog shows. */
export interface MemberContextState {
  ticketId: number;
  status: 'loading' | 'ready' | 'error';
  context: TicketMemberContext | null;
  error: string | null;
}

export interface TicketMemberStore {
  memberContext: MemberContextState | null;
  /** Reads who wrote the ticket (plan, payments, language, 2FA, Telegram, other tickets); an answer for another ticket is dropped. */
  memberContextOpened: (ticketId: number) => Promise<void>;
  memberContextClosed: () => void;
}

/** Who wrote the ticket being answered (issue 46): read when the Respond dialog opens, forgotten when it closes. */
export const useTicketMemberStore = create<TicketMemberStore>()((set, get) => ({
  memberContext: null,
  memberContextOpened: async (ticketId) => {
    set({ memberContext: { ticketId, status: 'loading', context: null, error: null } });
    try {
      const context = await callApi('adminTicketContext', { params: { id: ticketId } });
      if (get().memberContext?.ticketId === ticketId) {
        set({ memberContext: { ticketId, status: 'ready', context, error: null } });
      }
    } catch (error) {
      if (get().memberContext?.ticketId === ticketId) {
        set({ memberContext: { ticketId, status: 'error', context: null, error: errorMessage(error, t('common.somethingWrong')) } });
      }
    }
  },
  memberContextClosed: () => set({ memberContext: null }),
}));

export const ticketMemberSelectors = {
  memberContext: (s: TicketMemberStore) => s.memberContext,
  /** The member's language once known: the canned-reply picker offers it first. */
  memberLanguage: (s: TicketMemberStore) => s.memberContext?.context?.member.language ?? null,
};
