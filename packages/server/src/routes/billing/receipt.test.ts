import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment as PaymentDto } from '@signals/protocol';
import { OutboxMessage, Payment, Plan, Subscription, User } from '../../db/models/index.js';
import { formatDay } from '../../dates.js';
import { CONFIRMATIONS, startChainTestServer, type ChainTestServer } from '../../../test/support/chain/chainServer.js';
import { buildPayment, paymentClaim } from '../../../test/support/factories/payments.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { startMailbox, type Mailbox } from '../../../test/support/mailbox.js';
import { withSettings } from '../../../test/support/settings.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

const SITE = { site_name: 'Signal Desk', support_email: 'help@signal-desk.example' };

/** The receipt number of a payment settled at `settled`: its year, its id. */
const numberOf = (paymentId: number, settled: Date) => `R-${settled.getUTCFullYear()}-${String(paymentId).padStart(6, '0')}`;
/** When a payment settled, as stored. */
const settledAt = async (db: TestServer['app']['db'], paymentId: number) => (await Payment.query(db).findById(paymentId))!.reviewedAt!;
const receiptOf = (client: TestClient, paymentId: number) => client.get<unknown>(`/api/payments/${paymentId}/receipt`);

/** The period a payment paid for, as the receipt writes it in `language`. */
async function periodText(db: TestServer['app']['db'], paymentId: number, language: 'en' | 'de', joiner: string): Promise<string> {
  const payment = await Payment.query(db).findById(paymentId);
  const period = await Subscription.query(db).findById(payment!.subscriptionId!);
  return `${formatDay(period!.startDate, language)}${joiner}${formatDay(period!.endDate, language)}`;
}

describe('receipts of approved claims and cards', () => {
  let mailbox: Mailbox;
  let server: TestServer;
  let callers: Awaited<ReturnType<typeof adminCallers>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({ SMTP_URL: mailbox.url });
    callers = await adminCallers(server);
    await withSettings(server.app.db, {
      ...SITE,
      enable_email_notifications: 'true',
      enable_usdt_payments: 'true',
      usdt_wallet_address: '0x1111111111111111111111111111111111111111',
      premium_subscription_price: '60',
    });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const approve = async (paymentId: number) => expect((await callers.adminClient.put(`/api/admin/payments/${paymentId}/approve`)).status).toBe(200);

  it('an approved claim has a printable receipt in the member’s language, e-mailed to them with its link; no one else reads it', async () => {
    const { user, client } = await signedInUser(server);
    await User.query(server.app.db).patch({ language: 'de' }).where('id', user.id);
    const claim = paymentClaim('usdt');
    const submitted = await client.post<PaymentDto>('/api/payment', claim);
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;

    // Not settled yet: no receipt, as for a payment that does not exist.
    expect((await receiptOf(client, id)).status).toBe(404);

    await approve(id);
    const page = await receiptOf(client, id);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Read in the browser, not downloaded; nothing but its own style sheet may apply.
    expect(page.headers.get('content-disposition')).toBeNull();
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    const html = page.text;
    const settled = await settledAt(server.app.db, id);
    const number = numberOf(id, settled);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>Quittung ${number} · Signal Desk</title>`);
    expect(html).toContain(`<p class="number">${number}</p>`);
    expect(html).toContain(`<th scope="row">Zahlungsdatum</th><td>${formatDay(settled, 'de')}</td>`);
    expect(html).toContain(`<th scope="row">Mitglied</th><td>${user.username}</td>`);
    expect(html).toContain('<th scope="row">Tarif</th><td>Monthly, 1 Monat</td>');
    expect(html).toContain(`<th scope="row">Zeitraum</th><td>${await periodText(server.app.db, id, 'de', ' bis ')}</td>`);
    expect(html).toContain('<tr class="total"><th scope="row">Gesamtbetrag</th><td>60 USD</td></tr>');
    expect(html).toContain('<th scope="row">Token-Betrag</th><td>60 USDT</td>');
    // The hash in full, beside its link on the network's explorer.
    expect(html).toContain(`<th scope="row">Transaktion</th><td><code>${claim.transactionId}</code><a class="lookup" href="https://bscscan.com/tx/${claim.transactionId}"`);
    expect(html).toContain('>Auf BscScan ansehen</a>');
    expect(html).toContain('<p class="site">Signal Desk</p>');
    expect(html).toContain('<a href="mailto:help@signal-desk.example">help@signal-desk.example</a>');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|<link|src=/i);

    // The e-mail is the receipt, with its link; the approval sends no second e-mail saying the same.
    await server.app.outbox.runOnce();
    const mail = await mailbox.next(user.email);
    // The app's address, which signs the reader in before it opens the printable page.
    const link = `${server.config.publicUrl}/receipts/${id}`;
    expect(mail.parsed.subject).toBe(`Ihre Quittung ${number} von Signal Desk`);
    expect(mail.parsed.text).toContain(`Hallo ${user.username},`);
    expect(mail.parsed.text).toMatch(/Premium ist bis zum .+ aktiv\./);
    expect(mail.parsed.text).toContain(`Quittungsnummer: ${number}`);
    expect(mail.parsed.text).toContain('Gesamtbetrag: 60 USD');
    expect(mail.parsed.text).toContain(`Transaktion: ${claim.transactionId}`);
    expect(mail.parsed.text).toContain(`Quittung ansehen und drucken: ${link}`);
    expect(mail.parsed.html).toContain(`href="${link}"`);
    const emails = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).orderBy('id');
    expect(emails.map((row) => row.subject)).toEqual([`Ihre Quittung ${number} von Signal Desk`]);

    // Another member's receipt is missing to them; an admin reads any, in the admin's language; nobody signed out does.
    const stranger = await signedInUser(server);
    const refused = await receiptOf(stranger.client, id);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ message: 'Payment not found' });
    const asAdmin = await receiptOf(callers.adminClient, id);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.text).toContain('<h1>Receipt</h1>');
    expect((await receiptOf(server.client(), id)).status).toBe(401);
    expect((await receiptOf(client, 999_999)).status).toBe(404);
  });

  it('a rejected payment has no receipt', async () => {
    const { user, client } = await signedInUser(server);
    const payment = await buildPayment(server.app.db, { userId: user.id });
    expect((await callers.adminClient.put(`/api/admin/payments/${payment.id}/reject`, { reason: 'No such transfer' })).status).toBe(200);
    expect((await receiptOf(client, payment.id)).status).toBe(404);
  });

  it('states the plan, its price and the promo code’s discount; a card payment names its reference and links nowhere', async () => {
    const { user, client } = await signedInUser(server);
    const quarterly = await Plan.query(server.app.db).insertAndFetch({ code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0, isActive: true });
    const payment = await buildPayment(server.app.db, {
      userId: user.id,
      paymentMethod: 'card',
      currency: 'USD',
      transactionId: 'pi_3Receipt0000000000000001',
      fromAddress: null,
      amount: 140,
      planId: quarterly.id,
      promoCode: 'SPRING20',
      discountUsd: 20,
    });
    await approve(payment.id);
    const html = (await receiptOf(client, payment.id)).text;
    expect(html).toContain('<th scope="row">Plan</th><td>Quarterly, 3 months</td>');
    expect(html).toContain(`<th scope="row">Period</th><td>${await periodText(server.app.db, payment.id, 'en', ' to ')}</td>`);
    expect(html).toContain('<th scope="row">Price</th><td>160 USD</td>');
    expect(html).toContain('<th scope="row">Promo code SPRING20</th><td>−20 USD</td>');
    expect(html).toContain('<tr class="total"><th scope="row">Total paid</th><td>140 USD</td></tr>');
    expect(html).toContain('<th scope="row">Paid with</th><td>Card</td>');
    expect(html).toContain('<th scope="row">Payment reference</th><td><code>pi_3Receipt0000000000000001</code></td>');
    expect(html).not.toContain('Token amount');
    expect(html).not.toContain('class="lookup"');
  });

  it('escapes whatever a member or an admin wrote: a hostile username and site name stay text', async () => {
    const restore = await withSettings(server.app.db, { site_name: '<Signals & "Co">' });
    try {
      const hostile = await buildUser(server.app.db, { username: `<img src=x onerror="alert(1)">'&`, email: 'hostile@example.com' });
      const payment = await buildPayment(server.app.db, { userId: hostile.id });
      await approve(payment.id);
      const html = (await receiptOf(callers.adminClient, payment.id)).text;
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<Signals');
      expect(html).toContain('<td>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;</td>');
      expect(html).toContain('<p class="site">&lt;Signals &amp; &quot;Co&quot;&gt;</p>');
    } finally {
      await restore();
    }
  });
});

