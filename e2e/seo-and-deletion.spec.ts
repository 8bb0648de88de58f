import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, signUpByApi, uniqueEmail } from './support';
import { E2E_BASE_URL } from './server-env.mjs';
import { CATALOGUE, hasOwnRoute } from '../lib/games/catalogue';

/** The e2e server's SITE_URL (e2e/server-env.mjs), so canonical URLs are on this origin. */
const baseURL = E2E_BASE_URL;
const LEGAL_PAGES = ['/privacy', '/terms', '/contact', '/data-deletion', '/delete-account'];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The head tags a crawler reads, straight from the server's HTML (no JavaScript run). */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  const html = await response.text();
  const meta = (attr: 'name' | 'property', key: string) => {
    const tag = html.match(new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`))?.[0];
    const content = tag?.match(/content="([^"]*)"/)?.[1];
    return content === undefined ? null : decode(content);
  };
  return {
    html,
    lang: html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? null,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? null,
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    ogType: meta('property', 'og:type'),
    twitterCard: meta('name', 'twitter:card'),
    twitterImage: meta('name', 'twitter:image'),
    robots: meta('name', 'robots'),
  };
}

async function expectSeo(request: APIRequestContext, path: string, canonicalPath = path) {
  const head = await headOf(request, path);
  const where = { path };
  // Next.js writes the home page's URL without its trailing slash; both name the same page.
  if (canonicalPath === '/') canonicalPath = '';
  expect({
    ...where,
    canonicalTags: head.html.match(/rel="canonical"/g)?.length,
    ogImageTags: head.html.match(/property="og:image"/g)?.length,
  }).toEqual({
    ...where,
    canonicalTags: 1,
    ogImageTags: 1,
  });
  expect({ ...where, lang: head.lang }).toEqual({ ...where, lang: 'en' });
  expect({ ...where, title: head.title.length > 3 }).toEqual({ ...where, title: true });
  expect({ ...where, description: (head.description ?? '').length >= 20 }).toEqual({ ...where, description: true });
  expect({ ...where, canonical: head.canonical }).toEqual({ ...where, canonical: `${baseURL}${canonicalPath}` });
  expect({ ...where, ogUrl: head.ogUrl }).toEqual({ ...where, ogUrl: `${baseURL}${canonicalPath}` });
  expect({ ...where, ogTitle: head.ogTitle }).toEqual({ ...where, ogTitle: head.title });
  expect({ ...where, ogDescription: head.ogDescription }).toEqual({ ...where, ogDescription: head.description });
  expect({ ...where, ogType: head.ogType }).toEqual({ ...where, ogType: 'website' });
  expect({ ...where, ogImage: head.ogImage?.startsWith(`${baseURL}/`) }).toEqual({ ...where, ogImage: true });
  expect({ ...where, twitterCard: head.twitterCard }).toEqual({ ...where, twitterCard: 'summary_large_image' });
  expect({ ...where, twitterImage: head.twitterImage }).toEqual({ ...where, twitterImage: head.ogImage });
  return head;
}

test('every page has its own title, description, canonical URL and Open Graph / Twitter tags in the raw HTML', async ({ request }) => {
  const pages = [
    '/',
    ...CATALOGUE.filter((g) => !hasOwnRoute(g.id)).map((g) => `/${g.id}`),
    ...LEGAL_PAGES,
    '/premium',
    '/login',
    '/signup',
  ];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of pages) {
    const head = await expectSeo(request, path);
    expect({ path, robots: head.robots }).toEqual({ path, robots: null });
    expect({ path, duplicateTitleOf: titles.get(head.title) }).toEqual({ path, duplicateTitleOf: undefined });
    expect({ path, duplicateDescriptionOf: descriptions.get(head.description!) }).toEqual({ path, duplicateDescriptionOf: undefined });
    titles.set(head.title, path);
    descriptions.set(head.description!, path);
  }
  const home = await headOf(request, '/');
  expect(home.title).toBe('Puzzle Games: free browser puzzle games');
  // Query strings never make a second canonical page; /mahjong leads to the canonical route.
  expect((await headOf(request, '/login?next=/2048')).canonical).toBe(`${baseURL}/login`);
  expect((await headOf(request, '/mahjong')).canonical).toBe(`${baseURL}/mahjong-solitaire`);
  // The status page is for people holding a code, not for search results.
  const status = await expectSeo(request, '/facebook-data-deletion-status?code=abc', '/facebook-data-deletion-status');
  expect(status.robots).toContain('noindex');
});

test('every game page carries its own tags and generated image', async ({ request }) => {
  for (const { id, name } of CATALOGUE) {
    const head = await expectSeo(request, `/${id}`);
    expect(head.title).toContain(name);
    expect(head.ogImage).toMatch(new RegExp(`^${baseURL}/${id}/opengraph-image`));
    expect(head.html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  }
});

test('the Open Graph images are generated PNGs', async ({ request }) => {
  for (const path of [
    '/opengraph-image',
    '/2048/opengraph-image',
    '/chess-puzzles/opengraph-image',
    '/queenie/opengraph-image',
    '/sudoku/opengraph-image',
    '/takuzu/opengraph-image',
    '/wordguesser/opengraph-image',
  ]) {
    const response = await request.get(path);
    expect({ path, status: response.status(), type: response.headers()['content-type'] }).toEqual({ path, status: 200, type: 'image/png' });
    const body = await response.body();
    expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);
  }
  // The home page's og:image points at a working image.
  const { ogImage } = await headOf(request, '/');
  const image = await request.get(ogImage!.replace(baseURL, ''));
  expect(image.headers()['content-type']).toBe('image/png');
});

test('sitemap.xml lists the public pages by canonical route; robots.txt points to it and keeps crawlers out of /api and /auth', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${baseURL}/`);
  for (const { id } of CATALOGUE) expect(locs).toContain(`${baseURL}/${id}`);
  for (const page of LEGAL_PAGES) expect(locs).toContain(`${baseURL}${page}`);
  expect(locs).not.toContain(`${baseURL}/mahjong`);
  expect(locs.every((loc) => loc!.startsWith(`${baseURL}/`))).toBe(true);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /auth/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the home JSON-LD parses and names the catalogue's games as the visible grid does", async ({ request, page }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const ld = JSON.parse(scripts[0]!) as {
    '@context': string;
    '@type': string;
    itemListElement: { position: number; item: { '@type': string; name: string; url: string } }[];
  };
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('ItemList');
  const names = ld.itemListElement.map((e) => e.item.name);
  // The grid's order, every game a free browser video game.
  expect(names).toEqual(CATALOGUE.map((g) => g.name));
  expect(ld.itemListElement.map((e) => e.item.url)).toEqual(CATALOGUE.map((g) => `${baseURL}/${g.id}`));
  expect(ld.itemListElement.map((e) => e.item['@type'])).toEqual(CATALOGUE.map(() => 'VideoGame'));

  await page.goto('/');
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByRole('listitem')).toHaveCount(CATALOGUE.length);
  const gridNames = await grid.getByTestId('game-name').allTextContents();
  expect(gridNames).toEqual(names);
});

