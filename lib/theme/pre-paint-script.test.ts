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
    hasAttribute: (name: string) => attributes.has(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const listeners: ((event: unknown) => void)[] = [];
  const remembered: string[] = [];
  runInNewContext(PRE_PAINT_SCRIPT, {
    document: {
      documentElement: root,
      cookie,
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    },
    localStorage: {
      getItem: (key: string) =>
        key.startsWith('how-to-play-seen:') ? (seen.includes(key.slice('how-to-play-seen:'.length)) ? '1' : null) : stored,
      setItem: (key: string) => remembered.push(key),
    },
    location: { pathname: path },
    matchMedia: () => ({ matches: systemDark }),
    atob,
    JSON,
  });
  /** An event reaching the document's listeners, as the browser dispatches it. */
  const dispatch = (event: unknown) => listeners.forEach((listener) => listener(event));
  return {
    dark: classes.has('dark'),
    colorScheme: root.style.colorScheme,
    attributes: Object.fromEntries(attributes),
    marked: () => attributes.has('data-how-to-first'),
    dispatch,
    remembered,
  };
}

/** A click on an element; `inCard`: inside a painted first-visit card's button (what `closest` finds). */
const click = (inCard: boolean) => ({
  type: 'click',
  target: { closest: (selector: string) => (inCard && selector === 'dialog[data-how-to-game]:not([open]) button' ? {} : null) },
});

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

  it("closes the painted card by its buttons or Escape until the page's scripts run, and remembers it", () => {
    for (const event of [click(true), { type: 'keydown', key: 'Escape' }]) {
      const page = run({ stored: null, systemDark: false, cookie: '', path: '/sudoku' });
      page.dispatch(click(false));
      page.dispatch({ type: 'keydown', key: 'Enter' });
      expect(page.marked()).toBe(true);
      expect(page.remembered).toEqual([]);
      page.dispatch(event);
      expect(page.marked()).toBe(false);
      expect(page.remembered).toEqual(['how-to-play-seen:sudoku']);
    }
    // Once the dialog took over (it removes the mark), the script's listener does nothing more.
    const page = run({ stored: null, systemDark: false, cookie: '', path: '/takuzu' });
    page.dispatch(click(true));
    page.dispatch(click(true));
    expect(page.remembered).toEqual(['how-to-play-seen:takuzu']);
    // A card already seen is not painted, and nothing is listened for.
    const seen = run({ stored: null, systemDark: false, cookie: '', path: '/takuzu', seen: ['takuzu'] });
    seen.dispatch(click(true));
    expect(seen.remembered).toEqual([]);
  });

  it('survives a garbled hint without throwing', () => {
    expect(() => run({ stored: null, systemDark: false, cookie: 'viewer_hint=%%%' })).not.toThrow();
    expect(run({ stored: null, systemDark: false, cookie: 'viewer_hint=bm90IGpzb24' }).attributes).toEqual({});
  });
});
