import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Airdrop as AirdropSchema, MESSAGES, News as NewsSchema } from '@signals/protocol';
import { buildAirdrop, buildNews } from '../../../test/support/factories/content.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  member = (await signedInUser(server)).client;
});
afterAll(async () => {
  await server.close();
});

/** The ids of `rows` that this test built, in the order the API gave them. */
function idsAmong(rows: Array<{ id: number }>, built: Array<{ id: number }>): number[] {
  const mine = new Set(built.map((row) => row.id));
  return rows.map((row) => row.id).filter((id) => mine.has(id));
}

describe('GET /api/news', () => {
  it('lists published news only, newest publication first, the id breaking ties', async () => {
    const base = Date.now();
    const oldest = await buildNews(server.app.db, { publishedAt: new Date(base - 3 * HOUR_MS) });
    const newest = await buildNews(server.app.db, { publishedAt: new Date(base - HOUR_MS) });
    const tieFirst = await buildNews(server.app.db, { publishedAt: new Date(base - 2 * HOUR_MS) });
    const tieSecond = await buildNews(server.app.db, { publishedAt: new Date(base - 2 * HOUR_MS) });
    // Written after the others but published earlier: the publication date orders, not the id.
    const backdated = await buildNews(server.app.db, { publishedAt: new Date(base - 4 * HOUR_MS) });
    const draft = await buildNews(server.app.db, { isPublished: false });

    const response = await member.get('/api/news');
    expect(response.status).toBe(200);
    const news = z.array(NewsSchema).parse(response.body);
    expect(idsAmong(news, [oldest, newest, tieFirst, tieSecond, backdated, draft])).toEqual([newest.id, tieSecond.id, tieFirst.id, oldest.id, backdated.id]);
    expect(news.every((item) => item.isPublished)).toBe(true);
  });

  it('puts a published item without a publication date after the dated ones', async () => {
    const undated = await buildNews(server.app.db, { publishedAt: null });
    const dated = await buildNews(server.app.db, { publishedAt: new Date(Date.now() - 100 * 24 * HOUR_MS) });
    const news = z.array(NewsSchema).parse((await member.get('/api/news')).body);
    expect(idsAmong(news, [undated, dated])).toEqual([dated.id, undated.id]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await server.client().get('/api/news');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});

describe('GET /api/airdrops', () => {
  it('lists active airdrops only, newest first, with what the card shows', async () => {
    const older = await buildAirdrop(server.app.db, { tokenSymbol: 'OLD', value: 120.5 });
    const inactive = await buildAirdrop(server.app.db, { isActive: false });
    const newer = await buildAirdrop(server.app.db, { tokenSymbol: 'NEW', value: null });

    const response = await member.get('/api/airdrops');
    expect(response.status).toBe(200);
    const airdrops = z.array(AirdropSchema).parse(response.body);
    expect(idsAmong(airdrops, [older, inactive, newer])).toEqual([newer.id, older.id]);
    expect(airdrops.every((airdrop) => airdrop.isActive)).toBe(true);
    expect(airdrops.find((a) => a.id === older.id)).toMatchObject({ tokenSymbol: 'OLD', value: 120.5, registrationUrl: 'https://example.com/join' });
    expect(airdrops.find((a) => a.id === newer.id)).toMatchObject({ value: null });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await server.client().get('/api/airdrops');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});