test('the Facebook callback answers 503 JSON without an app secret; the status page reports unknown codes', async ({ request }) => {
  const response = await request.post('/api/facebook/data-deletion', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.facebook.com' },
    data: 'signed_request=abc.def',
  });
  expect(response.status()).toBe(503);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('unavailable');
  expect(body.error.message).toContain('FACEBOOK_APP_SECRET');

  const status = await request.get('/facebook-data-deletion-status?code=0123456789abcdef01234567');
  expect(status.status()).toBe(200);
  expect(await status.text()).toContain('We have no deletion request with this confirmation code.');
  const plain = await (await request.get('/facebook-data-deletion-status')).text();
  expect(plain).toContain('Confirmation code');
  expect(plain).not.toContain('We have no deletion request');
});

test('account deletion needs a signed-in caller and the typed confirmation', async ({ request }) => {
  const response = await request.post('/api/account/delete', { data: { confirm: 'DELETE' } });
  expect(response.status()).toBe(401);
  expect(((await response.json()) as { error: { message: string } }).error.message).toContain('signed in');
});

test('a signed-in user deletes their account from the site, is signed out and can no longer log in', async ({ page }) => {
  const email = uniqueEmail('deleteme');
  await page.goto('/delete-account');
  await expect(page.getByRole('link', { name: 'log in', exact: true })).toBeVisible();
  await signUpByApi(page, email);
  await page.reload();

  const main = page.getByRole('main');
  await expect(main.getByText('privacy@puzzle-games.test').first()).toBeVisible();
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = main.getByLabel('Type DELETE to confirm');
  const submit = main.getByRole('button', { name: 'Delete my account permanently' });
  await expect(submit).toBeDisabled();
  await confirm.fill('delete');
  await expect(submit).toBeDisabled();
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(submit).toBeHidden();
  await expect(page.getByTestId('user-badge')).toBeVisible();

  await main.getByRole('button', { name: 'Delete my account' }).click();
  await confirm.fill('DELETE');
  await submit.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('user-badge')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await logIn(page, email);
  await expect(page.getByRole('dialog', { name: 'Log In' }).getByTestId('auth-error')).toHaveText('Invalid login credentials.');
  await expect(page.getByTestId('user-badge')).toBeHidden();
});
