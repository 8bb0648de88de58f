import { describe, expect, it } from 'vitest';
import { routePatternMatcher } from './route-patterns';

const routeOf = routePatternMatcher({
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/games/[game]/plays/[playId]/moves', regex: '^/api/games/([^/]+?)/plays/([^/]+?)/moves(?:/)?$' },
    { page: '/[game]', regex: '^/([^/]+?)(?:/)?$' },
  ],
});

describe('route patterns (the request metrics and logs label)', () => {
  it('names the route, never the ids in the path', () => {
    expect(routeOf('/api/games/sudoku/plays/0c4b6a0e-1b7e-4e1c-9d6f-2a1c9c3c1f00/moves')).toBe('/api/games/[game]/plays/[playId]/moves');
    expect(routeOf('/sudoku')).toBe('/[game]');
    expect(routeOf('/sudoku/')).toBe('/[game]');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/api/health')).toBe('/api/health');
    expect(routeOf('/robots.txt')).toBe('/robots.txt');
  });

  it('folds the build files, public files and anything unknown into a few fixed labels', () => {
    expect(routeOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
    expect(routeOf('/_next/image')).toBe('/_next');
    expect(routeOf('/favicon.ico')).toBe('static file');
    expect(routeOf('/wp-admin/setup-config.php')).toBe('static file');
    expect(routeOf('/api/nothing/here/at/all')).toBe('unmatched');
  });

  it('without a manifest every path is one label', () => {
    expect(routePatternMatcher({})('/api/games/x/plays/y/moves')).toBe('unmatched');
  });
});
