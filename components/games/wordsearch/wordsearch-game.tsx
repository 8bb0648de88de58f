'use client';

import { GameShell } from '@/components/games/shell/game-shell';
import type { GameInfo } from '@/components/games/shell/types';
import { wordsearch } from './wordsearch-client-game';

/** The /wordsearch page's game: the Wordsearch view inside the shell (its own chunk, see game-views.ts). */
export default function WordsearchGame({ info }: { info: GameInfo }) {
  return <GameShell info={info} game={wordsearch} />;
}
