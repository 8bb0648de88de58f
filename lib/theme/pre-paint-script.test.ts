import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { encodeViewerHint } from '@/lib/auth/viewer-hint';
import { PRE_PAINT_SCRIPT } from './pre-paint-script';

/** Runs the script against a minimal document, as the browser does before the first paint. */
function run({
  stored,
  systemDark,
  cookie,
  path = '/',
  seen = [],
}: {
  stored: string | null;
  systemDark: boolean;
  cookie: string;
  path?: string;
  seen?: string[];
}) {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(PRE_PAINT_SCRIPT, {
    document: { documentElement: root, cookie },
    localStorage: {
      getItem: (key: string) =>
        key.startsWith('how-to-play-seen:') ? (seen.includes(key.slice('how-to-play-seen:'.length)) ? '1' : null) : stored,
    },
    location: { pathname: path },
    matchMedia: () => ({ matches: systemDark }),
    atob,
    JSON,
  });
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme, attributes: Object.fromEntries(attributes) };
}

const hint = (tier: 'free' | 'premium' | 'admin') => `viewer_hint=${encodeViewerHint({ name: 'Ann', tier })}`;

describe('the pre-paint script', () => {
  it('applies the stored theme, else the system preference', () => {
    expect(run({ stored: 'dark', systemDark: false, cookie: '' })).toMatchObject({ dark: true, colorScheme: 'dark' });
    expect(run({ stored: 'light', systemDark: true, cookie: '' })).toMatchObject({ dark: false, colorScheme: 'light' });
    expect(run({ stored: null, systemDark: true, cookie: '' })).toMatchObject({ dark: true });
    expect(run({ stored: 'system', systemDark: false, cookie: '' })).toMatchObject({ dark: false });
  });

  it('marks a signed-in visitor, and a premium one, from the viewer hint', () => {
    expect(run({ stored: null, systemDark: false, cookie: 'anon_key=x' }).attributes).toEqual({});
    expect(run({ stored: null, systemDark: false, cookie: `anon_key=x; ${hint('free')}` }).attributes).toEqual({
      'data-viewer': 'signed-in',
    });
    expect(run({ stored: null, systemDark: false, cookie: hint('premium') }).attributes).toEqual({
      'data-viewer': 'signed-in',
      'data-premium': '',
    });
    expect(run({ stored: null, systemDark: false, cookie: hint('admin') }).attributes).toHaveProperty('data-premium');
  });

  it('marks a game page whose first-visit card this browser never showed, so the card paints with the page', () => {
    expect(run({ stored: null, systemDark: false, cookie: '', path: '/sudoku' }).attributes).toEqual({ 'data-how-to-first': '' });
    expect(run({ stored: null, systemDark: false, cookie: '', path: '/sudoku', seen: ['sudoku'] }).attributes).toEqual({});
    expect(run({ stored: null, systemDark: false, cookie: '', path: '/chess-puzzles', seen: ['sudoku'] }).attributes).toEqual({
      'data-how-to-first': '',
    });
    expect(run({ stored: null, systemDark: false, cookie: '', path: '/' }).attributes).toEqual({});
  });

  it('survives a garbled hint without throwing', () => {
    expect(() => run({ stored: null, systemDark: false, cookie: 'viewer_hint=%%%' })).not.toThrow();
    expect(run({ stored: null, systemDark: false, cookie: 'viewer_hint=bm90IGpzb24' }).attributes).toEqual({});
  });
});
