import type { News, NewsInput } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import { emptyCollection, loadCollection, withoutRow, withRow, type Collection } from '../collection';

export interface AdminNewsStore {
  news: Collection<News>;
  newsRequested: () => Promise<void>;
  /** A news item changed anywhere (null: it is gone). */
  newsChanged: (id: number, news: News | null) => void;
  newsCreated: (input: NewsInput) => Promise<News>;
  newsUpdated: (id: number, input: NewsInput) => Promise<News>;
  newsDeleted: (id: number) => Promise<void>;
  newsToggled: (id: number) => Promise<News>;
}

export const useAdminNewsStore = create<AdminNewsStore>()((set, get) => {
  const write = (patch: Partial<Collection<News>>) => set((s) => ({ news: { ...s.news, ...patch } }));
  const changed = (id: number, news: News | null) => write(news ? withRow(get().news, news) : withoutRow(get().news, id));
  return {
    news: emptyCollection<News>(),
    // The tabs count the whole list, so the screen loads it whole (news is a few hundred items at most).
    newsRequested: () => loadCollection(() => callApi('adminListNews'), write),
    newsChanged: changed,
    newsCreated: async (input) => {
      const news = await callApi('adminCreateNews', { body: input });
      changed(news.id, news);
      return news;
    },
    newsUpdated: async (id, input) => {
      const news = await callApi('adminUpdateNews', { params: { id }, body: input });
      changed(id, news);
      return news;
    },
    newsDeleted: async (id) => {
      await callApi('adminDeleteNews', { params: { id } });
      changed(id, null);
    },
    newsToggled: async (id) => {
      const news = await callApi('adminToggleNews', { params: { id } });
      changed(id, news);
      return news;
    },
  };
});

export const adminNewsSelectors = {
  news: (s: AdminNewsStore) => s.news,
};
