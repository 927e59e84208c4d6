import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { registerFresh, toastTitled } from './support/account';
import { signIn } from './support/auth';

test.describe('contact support', () => {
  test('the contact form sends a message that becomes a ticket; a new ticket can be opened from here', async ({ page }) => {
    await registerFresh(page, 'sup');
    await page.goto('/settings/support');
    await expect(page.getByText('0 active · 0 closed')).toBeVisible();

    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Subject is required')).toBeVisible();
    await expect(contact.getByText('Message must be at least 10 characters')).toBeVisible();
    await contact.getByLabel('Subject').fill('Invoice for my company');
    await contact.getByLabel('Message').fill('Can I get an invoice with my company name for the premium plan?');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastTitled(page, 'Message sent')).toBeVisible();
    await expect(contact.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByText('1 active · 0 closed')).toBeVisible();

    await page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Support Ticket' });
    await dialog.getByLabel('Subject').fill('Futures leverage question');
    await dialog.getByLabel('Message').fill('Is 10x leverage fine with the targets of the BTC futures signal?');
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(toastTitled(page, 'Ticket Created')).toBeVisible();
    await expect(page.getByText('2 active · 0 closed')).toBeVisible();
    await page.getByRole('link', { name: 'View all tickets' }).click();
    await expect(page.getByRole('tab', { name: 'Active (2)' })).toBeVisible();
  });

  test('live chat says plainly that support answers through tickets, with hours; premium members see priority support @mobile', async ({ page }) => {
    await registerFresh(page, 'sup');
    await page.goto('/settings/support');
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await expect(page.getByText('Support answers through tickets')).toBeVisible();
    await expect(page.getByText('Monday to Friday, 9am-6pm EST')).toBeVisible();
    await expect(page.getByText(/within 24 hours/)).toBeVisible();
    await expect(page.getByText(/^Priority support/)).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.goto('/settings/support');
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await expect(page.getByText(/^Priority support/)).toBeVisible();
    // Priority, within the hours it sits beside: nothing promises support around the clock.
    await expect(page.getByText('Your tickets go to the front of the queue in support hours.')).toBeVisible();
    await expect(page.getByText(/24\/7|day and night/)).toHaveCount(0);
  });
});
