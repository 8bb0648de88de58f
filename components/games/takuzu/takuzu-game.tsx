'use client';

import { GameShell } from '@/components/games/shell/game-shell';
import type { ClientGame, GameInfo } from '@/components/games/shell/types';
import type { TakuzuMove } from '@/lib/games/takuzu/client';
import { initialTakuzuState, parseTakuzuState, solvedTakuzuState, takuzuMoves, takuzuReady, type TakuzuState } from './takuzu-state';
import { TakuzuView } from './takuzu-view';

const takuzu: ClientGame<TakuzuState, TakuzuMove> = {
  initialState: initialTakuzuState,
  parseState: parseTakuzuState,
  moves: takuzuMoves,
  readyToSubmit: takuzuReady,
  solvedState: solvedTakuzuState,
  View: TakuzuView,
};

/** The /takuzu page's game: the takuzu view inside the shell (its own chunk, see game-views.ts). */
export default function TakuzuGame({ info }: { info: GameInfo }) {
  return <GameShell info={info} game={takuzu} />;
}
