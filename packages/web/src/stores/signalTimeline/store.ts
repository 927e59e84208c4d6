import type { SignalTimelineEvent } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

/** One signal's life as the detail screen shows it. */
export interface TimelineEntry {
  /** Oldest first, as the server answered (prices as this viewer may see them). */
  events: SignalTimelineEvent[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
}

/** Whether the member is told when the signal closes; `saving` while a change is on its way. */
export interface FollowEntry {
  following: boolean;
  status: 'loading' | 'ready' | 'saving' | 'error';
  error: string | null;
}

export interface SignalTimelineState {
  timelines: Record<number, TimelineEntry>;
  follows: Record<number, FollowEntry>;
  /** Load a signal's timeline; `fresh` asks again (a new event, or the viewer's plan changed). */
  timelineRequested: (id: number, fresh?: boolean) => Promise<void>;
  /** Load whether the member follows the signal (opening the detail follows it on the server: show what it says). */
  followRequested: (id: number) => Promise<void>;
  /** The member turned "Notify me when it closes" on or off; the server's answer is what shows. */
  followChanged: (id: number, following: boolean) => Promise<void>;
  /** Forget everything (another user signed in, or nobody is). */
  timelinesReset: () => void;
}

let generation = 0;

export const useSignalTimelineStore = create<SignalTimelineState>()((set, get) => {
  const putTimeline = (id: number, entry: TimelineEntry) => set((state) => ({ timelines: { ...state.timelines, [id]: entry } }));
  const putFollow = (id: number, entry: FollowEntry) => set((state) => ({ follows: { ...state.follows, [id]: entry } }));

  return {
    timelines: {},
    follows: {},

    timelineRequested: async (id, fresh = false) => {
      const held = get().timelines[id];
      if (!fresh && held && held.status !== 'error') {
        return;
      }
      const started = generation;
      putTimeline(id, held?.status === 'ready' ? held : { events: [], status: 'loading', error: null });
      try {
        const events = await callApi('signalTimeline', { params: { id } });
        if (started === generation) {
          putTimeline(id, { events, status: 'ready', error: null });
        }
      } catch (error) {
        if (started === generation) {
          const message = errorMessage(error, 'Could not load the timeline.');
          const current = get().timelines[id];
          putTimeline(id, current?.status === 'ready' ? { ...current, error: message } : { events: [], status: 'error', error: message });
        }
      }
    },

    followRequested: async (id) => {
      const started = generation;
      const held = get().follows[id];
      putFollow(id, held?.status === 'ready' ? held : { following: false, status: 'loading', error: null });
      try {
        const { following } = await callApi('getSignalFollow', { params: { id } });
        if (started === generation) {
          putFollow(id, { following, status: 'ready', error: null });
        }
      } catch (error) {
        if (started === generation) {
          putFollow(id, { following: false, status: 'error', error: errorMessage(error, 'Could not load your notification choice.') });
        }
      }
    },

    followChanged: async (id, following) => {
      const started = generation;
      const before = get().follows[id];
      putFollow(id, { following: before?.following ?? !following, status: 'saving', error: null });
      try {
        const answer = following ? await callApi('followSignal', { params: { id } }) : await callApi('unfollowSignal', { params: { id } });
        if (started === generation) {
          putFollow(id, { following: answer.following, status: 'ready', error: null });
        }
      } catch (error) {
        if (started === generation) {
          // The choice stays as it was; the caller tells the member why.
          putFollow(id, { following: before?.following ?? !following, status: 'ready', error: null });
        }
        throw error;
      }
    },

    timelinesReset: () => {
      generation += 1;
      set({ timelines: {}, follows: {} });
    },
  };
});
