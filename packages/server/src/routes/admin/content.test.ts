import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { AuditLog, News } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildAirdrop, buildNews } from '../../../test/support/factories/content.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const newsItem = { title: 'Ethereum upgrade ships', content: 'The upgrade went live at block 19,000,000.', imageUrl: '', videoUrl: null, externalUrl: 'https://example.com/eth' };
const airdropItem = {
  title: 'Scroll season one',
  description: 'Use the bridge and the swap to collect points.',
  projectName: 'Scroll',
  tokenSymbol: 'scr',
  registrationUrl: 'https://example.com/scroll',
  websiteUrl: '',
  endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  value: 125.5,
};

async function actionsOn(entityType: string, entityId: number): Promise<string[]> {
  return (await AuditLog.query(server.app.db).where({ entityType, entityId }).orderBy('id')).map((row) => row.action);
}

describe('admin news', () => {
  it('creates, edits, toggles and deletes a news item, with events and audit rows', async () => {
    const events = captureEvents(server);
    const created = await callers.adminClient.post('/api/admin/news', { ...newsItem, isPublished: false });
    expect(created.status).toBe(201);
    const draft = routes.adminCreateNews.response.parse(created.body);
    expect(draft).toMatchObject({ isPublished: false, publishedAt: null, imageUrl: null, externalUrl: 'https://example.com/eth' });

    const edited = routes.adminUpdateNews.response.parse((await callers.adminClient.put(`/api/admin/news/${draft.id}`, { ...newsItem, title: 'Ethereum upgrade is live', isPublished: false })).body);
    expect(edited).toMatchObject({ title: 'Ethereum upgrade is live', publishedAt: null });

    const published = routes.adminToggleNews.response.parse((await callers.adminClient.patch(`/api/admin/news/${draft.id}/toggle-publish`)).body);
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    const unpublished = routes.adminToggleNews.response.parse((await callers.adminClient.patch(`/api/admin/news/${draft.id}/toggle-publish`)).body);
    // Publishing again later keeps the first publication date.
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });

    expect((await callers.adminClient.delete(`/api/admin/news/${draft.id}`)).body).toEqual({ ok: true });
    expect(await News.query(server.app.db).findById(draft.id)).toBeUndefined();
    expect(events.ofType('news.changed').map((e) => e.news?.id ?? null)).toEqual([draft.id, draft.id, draft.id, draft.id, null]);
    expect(await actionsOn('news', draft.id)).toEqual(['news.create', 'news.update', 'news.publish', 'news.unpublish', 'news.delete']);
    events.stop();
  });

  it('stamps publishedAt when created published', async () => {
    const created = routes.adminCreateNews.response.parse((await callers.adminClient.post('/api/admin/news', newsItem)).body);
    expect(created.isPublished).toBe(true);
    expect(created.publishedAt).not.toBeNull();
  });

  it('lists drafts and published items newest first, filtered by state and searched', async () => {
    const tag = uniqueName('Halving');
    const older = await buildNews(server.app.db, { title: `${tag} soon`, createdAt: new Date(Date.now() - 60_000) });
    const draft = await buildNews(server.app.db, { title: `${tag} draft`, isPublished: false });
    const list = async (query: string) => routes.adminListNews.response.parse((await callers.adminClient.get(`/api/admin/news?${query}`)).body).map((n) => n.id);
    expect(await list(`search=${tag.toLowerCase()}`)).toEqual([draft.id, older.id]);
    expect(await list(`search=${tag}&state=draft`)).toEqual([draft.id]);
    expect(await list(`search=${tag}&state=published`)).toEqual([older.id]);
  });

  it('answers 400 with the spec messages, and 404 for an unknown item', async () => {
    const response = await callers.adminClient.post('/api/admin/news', { title: 'Hey', content: 'short' });
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', message: 'Title must be at least 5 characters' }),
        expect.objectContaining({ path: 'content', message: 'Content must be at least 10 characters' }),
      ]),
    );
    expect((await callers.adminClient.patch('/api/admin/news/999999/toggle-publish')).status).toBe(404);
    expect((await callers.adminClient.delete('/api/admin/news/999999')).status).toBe(404);
  });
});

describe('admin airdrops', () => {
  it('creates, edits, toggles and deletes an airdrop, with events and audit rows', async () => {
    const events = captureEvents(server);
    const created = await callers.adminClient.post('/api/admin/airdrops', airdropItem);
    expect(created.status).toBe(201);
    const airdrop = routes.adminCreateAirdrop.response.parse(created.body);
    expect(airdrop).toMatchObject({ tokenSymbol: 'SCR', isActive: true, value: 125.5, websiteUrl: null, endDate: airdropItem.endDate });

    const edited = routes.adminUpdateAirdrop.response.parse((await callers.adminClient.put(`/api/admin/airdrops/${airdrop.id}`, { ...airdropItem, value: null })).body);
    expect(edited.value).toBeNull();
    const off = routes.adminToggleAirdrop.response.parse((await callers.adminClient.patch(`/api/admin/airdrops/${airdrop.id}/toggle-status`)).body);
    expect(off.isActive).toBe(false);
    const listed = routes.adminListAirdrops.response.parse((await callers.adminClient.get('/api/admin/airdrops')).body);
    expect(listed.find((a) => a.id === airdrop.id)?.isActive).toBe(false);

    expect((await callers.adminClient.delete(`/api/admin/airdrops/${airdrop.id}`)).body).toEqual({ ok: true });
    expect(events.ofType('airdrop.changed').map((e) => e.airdrop?.isActive ?? null)).toEqual([true, true, false, null]);
    expect(await actionsOn('airdrop', airdrop.id)).toEqual(['airdrop.create', 'airdrop.update', 'airdrop.deactivate', 'airdrop.delete']);
    events.stop();
  });

  it('lists inactive airdrops too, newest first', async () => {
    const inactive = await buildAirdrop(server.app.db, { isActive: false });
    const listed = routes.adminListAirdrops.response.parse((await callers.adminClient.get('/api/admin/airdrops')).body);
    expect(listed[0]!.id).toBe(inactive.id);
  });

  it('answers 400 with the spec messages', async () => {
    const response = await callers.adminClient.post('/api/admin/airdrops', { title: 'A', description: 'short', projectName: 'x', tokenSymbol: '', registrationUrl: 'not a url' });
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', message: 'Title must be at least 3 characters.' }),
        expect.objectContaining({ path: 'description', message: 'Description must be at least 10 characters.' }),
        expect.objectContaining({ path: 'projectName', message: 'Project name must be at least 2 characters.' }),
        expect.objectContaining({ path: 'tokenSymbol', message: 'Token symbol is required.' }),
        expect.objectContaining({ path: 'registrationUrl', message: 'Please enter a valid URL.' }),
        expect.objectContaining({ path: 'endDate', message: 'End date is required.' }),
      ]),
    );
  });
});
