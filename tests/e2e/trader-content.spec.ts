import { expect, test } from './support/test';
import { DEMO, newAccount } from './support/accounts';
import { signIn, watchConsole } from './support/auth';
import { adminSession, liveReady, registerInUi } from './support/trader';

test.describe('home, news and airdrops', () => {
  test('home shows the community banner, live counts, signals by tab and the latest news @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    const banner = page.getByRole('link', { name: /Join our Telegram community/ });
    await expect(banner).toHaveAttribute('target', '_blank');
    await expect(banner).toHaveAttribute('rel', /noopener/);

    const counts = page.getByRole('navigation', { name: 'Active signals by type' });
    await expect(counts.getByRole('link', { name: /Forex\s*\d+/ })).toBeVisible();

    const latest = page.getByRole('region', { name: 'Latest Signals' });
    await expect(latest.getByRole('list', { name: 'Latest signals' }).getByRole('listitem')).toHaveCount(4);
    await latest.getByRole('tab', { name: 'Forex' }).click();
    await expect(latest.getByRole('tab', { name: 'Forex' })).toHaveAttribute('aria-selected', 'true');
    await expect(latest.getByRole('link', { name: /EUR\/USD/ })).toBeVisible();
    await expect(latest.getByRole('link', { name: /ADA\/USDT/ })).toHaveCount(0);

    const news = page.getByRole('region', { name: 'Latest News' });
    await expect(news.getByRole('listitem')).toHaveCount(4);
    expect(errors).toEqual([]);
  });

  test('news lists published stories with their dates, and a story published live appears', async ({ page, browser, baseURL }) => {
    await registerInUi(page, newAccount('news'));
    const live = liveReady(page);
    await page.goto('/news');
    await live;
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    // Stories without a picture show the local placeholder, never a broken image.
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const admin = await adminSession(browser, baseURL);
    const title = `Live story ${Date.now()}`;
    const created = await admin.request.post('/api/admin/news', { data: { title, content: 'Published while the reader had the page open.' } });
    expect(created.status()).toBe(201);
    const story = page.getByRole('article').filter({ hasText: title });
    await expect(story).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(title);

    // Unpublished or deleted, it leaves the list live.
    const { id } = (await created.json()) as { id: number };
    expect((await admin.request.delete(`/api/admin/news/${id}`)).ok()).toBe(true);
    await admin.close();
    await expect(story).toHaveCount(0);
  });

  test('a news picture that fails to load is replaced by the placeholder', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    // The server's stories carry no pictures: give the first one a picture that cannot load.
    await page.route('**/api/news', async (route) => {
      const response = await route.fetch();
      const items = (await response.json()) as { imageUrl: string | null }[];
      await route.fulfill({ response, json: items.map((item, index) => (index === 0 ? { ...item, imageUrl: '/no-such-picture.png' } : item)) });
    });
    await page.route('**/no-such-picture.png', (route) => route.abort());
    await page.goto('/news');
    const picture = page.getByRole('article').first().locator('img');
    await expect(picture).toHaveAttribute('src', /^data:image\/svg|placeholder/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('airdrops show the active ones; Participate opens the registration page and says so', async ({ page, context }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/airdrops');
    await expect(page.getByRole('heading', { level: 1, name: 'Airdrops' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(`${await cards.count()} Active`)).toBeVisible();
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();

    // The registration page opens in a new tab (its host is not reachable here, the tab is enough).
    await context.route(/\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Registration</title>' }));
    const popup = context.waitForEvent('page');
    await cards.first().getByRole('button', { name: /Participate/ }).click();
    const opened = await popup;
    expect(opened.url()).toMatch(/^https:\/\/[a-z]+\.example\//);
    await expect(page.getByText('Airdrop Link Opened', { exact: true })).toBeVisible();
    await opened.close();
  });

  test('a screen whose code cannot load says so and offers a reload; other pages still work', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    // As after a deploy that removed the old build's chunks.
    await page.route(/\/assets\/NewsScreen-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).first().click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('a newer version of the app is out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

    // Moving on inside the app clears the error.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' }).first().click();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Free Signals' }).getByRole('link').first()).toBeVisible();

    // Once the chunk is back, reloading shows the screen.
    await page.unroute(/\/assets\/NewsScreen-[^/]+\.js$/);
    await page.goto('/news');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

