/**
 * The Wordsearch view's state and the actions on it, pure: which listed words are found (the
 * platform's grid text, one '1' or '0' per word) and the line each was found on, in the order found
 * (drawn on the board, and sent as the moves the server replays). The shell records every action for
 * undo and stores the state for resume. Imports only the browser-safe engine modules (no generator,
 * no zod).
 */
import { initialFound, isAllFound, type WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import { moveFocus } from '../shell/grid-focus';
import { lettersOf, lineCells, matchSelection, snapEnd } from '@/lib/games/wordsearch/lines';
import type { WordsearchMove } from '@/lib/games/wordsearch/moves';
import { parsePlaces } from '@/lib/games/wordsearch/solution';

/** A move as the engine takes it: the selection's first and last cells (row * width + column). */
export type { WordsearchMove };

/** A found word: its index in the list and the cells the player selected it from and to. */
export type FoundLine = { word: number; from: number; to: number };

export type WordsearchState = {
  /** One character per listed word, in list order: '1' found, '0' not yet. */
  found: string;
  /** The lines of the found words, in the order they were found. */
  lines: readonly FoundLine[];
};

export function initialWordsearchState(puzzle: Pick<WordsearchPuzzle, 'words'>): WordsearchState {
  return { found: initialFound(puzzle), lines: [] };
}

const spells = (puzzle: WordsearchPuzzle, line: FoundLine) => {
  const cells = lineCells(puzzle, line.from, line.to);
  if (!cells || cells.length < 2) return false;
  const read = lettersOf(puzzle, cells);
  const word = puzzle.words[line.word] ?? '';
  return read === word || [...read].reverse().join('') === word;
};

/**
 * A stored state that fits this puzzle: as many found marks as words, each found word with one line
 * that spells it, and no line for a word not found. Else null (the play starts afresh).
 */
export function parseWordsearchState(value: unknown, puzzle: WordsearchPuzzle): WordsearchState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { found, lines } = value as Record<string, unknown>;
  if (typeof found !== 'string' || found.length !== puzzle.words.length || !/^[01]*$/.test(found) || !Array.isArray(lines)) return null;
  const seen = new Set<number>();
  const parsed: FoundLine[] = [];
  for (const raw of lines as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { word, from, to } = raw as Record<string, unknown>;
    if (![word, from, to].every((n) => Number.isInteger(n))) return null;
    const line = { word, from, to } as FoundLine;
    if (found[line.word] !== '1' || seen.has(line.word) || !spells(puzzle, line)) return null;
    seen.add(line.word);
    parsed.push(line);
  }
  if (seen.size !== [...found].filter((c) => c === '1').length) return null;
  return { found, lines: parsed };
}

/** A won play's board from the server's solution (each word's place, in list order): every word found there. */
export function solvedWordsearchState(puzzle: WordsearchPuzzle, solution: string): WordsearchState | null {
  const places = parsePlaces(solution);
  if (!places) return null;
  return parseWordsearchState({ found: '1'.repeat(places.length), lines: places.map((p, word) => ({ word, ...p })) }, puzzle);
}

export type SelectionOutcome =
  | { kind: 'found'; word: number; state: WordsearchState }
  /** The selection spells a word already found: nothing changes. */
  | { kind: 'already'; word: number; state: WordsearchState }
  /** No listed word there: nothing changes. */
  | { kind: 'none'; state: WordsearchState };

/**
 * A selection from `from` to `to` (already snapped to a direction). When it spells an unfound
 * listed word, either way, that word is found on this line; otherwise the same state comes back.
 */
export function selectLine(state: WordsearchState, puzzle: WordsearchPuzzle, from: number, to: number): SelectionOutcome {
  const word = matchSelection(puzzle, state.found, from, to);
  if (word >= 0) {
    const found = `${state.found.slice(0, word)}1${state.found.slice(word + 1)}`;
    return { kind: 'found', word, state: { found, lines: [...state.lines, { word, from, to }] } };
  }
  const again = matchSelection(puzzle, initialFound(puzzle), from, to);
  if (again >= 0 && state.found[again] === '1') return { kind: 'already', word: again, state };
  return { kind: 'none', state };
}

