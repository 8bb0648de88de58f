import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { YouWinPanel } from './panels';

describe("2048's win panel", () => {
  it("says the leaderboard time in the site's one format", () => {
    const html = renderToStaticMarkup(
      createElement(YouWinPanel, { submission: { status: 'accepted', timeSeconds: 78 }, onKeepPlaying: () => {}, onNewGame: () => {} }),
    );
    expect(html).toContain('Your time 1:18 is on the leaderboard.');
    expect(html).not.toContain('78 s');
  });
});
