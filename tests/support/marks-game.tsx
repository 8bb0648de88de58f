import type { ClientGame, GameViewProps } from '@/components/games/shell/types';

/** A grid game of one row: each Mark press adds a mark (one undo step); three marks finish it. */
function MarksView({ state, update, interactive, hintCells }: GameViewProps<string>) {
  return (
    <div data-testid="fake-board">
      <p data-testid="marks">{state.length}</p>
      <p data-testid="hinted">{hintCells.join(',')}</p>
      <button type="button" data-shell-focus disabled={!interactive} onClick={() => update((s) => `${s}x`)}>
        Mark
      </button>
    </div>
  );
}

export const marksGame: ClientGame<string, number> = {
  initialState: () => '',
  parseState: (value) => (typeof value === 'string' ? value : null),
  moves: (_puzzle, state) => [...state].map((_, i) => i),
  readyToSubmit: (_puzzle, state) => state.length === 3,
  solvedState: (_puzzle, solution) => (/^x+$/.test(solution) ? solution : null),
  View: MarksView,
};