describe('the receipt of a chain payment', () => {
  let paid: ChainTestServer;

  beforeAll(async () => {
    paid = await startChainTestServer();
  }, 60_000);
  afterAll(async () => {
    await paid?.close();
  });

  it('states the tokens received, what the excess bought, and the transaction in full with its explorer link', async () => {
    const { chain, server } = paid;
    const member = await paid.payer();
    const hash = await chain.transfer(chain.accounts[1]!, member.address, '61.5');
    await paid.pass();
    await chain.mine(CONFIRMATIONS);
    await paid.pass();
    const [payment] = await paid.paymentsOf(member.id);
    expect(payment).toMatchObject({ status: 'completed', transactionId: hash });

    const page = await receiptOf(member.client, payment!.id);
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain(`<p class="number">${numberOf(payment!.id, payment!.reviewedAt!)}</p>`);
    expect(html).toContain('<th scope="row">Plan</th><td>Monthly, 1 month</td>');
    expect(html).toContain(`<th scope="row">Period</th><td>${await periodText(server.app.db, payment!.id, 'en', ' to ')}</td>`);
    expect(html).toContain('<tr class="total"><th scope="row">Total paid</th><td>60 USD</td></tr>');
    expect(html).toContain('<th scope="row">Paid with</th><td>USDT on BNB Smart Chain (BEP20)</td>');
    expect(html).toContain('<th scope="row">Token amount</th><td>61.5 USDT</td>');
    expect(html).toMatch(/<tr class="note"><th scope="row"><\/th><td>1\.5 USDT above the price added [\d.]+ days? of Premium\.<\/td><\/tr>/);
    expect(html).toContain(`<td><code>${hash}</code><a class="lookup" href="https://bscscan.com/tx/${hash}" rel="noopener noreferrer" target="_blank">View on BscScan</a></td>`);

    // Another member's: missing.
    const other = await paid.payer();
    expect((await receiptOf(other.client, payment!.id)).status).toBe(404);
  });
});
