import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminSession, newMember, uniqueTag } from './support/admin';
import { startImageHost, type ImageHost } from './support/httpsImages';

/**
 * Issue 15, item 5: pictures an admin links to (on another site, over HTTPS)
 * show on the news and airdrop cards, and the offered video players may be
 * framed, with no Content-Security-Policy violation. The picture host is a
 * local HTTPS server with a self-signed certificate, so these contexts ignore
 * certificate errors. What the test creates is deleted at its end: the
 * pictures' host goes away with the test.
 */
test.use({ ignoreHTTPSErrors: true });

let host: ImageHost;
test.beforeAll(async () => {
  host = await startImageHost();
});
test.afterAll(async () => {
  await host.close();
});

/** Records every CSP violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      console.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

/** The picture has loaded from the host: a real image, not a placeholder. */
async function expectLoaded(image: Locator, url: string): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(640);
}

/** Deletes the news items and airdrops with these titles, so no card is left pointing at a host that is gone. */
async function removeMade(page: Page, newsTitle: string, dropTitle: string): Promise<void> {
  const news = (await (await page.request.get('/api/admin/news')).json()) as { id: number; title: string }[];
  const drops = (await (await page.request.get('/api/admin/airdrops')).json()) as { id: number; title: string }[];
  for (const { id } of news.filter((item) => item.title === newsTitle)) {
    expect((await page.request.delete(`/api/admin/news/${id}`)).ok()).toBe(true);
  }
  for (const { id } of drops.filter((item) => item.title === dropTitle)) {
    expect((await page.request.delete(`/api/admin/airdrops/${id}`)).ok()).toBe(true);
  }
}

test.describe('pictures and videos from other sites', () => {
  test('an admin saves a news item and an airdrop with an https picture: both show, for the admin and for members, and the video frame is allowed @mobile', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const newsTitle = `Spot flows ${tag}`;
    const dropTitle = `Bridge season ${tag}`;
    const newsPicture = host.url(`news-${tag}.png`);
    const dropPicture = host.url(`drop-${tag}.png`);
    const violations = await watchPolicy(page);
    await adminSession(page);
    const member = await newMember(browser, 'img');
    try {
      // News: a picture and a YouTube link, through the form; an http picture is refused with the reason.
      await page.goto('/admin/news');
      await page.getByRole('button', { name: 'Add News' }).click();
      const newsForm = page.getByRole('dialog', { name: 'Add News' });
      await newsForm.getByLabel('Title').fill(newsTitle);
      await newsForm.getByLabel('Content').fill('Inflows into spot funds turned positive for the first time this month.');
      await newsForm.getByLabel('Image URL').fill(newsPicture.replace('https:', 'http:'));
      await newsForm.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await newsForm.getByRole('button', { name: 'Add News' }).click();
      await expect(newsForm.getByText('Image URL must start with https://')).toBeVisible();
      await newsForm.getByLabel('Image URL').fill(newsPicture);
      await newsForm.getByRole('button', { name: 'Add News' }).click();
      await expect(page.getByText('News created', { exact: true })).toBeVisible();
      await expectLoaded(page.getByRole('listitem').filter({ hasText: newsTitle }).locator('img'), newsPicture);

      // Airdrop: a picture, through the form.
      await page.goto('/admin/airdrops');
      await page.getByRole('button', { name: 'Add New Airdrop' }).click();
      const dropForm = page.getByRole('dialog', { name: 'Add New Airdrop' });
      await dropForm.getByLabel('Title').fill(dropTitle);
      await dropForm.getByLabel('Project Name').fill('Bridge Labs');
      await dropForm.getByLabel('Token Symbol').fill('brg');
      await dropForm.getByLabel('Description').fill('Bridge twice and hold the token through the snapshot.');
      await dropForm.getByLabel('Registration URL').fill('https://example.com/bridge');
      await dropForm.getByLabel('Image URL').fill(dropPicture);
      await dropForm.getByRole('button', { name: 'Add Airdrop' }).click();
      await expect(page.getByText('Airdrop has been created')).toBeVisible();
      await expectLoaded(page.getByRole('listitem').filter({ hasText: dropTitle }).locator('img'), dropPicture);
      expect(await violations()).toEqual([]);

      // A member reads them.
      const reader = member.page;
      const readerViolations = await watchPolicy(reader);
      await reader.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
      await reader.goto('/news');
      const story = reader.getByRole('article').filter({ hasText: newsTitle });
      await expectLoaded(story.locator('img'), newsPicture);
      // The video plays in the card from the privacy-enhanced player, which the policy allows to be framed.
      await story.getByRole('button', { name: `Play video: ${newsTitle}` }).click();
      await expect(story.getByTitle(`Video: ${newsTitle}`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');

      await reader.goto('/airdrops');
      await expectLoaded(reader.getByRole('article').filter({ hasText: dropTitle }).locator('img'), dropPicture);
      expect(await readerViolations()).toEqual([]);
      expect(host.requested).toEqual(expect.arrayContaining([`/news-${tag}.png`, `/drop-${tag}.png`]));
    } finally {
      await member.context.close();
      await removeMade(page, newsTitle, dropTitle);
    }
  });
});
