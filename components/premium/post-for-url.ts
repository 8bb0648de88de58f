/** POSTs JSON to one of our payment routes and answers the Stripe URL it gives, or the error's message. */
export async function postForUrl(
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => null)) as { url?: unknown; error?: { message?: unknown } } | null;
    if (response.ok && typeof data?.url === 'string') return { ok: true, url: data.url };
    const message = data?.error?.message;
    return { ok: false, message: typeof message === 'string' ? message : fallback };
  } catch {
    return { ok: false, message: 'Could not reach the server. Check your connection and try again.' };
  }
}
