import { describe, expect, it } from 'vitest';
import { encodeViewerHint, hintShowsAds, parseViewerHint, viewerHintFromCookieString, type ViewerHint } from './viewer-hint';

const hint: ViewerHint = { name: 'Zoë Quiet Otter', tier: 'premium' };

describe('the viewer hint cookie', () => {
  it('round-trips through cookie-safe characters, UTF-8 included', () => {
    const value = encodeViewerHint(hint);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseViewerHint(value)).toEqual(hint);
    expect(viewerHintFromCookieString(`anon_key=abc; viewer_hint=${value}; other=1`)).toEqual(hint);
    expect(viewerHintFromCookieString(`viewer_hint=${value}`)).toEqual(hint);
  });

  it('reads anything malformed as no hint', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const value of [
      undefined,
      '',
      'not base64!',
      encode({ name: 'a', tier: 'owner' }),
      encode({ name: '', tier: 'free' }),
      encode(['free']),
      Buffer.from('{"name":').toString('base64url'),
      'A'.repeat(5000),
    ]) {
      expect(parseViewerHint(value)).toBeNull();
    }
    expect(viewerHintFromCookieString('my_viewer_hint=' + encodeViewerHint(hint))).toBeNull();
  });

  it('shows ads to visitors and free players only', () => {
    expect(hintShowsAds(null)).toBe(true);
    expect(hintShowsAds({ ...hint, tier: 'free' })).toBe(true);
    expect(hintShowsAds(hint)).toBe(false);
    expect(hintShowsAds({ ...hint, tier: 'admin' })).toBe(false);
  });
});
