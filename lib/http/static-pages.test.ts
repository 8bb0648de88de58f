import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptHash } from './security-headers';
import { inlineScripts, loadStaticPages } from './static-pages';

describe('inline scripts of a prerendered page', () => {
  it('finds every inline script a browser would run, exactly as written, and skips files and data blocks', () => {
    const html = [
      '<html><head><script>var a = "</div>";</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
      '<script id="_R_" type="module">import("/x.js")</script>',
      '</head><body><SCRIPT>self.__next_f.push([1,"x"])</SCRIPT><script async src=/b.js></script>',
      '<script type="text/javascript">\n  multi\n  line\n</script></body></html>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['var a = "</div>";', 'import("/x.js")', 'self.__next_f.push([1,"x"])', '\n  multi\n  line\n']);
  });

  it('hashes as a browser does: sha256 of the UTF-8 text, base64', () => {
    // The value Chromium reports for `alert('Hello, world.');` in its CSP documentation example.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('the build’s prerendered pages', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'static-pages-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('maps each page prerendered for good to its scripts’ hashes, and nothing else', () => {
    mkdirSync(path.join(dist, 'server', 'app', 'games'), { recursive: true });
    writeFileSync(path.join(dist, 'server', 'app', 'index.html'), '<script>home()</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'games', 'sudoku.html'), '<script>one()</script><script>two()</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'news.html'), '<script>news()</script>');
    writeFileSync(
      path.join(dist, 'prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/': { initialRevalidateSeconds: false },
          '/games/sudoku': { initialRevalidateSeconds: false },
          '/news': { initialRevalidateSeconds: 60 }, // regenerated: its scripts would change
          '/icon.svg': { initialRevalidateSeconds: false }, // not HTML
        },
      }),
    );
    const pages = loadStaticPages(dist);
    expect([...pages.keys()].sort()).toEqual(['/', '/games/sudoku']);
    expect(pages.get('/')).toEqual([scriptHash('home()')]);
    expect(pages.get('/games/sudoku')).toEqual([scriptHash('one()'), scriptHash('two()')]);
  });

  it('is empty without a production build', () => {
    expect(loadStaticPages(path.join(dist, 'missing')).size).toBe(0);
  });
});
