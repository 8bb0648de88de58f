'use client';

import { GameShell } from '@/components/games/shell/game-shell';
import type { GameInfo } from '@/components/games/shell/types';
import { queenie } from './queenie-client-game';

/** The /queenie page's game: the Queenie view inside the shell (its own chunk, see game-views.ts). */
export default function QueenieGame({ info }: { info: GameInfo }) {
  return <GameShell info={info} game={queenie} />;
}
