import { expect, test } from '@playwright/test';
import { expectHydrated, logIn, PASSWORD, setTier, signUp, uniqueEmail } from './support';

test('sign up, log out, log in: the header shows NAME FREE and the ads stay', async ({ page }) => {
  const email = uniqueEmail('player');
  await page.goto('/2048');
  await signUp(page, email);
  // The public display name generated at sign-up: never the e-mail's local part.
  const name = (await page.getByTestId('user-badge').getByRole('link').textContent())!.trim();
  expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/);
  // The header updated in place: still on the same page, modal closed.
  await expect(page).toHaveURL(/\/2048$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('user-badge')).toContainText(name);
  await expect(page.getByTestId('user-badge')).toContainText('FREE');
  await expect(page.getByTestId('ad-banner')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Create Free Account' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toBeHidden();

  await logIn(page, email);
  await expect(page.getByTestId('user-badge')).toContainText(`${name}FREE`);
  await expect(page.getByTestId('ad-sidebar')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('user-badge')).toContainText(name);
});

test('a wrong password and an existing e-mail show inline errors; Loading... shows while busy', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await page.goto('/');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // The login request is held until the test has seen the busy state, then let through: no timing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await logIn(page, email, 'not the password 1');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog.getByRole('button', { name: 'Loading...' })).toBeVisible();
  release();
  await expect(dialog.getByTestId('auth-error')).toHaveText('Invalid login credentials.');
  await expect(page.getByTestId('user-badge')).toBeHidden();

  await dialog.getByRole('button', { name: /Sign Up/ }).click();
  const signUpDialog = page.getByRole('dialog', { name: 'Sign Up' });
  await signUpDialog.getByLabel('Email').fill(email);
  await signUpDialog.getByLabel('Password').fill(PASSWORD);
  await signUpDialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUpDialog.getByTestId('auth-error')).toContainText('already exists');
});

test('a weak password is refused with its reasons; a network failure is reported inline', async ({ page }) => {
  await page.goto('/signup');
  await expectHydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByLabel('Password').fill('abc');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByTestId('auth-error')).toHaveText('Password is too weak: use at least 8 characters, include a digit.');

  await page.route('**/api/auth/signup', (route) => route.abort('internetdisconnected'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByTestId('auth-error')).toContainText('Could not reach the server');
});

test('social login without Supabase configured shows a clear inline error', async ({ page }) => {
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog.getByTestId('auth-error')).toContainText('Social login is not configured');
});

test('the login page signs in and goes to a same-origin next, never elsewhere', async ({ page }) => {
  const email = uniqueEmail('nextpath');
  await page.goto('/');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login?next=https://evil.example/steal');
  await expectHydrated(page);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('premium users (set with the tier command) see no ads and a Premium button', async ({ page }) => {
  const email = uniqueEmail('premium');
  await page.goto('/');
  await signUp(page, email);
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  setTier(email, 'premium');
  await page.reload();
  await expect(page.getByTestId('user-badge')).toContainText('PREMIUM');
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  await expect(page.getByTestId('ad-sidebar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Premium', exact: true })).toBeVisible();
});

test('API routes answer bad input with a 4xx JSON error, never a 500', async ({ request }) => {
  const routes = ['/api/auth/login', '/api/auth/signup', '/api/auth/oauth', '/api/auth/recover', '/api/auth/reset-password'];
  const bodies: { data?: string; headers: Record<string, string> }[] = [
    { data: '{not json', headers: { 'content-type': 'application/json' } },
    { data: '{}', headers: { 'content-type': 'application/json' } },
    { data: '[]', headers: { 'content-type': 'application/json' } },
    { data: JSON.stringify({ email: 42, password: null, provider: 'myspace' }), headers: { 'content-type': 'application/json' } },
    { data: 'email=a', headers: { 'content-type': 'text/plain' } },
    { data: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(40_000) }), headers: { 'content-type': 'application/json' } },
  ];
  for (const route of routes) {
    for (const body of bodies) {
      const response = await request.post(route, body);
      const status = response.status();
      expect({ route, body: body.data?.slice(0, 30), status: status >= 400 && status < 500 }).toEqual({
        route,
        body: body.data?.slice(0, 30),
        status: true,
      });
      const json = (await response.json()) as { error?: { message?: string } };
      expect(typeof json.error?.message).toBe('string');
    }
  }
});

test('auth pages load no ad; the reset page takes the recovery token out of the address bar and still uses it', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/delete-account']) {
    await page.goto(path);
    await expectHydrated(page);
    await expect(page.getByTestId('ad-banner'), path).toHaveCount(0);
    await expect(page.getByTestId('ad-sidebar'), path).toHaveCount(0);
  }

  await page.goto('/reset-password?token=made-up-recovery-token');
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => location.href)).not.toContain('made-up-recovery-token');
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  // The form kept the token it read: the server judges it (this one is unknown), rather than missing.
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'reset link' })).toHaveText(
    'This password reset link is invalid or has expired. Ask for a new one.',
  );

  // Reached from a page with ads by a client-side link: no ad there either.
  await page.goto('/2048');
  await expectHydrated(page);
  await expect(page.getByTestId('ad-banner')).toBeVisible();
  await page.getByTestId('leaderboard-sign-in-hint').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  await expect(page.getByTestId('ad-sidebar')).toHaveCount(0);
});
