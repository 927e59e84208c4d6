import type { SignalDelivery, SignalSource, SignalSourceCreated, SignalSourceInput, SignalSourceSecret } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import { t } from '../../../i18n';
import { emptyCollection, loadCollection, withoutRow, withRow, type Collection } from '../collection';
import type { ListStatus } from '../pagedList';

/** One source's delivery log, as its dialog shows it. */
export interface DeliveryLog {
  /** The source whose log is shown; null when none is. */
  sourceId: number | null;
  status: ListStatus;
  /** Newest first, the last 100, as the server answers. */
  rows: SignalDelivery[];
  error: string | null;
}

export interface SignalSourcesStore {
  sources: Collection<SignalSource>;
  deliveries: DeliveryLog;
  sourcesRequested: () => Promise<void>;
  /** Makes a source; the answer carries its secret, the one time it is ever shown. */
  sourceCreated: (input: SignalSourceInput) => Promise<SignalSourceCreated>;
  sourceDeleted: (id: number) => Promise<void>;
  /** A new secret for a source, shown this once; the old one is refused from now on. */
  secretRotated: (id: number) => Promise<SignalSourceSecret>;
  /** A source just took a delivery (a draft arrived live): its row says when. */
  deliveryNoted: (sourceId: number, at: string) => void;
  /** Shows one source's log (and asks for it again, e.g. to refresh it). */
  deliveriesRequested: (sourceId: number) => Promise<void>;
  deliveriesClosed: () => void;
}

const NO_LOG: DeliveryLog = { sourceId: null, status: 'idle', rows: [], error: null };

/** The back office's webhook sources (issue 44): where TradingView alerts and bots post signals, and what each was sent. */
export const useSignalSourcesStore = create<SignalSourcesStore>()((set, get) => {
  const write = (patch: Partial<Collection<SignalSource>>) => set((s) => ({ sources: { ...s.sources, ...patch } }));
  return {
    sources: emptyCollection<SignalSource>(),
    deliveries: NO_LOG,
    sourcesRequested: () => loadCollection(() => callApi('adminListSignalSources'), write),
    sourceCreated: async (input) => {
      const created = await callApi('adminCreateSignalSource', { body: input });
      // The list never holds the secret: only the panel that shows it once does.
      const { secret: _secret, ...source } = created;
      write(withRow(get().sources, source));
      return created;
    },
    sourceDeleted: async (id) => {
      await callApi('adminDeleteSignalSource', { params: { id } });
      write(withoutRow(get().sources, id));
    },
    secretRotated: (id) => callApi('adminRotateSignalSourceSecret', { params: { id } }),
    deliveryNoted: (sourceId, at) => {
      const source = get().sources.byId[sourceId];
      if (source && (source.lastDeliveryAt === null || source.lastDeliveryAt < at)) {
        write(withRow(get().sources, { ...source, lastDeliveryAt: at }));
      }
    },
    deliveriesRequested: async (sourceId) => {
      // Another source's deliveries must not show under this one while it loads.
      set((s) => ({ deliveries: { sourceId, status: 'loading', error: null, rows: s.deliveries.sourceId === sourceId ? s.deliveries.rows : [] } }));
      try {
        const rows = await callApi('adminListSignalDeliveries', { params: { id: sourceId } });
        if (get().deliveries.sourceId === sourceId) {
          set({ deliveries: { sourceId, status: 'ready', rows, error: null } });
        }
      } catch (error) {
        if (get().deliveries.sourceId === sourceId) {
          set((s) => ({ deliveries: { ...s.deliveries, status: 'error', error: errorMessage(error, t('common.somethingWrong')) } }));
        }
      }
    },
    deliveriesClosed: () => set({ deliveries: NO_LOG }),
  };
});

export const signalSourcesSelectors = {
  sources: (s: SignalSourcesStore) => s.sources,
  deliveries: (s: SignalSourcesStore) => s.deliveries,
};
