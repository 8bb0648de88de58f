import { expect, test } from '@playwright/test';
import { expectHydrated, setTier, signUpByApi, uniqueEmail } from './support';

/**
 * The administrators' review of held results (/admin, docs/GAMES.md Fair play): who may open it, and
 * that it reads well on a phone. It decides nothing: a result other specs hold stays as they left it
 * (the decisions themselves are tested in lib/games/platform/held-review.test.ts and the route test).
 */
test('signed out, /admin is the login page; a free player gets not found, and the API refuses both', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=(\/|%2F)admin$/);
  expect((await page.request.get('/api/admin/held-results')).status()).toBe(401);

  await signUpByApi(page, uniqueEmail('not-admin'));
  expect((await page.goto('/admin'))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/held-results')).status()).toBe(403);
  const decision = await page.request.post('/api/admin/held-results/00000000-0000-4000-8000-000000000000', {
    data: { decision: 'release' },
  });
  expect(decision.status()).toBe(403);
});

test('an administrator sees the held results, noindex, fitting a 390 px phone without a sideways page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpByApi(page, uniqueEmail('admin'));
  setTier(email, 'admin');
  expect((await page.goto('/admin'))?.status()).toBe(200);
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Held results' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const listed = await page.request.get('/api/admin/held-results');
  expect(listed.status()).toBe(200);
  const { total } = (await listed.json()) as { total: number };
  if (total === 0) {
    await expect(page.getByTestId('held-none')).toBeVisible();
  } else {
    // The table scrolls inside its own region, which the keyboard can reach; each row has its two named buttons.
    const region = page.getByRole('region', { name: 'Results held as pending, oldest first' });
    await expect(region).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    const first = page.getByTestId('held-results').locator('tbody tr').first();
    await expect(first.getByRole('button', { name: /^Release / })).toBeEnabled();
    await expect(first.getByRole('button', { name: /^Reject / })).toBeEnabled();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
