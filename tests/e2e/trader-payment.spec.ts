import { expect, test } from './support/test';
import { DEMO, newAccount } from './support/accounts';
import { signIn, watchConsole } from './support/auth';
import { adminSession, decidePayment, liveReady, publishPremiumTrade, randomTxId, randomWallet, registerInUi } from './support/trader';

test.describe('paying for premium', () => {
  test('a member pays in USDT, an admin approves, and premium unlocks live without a reload @mobile', async ({ page, browser, baseURL }) => {
    const errors = watchConsole(page);
    const { id } = await publishPremiumTrade(browser, baseURL);
    const account = newAccount('pay');
    await registerInUi(page, account);
    const live = liveReady(page);
    await page.goto('/signals');
    await live;

    // The premium signal is locked to begin with.
    const locked = page.getByRole('region', { name: 'Premium Signals' }).locator(`a[data-signal-id="${id}"]`);
    await expect(locked).toContainText('Premium details locked');
    await locked.click();
    await expect(page.getByText('This is a Premium signal')).toBeVisible();
    const signalPath = new URL(page.url()).pathname;

    // Premium page → USDT payment, all by in-app navigation from here on.
    await page.getByRole('link', { name: 'Unlock Premium Signal' }).click();
    await expect(page.getByRole('heading', { name: 'Premium Membership' })).toBeVisible();
    await expect(page.getByText('1 month · $60.00', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Continue with USDT Payment' }).click();
    await expect(page).toHaveURL(/\/payment\?(.*&)?method=usdt/);
    await expect(page.getByText(/Send exactly 60 USDT/)).toBeVisible();
    await expect(page.getByLabel('Amount (USDT)')).toHaveValue('60');

    // The schema's messages, then a valid submission.
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByText('Transaction ID is required')).toBeVisible();
    await expect(page.getByText('Sending wallet address is required for USDT payments')).toBeVisible();
    await page.getByLabel('Transaction ID').fill('not-a-hash');
    await page.getByLabel('Sending wallet address').fill('0x1234');
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByText('A BEP20 transaction ID is 0x followed by 64 hexadecimal characters').last()).toBeVisible();
    await expect(page.getByText('A BEP20 sending wallet address is 0x followed by 40 hexadecimal characters')).toBeVisible();
    await page.getByLabel('Transaction ID').fill(randomTxId());
    await page.getByLabel('Sending wallet address').fill(randomWallet());
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    // The spec's flow: told it is being processed, then home, where the claim stays in sight.
    await expect(page.getByText('Payment submitted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your payment is being reviewed')).toBeVisible();

    // While it waits, the premium page shows where it stands instead of the pay buttons.
    await page.getByRole('link', { name: 'Premium', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Premium Membership' })).toBeVisible();
    await expect(page.getByText('Your payment is being reviewed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with USDT Payment' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See payment status' }).first().click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText('Payment being processed')).toBeVisible();
    const history = page.getByRole('list', { name: 'Your payments' });
    await expect(history.getByText('Being processed')).toBeVisible();
    // One claim waits at a time: the form gives way until an admin decides.
    await expect(page.getByText('You already have a payment waiting for review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toHaveCount(0);

    // An admin approves in another browser: the page turns into "You're Premium", live.
    const admin = await adminSession(browser, baseURL);
    await decidePayment(admin.request, account.username, { approve: true });
    await admin.close();

    const premium = page.getByRole('status').filter({ hasText: "You're Premium" });
    await expect(premium.getByRole('heading', { name: "You're Premium" })).toBeVisible();
    await expect(premium.getByText(/until [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'USDT' })).toHaveCount(0);
    await expect(page.getByText(/Send exactly 60 USDT/)).toHaveCount(0);
    await expect(history.getByText('Approved')).toBeVisible();
    await expect(page.getByRole('banner').locator('span').filter({ hasText: /^Premium$/ }).first()).toBeVisible();

    // Back to the signal, in the app: it now shows in full.
    await page.getByRole('link', { name: 'See premium signals' }).click();
    await expect(page).toHaveURL(/\/signals#premium-signals$/);
    const unlocked = page.getByRole('region', { name: 'Premium Signals' }).locator(`a[data-signal-id="${id}"]`);
    await expect(unlocked).toContainText('KuCoin → Coinbase');
    await unlocked.click();
    await expect(page).toHaveURL(new RegExp(`${signalPath}$`));
    await expect(page.getByRole('heading', { name: 'Arbitrage Details' })).toBeVisible();
    await expect(page.getByText('KuCoin').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a rejected payment shows its reason live', async ({ page, browser, baseURL }) => {
    const account = newAccount('reject');
    await registerInUi(page, account);
    const live = liveReady(page);
    await page.goto('/crypto-payment?method=bitcoin');
    await live;
    await expect(page.getByRole('tab', { name: 'Bitcoin', selected: true })).toBeVisible();
    await expect(page.getByText('$60 in BTC')).toBeVisible();
    // The sending address is optional on Bitcoin.
    await expect(page.getByText('Optional', { exact: true })).toBeVisible();
    await page.getByLabel('Transaction ID').fill(randomTxId().slice(2));
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'See payment status' }).click();
    await expect(page.getByText('Payment being processed')).toBeVisible();

    const admin = await adminSession(browser, baseURL);
    await decidePayment(admin.request, account.username, { approve: false, reason: 'No transfer found on chain' });
    await admin.close();

    await expect(page.getByText('Payment rejected', { exact: true })).toBeVisible();
    await expect(page.getByText('Reason: No transfer found on chain').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Support' }).first()).toHaveAttribute('href', '/settings/support');
    // Decided: the form is back for the next try.
    await expect(page.getByRole('button', { name: 'Confirm Payment' })).toBeVisible();
  });

  test('a second claim sent while one waits is refused, and the page says why @mobile', async ({ page }) => {
    const account = newAccount('twice');
    await registerInUi(page, account);
    await page.goto('/payment?method=usdt');
    await page.getByLabel('Transaction ID').fill(randomTxId());
    await page.getByLabel('Sending wallet address').fill(randomWallet());
    // Meanwhile a claim goes in from another tab of the same member.
    const other = await page.request.post('/api/payment', { data: { transactionId: randomTxId(), amount: 60, paymentMethod: 'usdt', fromAddress: randomWallet() } });
    expect(other.status()).toBe(201);
    await page.getByRole('button', { name: 'Confirm Payment' }).click();
    await expect(page.getByText('You already have a payment waiting for review').first()).toBeVisible();
    // The claim that did go in shows, with where it stands.
    await expect(page.getByText('Payment being processed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your payments' }).getByText('Being processed')).toHaveCount(1);
  });

  test('a premium member opening the payment page is sent to the profile as already subscribed', async ({ page }) => {
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Already subscribed', { exact: true })).toBeVisible();
  });

  test('card checkout asks first while a payment waits for review, then says cards are not configured and offers crypto instead', async ({ page, request }) => {
    // The demo trader has a USDT payment waiting for review: paying by card would be a second payment.
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/checkout');
    await expect(page.getByText('Your payment is being reviewed')).toBeVisible();
    await expect(page.getByRole('button', { name: /Subscribe Now/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay by card anyway' }).click();
    // The order as the server quoted it: the monthly plan at its price.
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByText('Monthly · 1 month')).toBeVisible();
    await expect(order.getByText('$60.00').last()).toBeVisible();
    await expect(page.getByText('Card payments are not configured')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe Now - $60/month' })).toBeDisabled();
    await page.getByRole('link', { name: 'Pay with USDT instead' }).click();
    await expect(page).toHaveURL(/\/payment\?plan=\d+&method=usdt$/);

    // Another plan with a code: the card would pay that quote, and USDT instead keeps both.
    const plans = (await (await page.request.get('/api/plans')).json()) as Array<{ id: number; code: string }>;
    const quarterly = plans.find((plan) => plan.code === 'quarterly')!;
    // The admin's side (the API request context is not the page's session).
    expect((await request.post('/api/login', { data: DEMO.admin })).ok()).toBe(true);
    const code = `CARD${Date.now().toString(36).toUpperCase()}`;
    expect((await request.post('/api/admin/promo-codes', { data: { code, amountOffUsd: 10 } })).status()).toBe(201);
    await page.goto(`/checkout?plan=${quarterly.id}&promo=${code.toLowerCase()}`);
    await page.getByRole('button', { name: 'Pay by card anyway' }).click();
    await expect(order.getByText('Quarterly · 3 months')).toBeVisible();
    await expect(order.getByText(`Discount (${code})`)).toBeVisible();
    await expect(order.getByText('$150.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $150 by card' })).toBeDisabled();
    await page.getByRole('link', { name: 'Pay with USDT instead' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?plan=${quarterly.id}&promo=${code.toLowerCase()}&method=usdt$`));
  });

  test('a premium member cancels, and premium is removed at once', async ({ page, request }) => {
    // Made premium through the API: register, pay, approve.
    const account = newAccount('cancel');
    expect((await request.post('/api/register', { data: account })).ok()).toBe(true);
    expect((await request.post('/api/payment', { data: { transactionId: randomTxId(), amount: 60, paymentMethod: 'usdt', fromAddress: randomWallet() } })).ok()).toBe(true);
    const adminLogin = await request.post('/api/login', { data: DEMO.admin });
    expect(adminLogin.ok()).toBe(true);
    await decidePayment(request, account.username, { approve: true });

    await signIn(page, account.username, account.password);
    await page.goto('/premium');
    await expect(page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Premium?' });
    // Why: asked before premium goes (issue 42).
    await dialog.getByText('I only need a break').click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Subscription cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText('Your premium access has been removed immediately.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with USDT Payment' })).toBeVisible();
  });
});
