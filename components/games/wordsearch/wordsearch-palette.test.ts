import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/tests/support/contrast';
import { BOARD, bandColours, SELECTING, WORD_COLOURS, WRONG } from './wordsearch-palette';

const BANDS = [...WORD_COLOURS, SELECTING, WRONG];

describe('the Wordsearch palette in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: letters stand at least 4.5:1 on the board and on every band`, () => {
      const { surface, letter } = BOARD[theme];
      expect(contrastRatio(letter, surface)).toBeGreaterThanOrEqual(4.5);
      for (const band of BANDS) expect(contrastRatio(letter, bandColours(band, theme).fill), band.fill).toBeGreaterThanOrEqual(4.5);
    });

    it(`${theme}: every band's edge stands at least 3:1 on the board (a mark seen without its colour)`, () => {
      for (const band of BANDS)
        expect(contrastRatio(bandColours(band, theme).edge, BOARD[theme].surface), band.edge).toBeGreaterThanOrEqual(3);
    });
  }

  it('the dark board is a dark surface, not the light slab', () => {
    expect(contrastRatio(BOARD.dark.surface, '#000000')).toBeLessThan(2);
  });
});
