import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, expectThemeToggleWorks, PASSWORD, readBoard, signUpByApi, uniqueEmail } from './support';
import { DIRECTIONS, sessionMove, startSession } from '@/lib/games/2048';
import { PRE_PAINT_SCRIPT } from '@/lib/theme/pre-paint-script';

/**
 * The site in a real browser with its security headers on: the CSP lets every page work (no
 * CSP violation reported), and user-controlled text never becomes markup (no injected element, no
 * alert dialog) in the sign-up form, the header, the login error and the deletion status page.
 */
const MARKUP = '<img src=x onerror=alert(1)>';

/** Records CSP violations, page errors and any JavaScript dialog for the whole test. */
function watch(page: Page) {
  const violations: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return { violations, dialogs, errors };
}

async function injectedElements(page: Page): Promise<number> {
  return page.locator('img[src="x"], svg[onload], [onerror]').count();
}

const scriptSrcOf = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? '';

test('every page works under its CSP (hashes when prerendered, a nonce when rendered per request): no violation reported', async ({
  page,
}) => {
  const seen = watch(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  // The home page is prerendered: its inline scripts are allowed by hash, there is no nonce to leak.
  const homeScripts = scriptSrcOf(csp);
  expect(homeScripts).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(homeScripts).not.toContain('nonce-');
  expect(homeScripts).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  // Client components hydrated under the CSP: the sign-up dialog opens and closes.
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeHidden();

  // The premium page renders per request (it reads the account): a fresh nonce.
  const chess = await page.goto('/premium');
  const chessScripts = scriptSrcOf(chess?.headers()['content-security-policy'] ?? '');
  expect(chessScripts).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(chessScripts).not.toContain('unsafe-inline');
  await expectHydrated(page);

  for (const path of ['/chess-puzzles', '/2048', '/login', '/privacy', '/sudoku']) {
    const reply = await page.goto(path);
    expect({ path, status: reply?.status() }).toEqual({ path, status: 200 });
    await expectHydrated(page);
  }
  // An unknown path gets the prerendered not-found page, which must run too (its theme toggle works).
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expectThemeToggleWorks(page);
  // The 2048 board answers the keyboard (its script runs): a seeded game's first move shows.
  const session = startSession({ seed: 'e2e-csp' });
  const direction = DIRECTIONS.find((d) => sessionMove(session, d))!;
  await page.goto('/2048?seed=e2e-csp');
  await expect.poll(() => readBoard(page)).toEqual(session.board);
  await page.getByTestId('board-2048').focus();
  await page.keyboard.press(`Arrow${direction[0]!.toUpperCase()}${direction.slice(1)}`);
  await expect.poll(() => readBoard(page)).toEqual(sessionMove(session, direction)!.session.board);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.dialogs).toEqual([]);
});

test('the CSP is enforced: an inline script it does not list is refused and reported, one it lists runs', async ({ page }) => {
  const seen = watch(page);
  // The home page's real policy, on a fixture page of our origin with no React to race: the pre-paint
  // script (allowed by its hash on every page) and an injected one (no nonce, unknown hash).
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  await page.route('**/csp-fixture', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
      body: `<!doctype html><html><head><script>${PRE_PAINT_SCRIPT}</script></head><body><p>fixture</p><script>window.__injected = 1</script></body></html>`,
    }),
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/csp-fixture');
  await expect(page.locator('p', { hasText: 'fixture' })).toBeVisible();
  // The listed script ran (it set the theme from the colour scheme)…
  await expect(page.locator('html')).toHaveClass(/dark/);
  // …the injected one did not, and the refusal was reported.
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

test('markup typed as an e-mail address is refused and shown as text; a quote in a real address is escaped', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  const email = dialog.getByLabel('Email');
  await email.fill(`${MARKUP}@example.com`);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  // The browser's own e-mail check stops it first…
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

  // …and with that check switched off (as a script would), the server refuses it, as text.
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText('email: Enter a valid e-mail address.');
  await expect(email).toHaveValue(`${MARKUP}@example.com`);
  expect(await injectedElements(page)).toBe(0);
  await page.getByRole('button', { name: 'Close' }).click();

  // A valid address with a quote (the one markup character e-mail validation lets through).
  const address = await signUpByApi(page, uniqueEmail("o'neil+"));
  await page.reload();
  // The header names the player by their public display name, never by the address.
  await expect(page.getByTestId('user-badge')).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+ \d{3}/);
  await expect(page.getByTestId('user-badge')).not.toContainText(address.split('@')[0]!);
  // Only the account page shows the address, to its owner, as text (server-rendered and escaped).
  await page.goto('/account');
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();

  expect(await injectedElements(page)).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test('text echoed from the address bar (a login error, a confirmation code) is rendered as text', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`/login?error=${encodeURIComponent(MARKUP)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'onerror' })).toHaveText(MARKUP);

  const code = `"><img src=x onerror=alert(2)>`;
  await page.goto(`/facebook-data-deletion-status?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('deletion-status-unknown')).toBeVisible();
  expect(
    await page.locator('input').evaluateAll((inputs: HTMLInputElement[], value: string) => inputs.some((i) => i.value === value), code),
  ).toBe(true);

  expect(await injectedElements(page)).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
});
