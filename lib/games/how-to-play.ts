import type { GameId } from './catalogue';

/**
 * "How to play" for each platform game's page, server-rendered under the board: a few short lines
 * on the rules and the controls (mouse, touch and keyboard).
 */
export const HOW_TO_PLAY: Partial<Record<GameId, readonly string[]>> = {};

/** Every grid game's shell has these, so they are said once here. */
export const SHELL_HELP: readonly string[] = [
  'Daily: the same puzzle for everybody on a UTC day, counting towards your streak. Practice: a new puzzle at the level you choose.',
  'Pause stops the clock and hides the board. Undo and redo with the buttons or Ctrl+Z and Ctrl+Y.',
  'Hint shows the next deduction and its cells; a result with hints does not enter the leaderboards.',
];
