import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../test/apiServer';
import { render, waitUntil } from '../../../test/render';
import { useConnectionStore } from '../../../stores/connection';
import { useNewsStore } from '../../../stores/news';
import { useToastStore } from '../../../stores/toast';
import { NewsScreen } from '../NewsScreen';

const api = ApiServer.forEachTest(() => {
  useNewsStore.getState().newsReset();
  useToastStore.setState({ toasts: [] });
  useConnectionStore.setState({ browserOnline: true });
});

const story = { id: 1, title: 'Market wrap', content: 'Spreads narrowed.', imageUrl: null, videoUrl: null, externalUrl: null, isPublished: true, publishedAt: '2026-12-01T10:00:00.000Z', createdAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z' };

describe('a list that could not load', () => {
  it('says once, while offline, that it loads by itself once back, and does so when the network returns (issue 40)', async () => {
    useConnectionStore.setState({ browserOnline: false });
    api.goOffline();
    const screen = await render(<NewsScreen />, '/news');
    await waitUntil(() => expect(screen.textContent).toContain('You are offline'));
    expect(screen.textContent).toContain('This loads by itself once you are back online.');
    // Nothing asks the member to refresh a page that cannot load: no button, no toast.
    expect(screen.textContent).not.toMatch(/refresh/i);
    expect(screen.querySelector('button')).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);

    api.goOffline(false);
    api.answer('GET /api/news', { body: [story] });
    act(() => useConnectionStore.getState().browserWentOnline());
    await waitUntil(() => expect(screen.textContent).toContain('Market wrap'));
  });

  it('online, tells the failure by a toast and in place, with a way to try again', async () => {
    api.answer('GET /api/news', { status: 500, body: { message: 'Down' } });
    const screen = await render(<NewsScreen />, '/news');
    await waitUntil(() => expect(screen.textContent).toContain('Please try refreshing the page.'));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(Array.from(screen.querySelectorAll('button')).map((button) => button.textContent)).toEqual(['Refresh Page']);
  });
});
