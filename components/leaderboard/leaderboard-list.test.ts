import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeaderboardList } from './leaderboard-list';

const shownTimes = (html: string) => [...html.matchAll(/data-testid="leaderboard-time"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('the leaderboard list', () => {
  it("shows each time in the site's one format (m:ss, h:mm:ss), a scored board (Word Guesser's) too", () => {
    const entries = [
      { rank: 1, name: 'Ada', timeSeconds: 78, score: 3 },
      { rank: 2, name: 'Bo', timeSeconds: 3661, score: 4 },
    ];
    const scored = renderToStaticMarkup(createElement(LeaderboardList, { entries, emptyText: 'None yet', scoreLabel: 'Guesses' }));
    expect(shownTimes(scored)).toEqual(['1:18', '1:01:01']);
    expect(scored).not.toMatch(/\d s</);
    // Said in words to screen readers.
    expect(scored).toContain('1 minute 18 seconds');
    const timed = renderToStaticMarkup(
      createElement(LeaderboardList, { entries: [{ rank: 1, name: 'Cy', timeSeconds: 59 }], emptyText: '' }),
    );
    expect(shownTimes(timed)).toEqual(['0:59']);
  });
});
