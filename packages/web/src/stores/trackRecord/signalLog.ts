import type { SignalLogHead, SignalLogKey } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

/** One answer of the log's public routes, as a screen needs it. */
export interface LogAnswer<T> {
  value: T | null;
  /** `idle`: never asked for (or forgotten, so the next screen asks afresh). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

export interface SignalLogState {
  /** The latest signed head of the signal log (issue 45): what the Performance screen shows the record is committed to. */
  head: LogAnswer<SignalLogHead>;
  /** The key the heads are signed with, for a reader who checks them. */
  key: LogAnswer<SignalLogKey>;
  /** Load the head: the first time a screen shows it, or again when `force` says the log may have grown. */
  headRequested: (force?: boolean) => Promise<void>;
  /** Load the public key, once. */
  keyRequested: () => Promise<void>;
  /** A screen shows the head until the returned function is called: what headChanged asks for again. */
  headWatched: () => () => void;
  /** The log grew: the head is asked for again if a screen shows it, and forgotten otherwise. */
  headChanged: () => Promise<void>;
}

const IDLE: LogAnswer<never> = { value: null, status: 'idle', error: null };

type Slot = 'head' | 'key';
type ValueOf<S extends Slot> = NonNullable<SignalLogState[S]['value']>;

/** The latest request per slot: an older answer arriving after a newer one is dropped. */
const latest: Record<Slot, number> = { head: 0, key: 0 };
let requestCount = 0;
/** How many mounted screens show the head. */
let headWatchers = 0;

export const useSignalLogStore = create<SignalLogState>()((set, get) => {
  /** Asks one route for one slot; a value already shown stays while it is asked again, and when asking fails. */
  async function load<S extends Slot>(slot: S, ask: () => Promise<ValueOf<S>>, force: boolean): Promise<void> {
    const held = get()[slot];
    if (!force && (held.status === 'ready' || held.status === 'loading')) {
      return;
    }
    const request = ++requestCount;
    latest[slot] = request;
    const put = (answer: LogAnswer<ValueOf<S>>) => set({ [slot]: answer } as Pick<SignalLogState, S>);
    put(held.value ? { ...(held as LogAnswer<ValueOf<S>>), error: null } : { value: null, status: 'loading', error: null });
    try {
      const value = await ask();
      if (latest[slot] === request) {
        put({ value, status: 'ready', error: null });
      }
    } catch (error) {
      if (latest[slot] === request) {
        const message = errorMessage(error, 'Could not load the signal log.');
        const current = get()[slot] as LogAnswer<ValueOf<S>>;
        put(current.value ? { ...current, status: 'ready', error: message } : { value: null, status: 'error', error: message });
      }
    }
  }

  return {
    head: IDLE,
    key: IDLE,

    headRequested: (force = false) => load('head', () => callApi('signalLogHead'), force),

    keyRequested: () => load('key', () => callApi('signalLogKey'), false),

    headWatched: () => {
      headWatchers += 1;
      return () => {
        headWatchers = Math.max(0, headWatchers - 1);
      };
    },

    headChanged: async () => {
      if (headWatchers === 0) {
        latest.head = ++requestCount;
        set({ head: IDLE });
        return;
      }
      await get().headRequested(true);
    },
  };
});