/** The moves that found each word, in order: replayed from the puzzle they give this state. */
export function wordsearchMoves(state: WordsearchState): WordsearchMove[] {
  return state.lines.map(({ from, to }) => ({ from, to }));
}

/** Every word found: the shell then sends the moves to the server at once. */
export const wordsearchReady = (state: WordsearchState) => isAllFound(state.found);

export const foundCount = (state: WordsearchState) => [...state.found].filter((c) => c === '1').length;

/** For each cell, the indices of the found words crossing it (in the order found). */
export function foundByCell(puzzle: WordsearchPuzzle, state: WordsearchState): Map<number, number[]> {
  const byCell = new Map<number, number[]>();
  for (const line of state.lines) {
    for (const cell of lineCells(puzzle, line.from, line.to) ?? []) byCell.set(cell, [...(byCell.get(cell) ?? []), line.word]);
  }
  return byCell;
}

/**
 * Marking a cell (Space or Enter on it, or a click or tap): the first mark is the selection's
 * start; marking the start again cancels it; marking another cell ends the selection there,
 * snapped to the nearest of the eight directions.
 */
export function markCell(
  puzzle: WordsearchPuzzle,
  pending: number | null,
  cell: number,
): { pending: number | null; selection: WordsearchMove | null } {
  if (pending === null) return { pending: cell, selection: null };
  if (pending === cell) return { pending: null, selection: null };
  const to = snapEnd(puzzle, pending, cell);
  if (to === pending) return { pending: null, selection: null };
  return { pending: null, selection: { from: pending, to } };
}

/** The line shown while a start is marked: from it to where the focus (or the pointer) is, snapped. */
export function pendingPreview(puzzle: WordsearchPuzzle, pending: number | null, toward: number | null): WordsearchMove | null {
  if (pending === null) return null;
  return { from: pending, to: toward === null ? pending : snapEnd(puzzle, pending, toward) };
}

/** 'row 3, column 5, letter K'; '..., selected start'; '..., found in KIWI'; '..., hint'. */
export function cellLabel(
  puzzle: WordsearchPuzzle,
  cell: number,
  extra: { start: boolean; foundIn: readonly number[]; hint: boolean },
): string {
  const parts = [
    `row ${Math.floor(cell / puzzle.width) + 1}`,
    `column ${(cell % puzzle.width) + 1}`,
    `letter ${puzzle.letters[cell] ?? ''}`,
  ];
  if (extra.start) parts.push('selected start');
  if (extra.foundIn.length > 0) parts.push(`found in ${extra.foundIn.map((w) => puzzle.words[w] ?? '').join(' and ')}`);
  if (extra.hint) parts.push('hint: a word starts here');
  return parts.join(', ');
}

/** 'row 3, column 5' for announcements. */
export const where = (puzzle: Pick<WordsearchPuzzle, 'width'>, cell: number) =>
  `row ${Math.floor(cell / puzzle.width) + 1}, column ${(cell % puzzle.width) + 1}`;

const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export type KeyResult =
  /** The focus moved (or stayed at an edge): the page must not scroll. */
  | { kind: 'move'; selected: number }
  /** Space or Enter: a start marked or cancelled, or a selection ended (then `selection` is set). */
  | { kind: 'mark'; pending: number | null; selection: WordsearchMove | null }
  /** Escape with a start marked. */
  | { kind: 'cancel' };

/**
 * The keyboard on the grid: arrows (Home/End) move the focus, Space or Enter marks the start and
 * then the end of a selection, Escape drops a marked start. null: the key is not the board's.
 */
export function boardKey(puzzle: WordsearchPuzzle, selected: number, pending: number | null, key: string): KeyResult | null {
  if (MOVE_KEYS.has(key)) return { kind: 'move', selected: moveFocus(selected, key, puzzle.width, puzzle.height) };
  if (key === ' ' || key === 'Enter') return { kind: 'mark', ...markCell(puzzle, pending, selected) };
  if (key === 'Escape' && pending !== null) return { kind: 'cancel' };
  return null;
}
