import type { FullSignal, SignalDraft, SignalInput } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage, isApiError } from '../../../api';
import { t } from '../../../i18n';
import type { ListStatus } from '../pagedList';

export interface SignalDraftsStore {
  /** The drafts waiting on the desk, oldest first (the order they came in), as the server lists them. */
  drafts: SignalDraft[];
  status: ListStatus;
  error: string | null;
  draftsRequested: () => Promise<void>;
  /** A delivery of a draft-mode source arrived (live): it joins the desk. */
  draftArrived: (draft: SignalDraft) => void;
  /** A draft was published or discarded, here or by another admin (live): every desk drops it. */
  draftDecided: (id: number) => void;
  /**
   * Publishes a draft as received, or with the admin's edits (`values`: the signal form's input). The draft leaves
   * the desk; a 409 (another admin decided it first) drops it too, and is thrown for the screen to say so.
   */
  draftPublished: (id: number, values?: SignalInput) => Promise<FullSignal>;
  /** Sets a draft aside: it is never published. A 409 drops it too, and is thrown. */
  draftDiscarded: (id: number) => Promise<void>;
}

/** Whether an error says another admin decided the draft first (or it is gone): the desk drops it either way. */
export function isDecidedElsewhere(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 404);
}

const byArrival = (a: SignalDraft, b: SignalDraft) => a.id - b.id;

/**
 * What happened live while the list was being fetched: the answer may be older than an event, or newer, so a draft
 * that arrived is kept unless the answer has it, and one decided is dropped whatever the answer says.
 */
let liveDuringLoad: { arrived: Map<number, SignalDraft>; decided: Set<number> } | null = null;
let loads = 0;

/** The draft desk (issue 44): deliveries of webhook sources waiting for an admin to publish or discard them. */
export const useSignalDraftsStore = create<SignalDraftsStore>()((set, get) => {
  const drop = (id: number) => {
    liveDuringLoad?.decided.add(id);
    if (get().drafts.some((draft) => draft.id === id)) {
      set((s) => ({ drafts: s.drafts.filter((draft) => draft.id !== id) }));
    }
  };
  /** Runs a decision; a draft decided elsewhere leaves the desk before the error goes up. */
  const decide = async <T>(id: number, call: () => Promise<T>): Promise<T> => {
    try {
      const answer = await call();
      drop(id);
      return answer;
    } catch (error) {
      if (isDecidedElsewhere(error)) {
        drop(id);
      }
      throw error;
    }
  };
  return {
    drafts: [],
    status: 'idle',
    error: null,
    draftsRequested: async () => {
      const load = ++loads;
      liveDuringLoad = { arrived: new Map(), decided: new Set() };
      set({ status: 'loading', error: null });
      try {
        const answer = await callApi('adminListSignalDrafts');
        if (load !== loads || !liveDuringLoad) {
          return;
        }
        const { arrived, decided } = liveDuringLoad;
        liveDuringLoad = null;
        const listed = new Set(answer.map((draft) => draft.id));
        const drafts = [...answer, ...[...arrived.values()].filter((draft) => !listed.has(draft.id))].filter((draft) => !decided.has(draft.id)).sort(byArrival);
        set({ drafts, status: 'ready', error: null });
      } catch (error) {
        if (load === loads) {
          liveDuringLoad = null;
          set({ status: 'error', error: errorMessage(error, t('common.somethingWrong')) });
        }
      }
    },
    draftArrived: (draft) => {
      if (draft.status !== 'draft') {
        return;
      }
      liveDuringLoad?.arrived.set(draft.id, draft);
      if (get().drafts.some((shown) => shown.id === draft.id)) {
        return;
      }
      set((s) => ({ drafts: [...s.drafts, draft].sort(byArrival) }));
    },
    draftDecided: drop,
    draftPublished: (id, values) => decide(id, () => callApi('adminPublishSignalDraft', { params: { id }, body: values === undefined ? {} : { values } })),
    draftDiscarded: (id) => decide(id, () => callApi('adminDiscardSignalDraft', { params: { id } }).then(() => undefined)),
  };
});

export const signalDraftsSelectors = {
  drafts: (s: SignalDraftsStore) => s.drafts,
  status: (s: SignalDraftsStore) => s.status,
  error: (s: SignalDraftsStore) => s.error,
  /** How many drafts wait: the Drafts tab's badge. */
  waiting: (s: SignalDraftsStore) => s.drafts.length,
};
