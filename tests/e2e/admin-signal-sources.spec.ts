import { createHmac } from 'node:crypto';
import { SIGNAL_HOOK_SIGNATURE_HEADER } from '@signals/protocol';
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { adminSession, uniqueTag } from './support/admin';
import { seriousViolations } from './support/axe';

/** Posts a delivery to a source's hook as a bot would, from this process: the body signed with the secret, or not. */
async function deliver(url: string, body: Record<string, unknown>, secret: string): Promise<{ status: number; answer: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNAL_HOOK_SIGNATURE_HEADER]: `sha256=${createHmac('sha256', secret).update(text).digest('hex')}` },
    body: text,
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

test.describe('signals from webhook sources', () => {
  // @mobile: the same journey on a phone, where the sources are cards and the tabs share a row.
  test('an admin makes a draft-mode source, a signed alert waits on the draft desk live, is published, and a refused one shows in the log @mobile', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag(4);
    const name = `Breakout ${tag}`;
    const pair = `Q${tag}/USDT`;
    await adminSession(page);
    await page.goto('/admin/signals/sources');
    await expect(page.getByRole('heading', { level: 1, name: 'Signal Management' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Signals section' });
    await expect(tabs.getByRole('link', { name: 'Sources' })).toHaveAttribute('aria-current', 'page');

    // The form says what is wrong before anything is made: the server's own rules.
    await page.getByRole('button', { name: 'New source' }).click();
    const form = page.getByRole('dialog', { name: 'New source' });
    await form.getByLabel('Allowed IPs').fill('203.0.113.7\n300.1.1.1');
    await form.getByRole('button', { name: 'Create source' }).click();
    await expect(form.getByText('Name the source')).toBeVisible();
    await expect(form.getByText('300.1.1.1: Write an IP address or a range like 203.0.113.0/24')).toBeVisible();
    await form.getByLabel('Name *').fill(name);
    await form.getByLabel('Allowed IPs').fill('');
    await expect(form.getByLabel('Mode')).toHaveValue('draft');
    await form.getByText('Premium signals', { exact: true }).click();
    await form.getByRole('button', { name: 'Create source' }).click();
    await expect(form).toBeHidden();

    // The one time the secret shows: with its URL, a plain warning, and how to send to it.
    const panel = page.getByRole('region', { name: `${name} is ready` });
    await expect(panel.getByText('Copy the secret now: it will not be shown again.')).toBeVisible();
    const [url = '', secret = ''] = await panel.locator('dd code').allTextContents();
    expect(url).toMatch(/\/api\/hooks\/signals\/[A-Za-z0-9_-]{16,}$/);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await expect(panel.getByRole('region', { name: 'TradingView alert message' })).toContainText(`"secret": "${secret}"`);
    await expect(panel.getByRole('region', { name: 'TradingView alert message' })).toContainText('"pair": "{{ticker}}"');
    await expect(panel.getByRole('region', { name: 'Signed request (curl)' })).toContainText('openssl dgst -sha256 -hmac "$SECRET"');
    await expect(panel.getByRole('region', { name: 'Signed request (curl)' })).toContainText(url);
    const row = page.locator('tr, li').filter({ hasText: name }).filter({ has: page.getByRole('button', { name: `Delete ${name}` }) });
    await expect(row).toContainText('Draft desk');
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('Never');
    await panel.getByRole('button', { name: 'I have copied the secret' }).click();
    await expect(panel).toBeHidden();
    // Nobody can read it back: no answer of the list carries it.
    expect(JSON.stringify(await (await page.request.get('/api/admin/signal-sources')).json())).not.toContain(secret);

    // The draft desk, opened from its tab, before anything is sent.
    await tabs.getByRole('link', { name: /^Drafts/ }).click();
    await expect(page).toHaveURL(/\/admin\/signals\/drafts$/);
    const desk = page.getByRole('main');
    await expect(desk.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(desk.getByText(pair)).toHaveCount(0);

    const sent = await deliver(
      url,
      { pair: `BINANCE:Q${tag}USDT.P`, side: 'long', entry: 100, tp1: 110, sl: 95, exchange: 'Binance', leverage: 10, note: 'Range breakout on volume', id: `first-${tag}` },
      secret,
    );
    expect(sent, JSON.stringify(sent.answer)).toMatchObject({ status: 202, answer: { status: 'draft' } });

    // It arrives without a reload, premium as its source is, and the tab counts it.
    const card = desk.getByRole('listitem').filter({ hasText: pair });
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toContainText(name);
    await expect(card).toContainText('Premium');
    await expect(card).toContainText('Long');
    await expect(card).toContainText('Leverage10x');
    await expect(card).toContainText('Range breakout on volume');
    await expect(tabs.getByRole('link', { name: /^Drafts/ })).toContainText(/waiting/);

    await card.getByRole('button', { name: `Publish the ${pair} draft`, exact: true }).click();
    await expect(page.getByText('Signal published', { exact: true })).toBeVisible();
    await expect(card).toBeHidden();
    const published = (await (await page.request.get(`/api/admin/signals?search=${encodeURIComponent(pair)}`)).json()) as { items: { id: number; pair: string; isPremium: boolean }[] };
    expect(published.items).toEqual([expect.objectContaining({ pair, isPremium: true })]);

    // A stop on the wrong side of a long is refused by the signal form's rules, and a forged signature never gets in.
    const refused = await deliver(url, { pair: `Q${tag}USDT`, side: 'long', entry: 100, tp1: 110, sl: 105, exchange: 'Binance', leverage: 10 }, secret);
    expect(refused, JSON.stringify(refused.answer)).toMatchObject({ status: 202, answer: { status: 'rejected' } });
    const forged = await deliver(url, { pair: `Q${tag}USDT`, side: 'long', entry: 100, tp1: 110, sl: 95, exchange: 'Binance', leverage: 10 }, 'not-the-secret');
    expect(forged.status).toBe(401);

    await tabs.getByRole('link', { name: 'Sources' }).click();
    await expect(row).toContainText('The signature or the secret does not match');
    await row.getByRole('button', { name: `Delivery log of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries: ${name}` });
    const entries = log.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    // Newest first: the refusal with its reason in words, then the published one with its signal.
    await expect(entries.nth(0)).toContainText('Rejected');
    await expect(entries.nth(0)).toContainText('Stop loss must be below the entry price for a long signal');
    await entries.nth(0).getByText('Body as received').click();
    await expect(entries.nth(0).locator('pre')).toContainText('"sl": 105');
    await expect(entries.nth(1)).toContainText('Published');
    await expect(entries.nth(1).getByRole('link', { name: `Signal #${published.items[0]?.id}` })).toHaveAttribute('href', `/signals/${published.items[0]?.id}`);
    await log.getByRole('button', { name: 'Close' }).last().click();
    await expect(log).toBeHidden();
  });

  test('the staff push’s link opens the draft desk directly, and a draft another admin decided leaves it', async ({ page, browser }) => {
    const tag = uniqueTag(4);
    const pair = `W${tag}/USDT`;
    await adminSession(page);
    const created = await page.request.post('/api/admin/signal-sources', { data: { name: `Desk ${tag}`, mode: 'draft' } });
    expect(created.status(), await created.text()).toBe(201);
    const source = (await created.json()) as { url: string; secret: string };
    await page.goto('/admin/signals/drafts');
    await expect(page.getByRole('navigation', { name: 'Signals section' }).getByRole('link', { name: /^Drafts/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // TradingView's way: the secret in the body, no signature.
    const response = await fetch(source.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ secret: source.secret, type: 'forex', pair: `W${tag}USDT`, side: 'sell', entry: 1.1, tp1: 1.09, sl: 1.11 }),
    });
    expect(response.status).toBe(202);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: pair });
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(card).toContainText('Free');

    // Another admin discards it first: this desk drops it, and a late click says it was decided.
    const other = await browser.newContext();
    const login = await other.request.post('/api/login', { data: { username: DEMO.admin.username, password: DEMO.admin.password } });
    expect(login.ok()).toBe(true);
    const drafts = (await (await other.request.get('/api/admin/signal-drafts')).json()) as { id: number; values: { pair: string } }[];
    const draft = drafts.find((candidate) => candidate.values.pair === pair);
    expect(draft).toBeDefined();
    expect((await other.request.post(`/api/admin/signal-drafts/${draft?.id}/discard`)).status()).toBe(200);
    await expect(card).toBeHidden({ timeout: 10_000 });
    expect((await other.request.post(`/api/admin/signal-drafts/${draft?.id}/publish`, { data: {} })).status()).toBe(409);
    await other.close();
  });

  test('the secret panel, a draft on the desk and the delivery log have no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag(4);
    const name = `Scan ${tag}`;
    await adminSession(page);
    await page.goto('/admin/signals/sources');
    await page.getByRole('button', { name: 'New source' }).click();
    const form = page.getByRole('dialog', { name: 'New source' });
    await form.getByLabel('Name *').fill(name);
    await form.getByRole('button', { name: 'Create source' }).click();
    const panel = page.getByRole('region', { name: `${name} is ready` });
    await expect(panel).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [url = '', secret = ''] = await panel.locator('dd code').allTextContents();
    await panel.getByRole('button', { name: 'I have copied the secret' }).click();

    const sent = await deliver(url, { type: 'arbitrage', pair: `S${tag}USDT`, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 1, sellPrice: 1.02, note: 'Spread opened' }, secret);
    expect(sent.status).toBe(202);
    await page.goto('/admin/signals/drafts');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: `S${tag}/USDT` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/signals/sources');
    await page.getByRole('button', { name: `Delivery log of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries: ${name}` });
    await log.getByText('Body as received').click();
    await expect(log.locator('pre')).toContainText('Spread opened');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
