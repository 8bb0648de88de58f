'use client';

import { GAME_VIEWS } from './game-views';
import type { GameInfo } from './shell/types';

/** The playable part of a platform game's page: the game's own view inside the shell. */
export function GameClient({ info }: { info: GameInfo }) {
  const Game = Object.hasOwn(GAME_VIEWS, info.id) ? GAME_VIEWS[info.id] : undefined;
  if (!Game) return <p>{info.name} cannot be played in this browser yet.</p>;
  return <Game info={info} />;
}
