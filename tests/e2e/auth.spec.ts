import { expect, test } from './support/test';
import { DEMO, newAccount } from './support/accounts';
import { form, signIn, watchConsole } from './support/auth';

test.describe('signing up, in and out', () => {
  test('a visitor registers, lands home signed in, and the header shows the account menu @mobile', async ({ page }) => {
    const errors = watchConsole(page);
    const account = newAccount('reg');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await form(page).getByLabel('Username').fill(account.username);
    await form(page).getByLabel('Email').fill(account.email);
    await form(page).getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Your account has been created.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('registration shows the spec messages for invalid fields and creates nothing', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await form(page).getByLabel('Username').fill('a');
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('registering a taken username says so', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await form(page).getByLabel('Username').fill('trader');
    await form(page).getByLabel('Email').fill(newAccount().email);
    await form(page).getByLabel('Password').fill('Secret#2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // The toast says what went wrong, and so does the field that needs changing.
    const toasts = page.getByRole('region', { name: /^Messages/ });
    await expect(toasts.getByText('Registration failed', { exact: true })).toBeVisible();
    await expect(toasts.getByText('That username is already taken')).toBeVisible();
    await expect(form(page).getByRole('alert').filter({ hasText: 'That username is already taken' })).toBeVisible();
  });

  test('a member logs in with the welcome toast, and a wrong password is refused', async ({ page }) => {
    await page.goto('/auth');
    await form(page).getByLabel('Username').fill(DEMO.trader.username);
    await form(page).getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await form(page).getByLabel('Password').fill(DEMO.trader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${DEMO.trader.username}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a banned member is told the account is banned', async ({ page }) => {
    await page.goto('/auth');
    await form(page).getByLabel('Username').fill(DEMO.banned.username);
    await form(page).getByLabel('Password').fill(DEMO.banned.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(/account has been banned/i)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('logging out goes to /auth with the toast, and protected pages are closed again @mobile', async ({ page }) => {
    await signIn(page, DEMO.premium.username, DEMO.premium.password);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('protected routes', () => {
  test('a visitor opening a protected page is sent to /auth, and back there after signing in', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth/);
    await form(page).getByLabel('Username').fill(DEMO.trader.username);
    await form(page).getByLabel('Password').fill(DEMO.trader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test('a signed-in member opening /auth goes home', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows the 404 screen', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

test.describe('the back office', () => {
  test('a non-admin is denied at /admin-auth and sent there from every /admin path', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/admin-auth');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();

    for (const path of ['/admin', '/admin/users', '/admin/payments', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-auth/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a non-admin signing in on the admin screen gets the Access Denied toast', async ({ page }) => {
    await page.goto('/admin-auth');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await form(page).getByLabel('Username').fill(DEMO.trader.username);
    await form(page).getByLabel('Password').fill(DEMO.trader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText("You don't have admin privileges.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an admin signs in at /admin-auth and reaches the dashboard', async ({ page }) => {
    await page.goto('/admin-auth');
    await form(page).getByLabel('Username').fill(DEMO.admin.username);
    await form(page).getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('the beta notice', () => {
  test.use({ betaNoticeSeen: false });

  test('opens once after the first sign-in and stays closed once understood @mobile', async ({ page }) => {
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    const notice = page.getByRole('dialog', { name: 'Beta Version Notice' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(/verified manually by an admin/i)).toBeVisible();
    await notice.getByRole('button', { name: 'I Understand' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
