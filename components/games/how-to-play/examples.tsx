import type { ComponentType } from 'react';
import { Example as game2048 } from '@/components/games/2048/how-to-example';
import { Example as minesweeper } from '@/components/games/minesweeper/how-to-example';
import { Example as queenie } from '@/components/games/queenie/how-to-example';
import { Example as sudoku } from '@/components/games/sudoku/how-to-example';
import { Example as takuzu } from '@/components/games/takuzu/how-to-example';
import { Example as wordguesser } from '@/components/games/wordguesser/how-to-example';
import { Example as wordsearch } from '@/components/games/wordsearch/how-to-example';
import type { GameId } from '@/lib/games/catalogue';

/**
 * The first-visit card's pictured examples, each its game's components/games/<id>/how-to-example.tsx
 * (drawn with ./example-picture.tsx), by catalogue id; a game without one shows its lines alone.
 * Server components only: a page's scripts never carry an example.
 */
export const EXAMPLES: Readonly<Partial<Record<GameId, ComponentType>>> = {
  '2048': game2048,
  minesweeper,
  queenie,
  sudoku,
  takuzu,
  wordguesser,
  wordsearch,
};

/** The game's pictured example, or nothing where it has none. */
export function HowToExample({ game }: { game: GameId }) {
  const Example = EXAMPLES[game];
  return Example ? <Example /> : null;
}
