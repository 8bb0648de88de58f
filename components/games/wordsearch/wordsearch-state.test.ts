import { describe, expect, it } from 'vitest';
import { parseWordsearch, type WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import { applyMove } from '@/lib/games/wordsearch/moves';
import {
  boardKey,
  cellLabel,
  foundByCell,
  foundCount,
  initialWordsearchState,
  markCell,
  parseWordsearchState,
  pendingPreview,
  selectLine,
  wordsearchMoves,
  wordsearchReady,
  type WordsearchState,
} from './wordsearch-state';

// A hand-made 6x6 grid: CAT runs right (cells 0-2), DOG down (5-17), BIRD down-right (6-27), EMU
// backwards along row 5 (26-24).
//   C A T X Y D
//   B Q W E R O
//   Z I P L K G
//   M N R O S H
//   U M E D J F
//   V W X Y Z A
const TEXT = 'CATXYD/BQWERO/ZIPLKG/MNROSH/UMEDJF/VWXYZA:CAT,DOG,BIRD,EMU:Animals';
const puzzle = parseWordsearch(TEXT) as WordsearchPuzzle;
const WORDS = { CAT: [0, 2], DOG: [5, 17], BIRD: [6, 27], EMU: [26, 24] } as const;

const find = (state: WordsearchState, from: number, to: number) => selectLine(state, puzzle, from, to).state;

describe('wordsearch view state', () => {
  it('parses the hand-made puzzle', () => {
    expect(puzzle).toMatchObject({ width: 6, height: 6, words: ['CAT', 'DOG', 'BIRD', 'EMU'], theme: 'Animals' });
  });

  it('starts with nothing found', () => {
    expect(initialWordsearchState(puzzle)).toEqual({ found: '0000', lines: [] });
  });

  it('finds a word selected either way, and records the line as the player drew it', () => {
    const s0 = initialWordsearchState(puzzle);
    const forward = selectLine(s0, puzzle, 0, 2);
    expect(forward).toMatchObject({ kind: 'found', word: 0 });
    expect(forward.state).toEqual({ found: '1000', lines: [{ word: 0, from: 0, to: 2 }] });
    const backward = selectLine(s0, puzzle, 27, 6); // BIRD from its last letter to its first
    expect(backward).toMatchObject({ kind: 'found', word: 2 });
    expect(backward.state).toEqual({ found: '0010', lines: [{ word: 2, from: 27, to: 6 }] });
  });

  it('changes nothing for a selection that spells no listed word, or a word already found', () => {
    const s0 = initialWordsearchState(puzzle);
    const wrong = selectLine(s0, puzzle, 0, 1); // CA
    expect(wrong.kind).toBe('none');
    expect(wrong.state).toBe(s0);
    expect(selectLine(s0, puzzle, 0, 3).kind).toBe('none'); // CATX: longer than the word
    expect(selectLine(s0, puzzle, 0, 13).kind).toBe('none'); // not a straight line
    const s1 = find(s0, 0, 2);
    const again = selectLine(s1, puzzle, 2, 0);
    expect(again).toMatchObject({ kind: 'already', word: 0 });
    expect(again.state).toBe(s1);
  });

  it('sends the lines in the order found; replayed from the start they find the same words', () => {
    let s = initialWordsearchState(puzzle);
    for (const [from, to] of [WORDS.EMU, WORDS.CAT, [17, 5] as const, WORDS.BIRD]) s = find(s, from, to);
    const moves = wordsearchMoves(s);
    expect(moves).toEqual([
      { from: 26, to: 24 },
      { from: 0, to: 2 },
      { from: 17, to: 5 },
      { from: 6, to: 27 },
    ]);
    // The server's replay with the engine: each move finds a word, and together they give this state.
    const replayed = moves.reduce<string | null>((found, move) => (found === null ? null : applyMove(TEXT, found, move)), '0000');
    expect(replayed).toBe(s.found);
    // A move sent twice finds nothing the second time: the engine refuses it.
    expect(applyMove(TEXT, s.found, moves[0]!)).toBeNull();
    expect(JSON.parse(JSON.stringify(moves))).toEqual(moves);
  });

  it('is ready to submit only once every word is found', () => {
    let s = initialWordsearchState(puzzle);
    const lines = Object.values(WORDS);
    lines.forEach(([from, to], i) => {
      expect(wordsearchReady(s)).toBe(false);
      expect(foundCount(s)).toBe(i);
      s = find(s, from, to);
    });
    expect(wordsearchReady(s)).toBe(true);
    expect(foundCount(s)).toBe(4);
  });

  it('accepts a stored state only when it fits the puzzle', () => {
    const s = find(find(initialWordsearchState(puzzle), 0, 2), 24, 26);
    expect(parseWordsearchState(JSON.parse(JSON.stringify(s)), puzzle)).toEqual(s);
    expect(parseWordsearchState(initialWordsearchState(puzzle), puzzle)).toEqual({ found: '0000', lines: [] });
    expect(parseWordsearchState({ found: '100', lines: [{ word: 0, from: 0, to: 2 }] }, puzzle)).toBeNull(); // too short
    expect(parseWordsearchState({ found: '1000', lines: [] }, puzzle)).toBeNull(); // found with no line
    expect(parseWordsearchState({ found: '0000', lines: [{ word: 0, from: 0, to: 2 }] }, puzzle)).toBeNull(); // a line for a word not found
    expect(parseWordsearchState({ found: '1000', lines: [{ word: 0, from: 0, to: 1 }] }, puzzle)).toBeNull(); // the line spells CA
    expect(
      parseWordsearchState(
        {
          found: '1000',
          lines: [
            { word: 0, from: 0, to: 2 },
            { word: 0, from: 2, to: 0 },
          ],
        },
        puzzle,
      ),
    ).toBeNull();
    expect(parseWordsearchState({ found: '1000', lines: [{ word: 0, from: 0.5, to: 2 }] }, puzzle)).toBeNull();
    expect(parseWordsearchState({ found: 'x000', lines: [] }, puzzle)).toBeNull();
    expect(parseWordsearchState({ found: '0000' }, puzzle)).toBeNull();
    expect(parseWordsearchState(null, puzzle)).toBeNull();
  });

  it('knows which found words cross each cell', () => {
    const s = find(find(initialWordsearchState(puzzle), 6, 27), 5, 17);
    const byCell = foundByCell(puzzle, s);
    expect(byCell.get(13)).toEqual([2]); // I of BIRD
    expect(byCell.get(11)).toEqual([1]); // O of DOG
    expect(byCell.has(0)).toBe(false);
  });

  it('marks a start, cancels it on the same cell, and ends a selection snapped to a direction', () => {
    expect(markCell(puzzle, null, 6)).toEqual({ pending: 6, selection: null });
    expect(markCell(puzzle, 6, 6)).toEqual({ pending: null, selection: null });
    expect(markCell(puzzle, 6, 27)).toEqual({ pending: null, selection: { from: 6, to: 27 } });
    // From r1c1 towards r3c2 (two down, one right): nearer the diagonal than the column, so r3c3.
    expect(markCell(puzzle, 0, 13)).toEqual({ pending: null, selection: { from: 0, to: 14 } });
    // Towards r2c4 (one down, three right): nearer the row, so r1c4.
    expect(markCell(puzzle, 0, 9)).toEqual({ pending: null, selection: { from: 0, to: 3 } });
  });

  it('previews the pending selection to the focus, snapped', () => {
    expect(pendingPreview(puzzle, null, 5)).toBeNull();
    expect(pendingPreview(puzzle, 0, null)).toEqual({ from: 0, to: 0 });
    expect(pendingPreview(puzzle, 0, 13)).toEqual({ from: 0, to: 14 });
    expect(pendingPreview(puzzle, 0, 0)).toEqual({ from: 0, to: 0 });
  });

  it('finds a word with the keyboard alone: arrows, Space at the first letter, arrows, Enter at the last', () => {
    let selected = 0;
    let pending: number | null = null;
    let state = initialWordsearchState(puzzle);
    const press = (key: string) => {
      const result = boardKey(puzzle, selected, pending, key);
      if (!result) return null;
      if (result.kind === 'move') selected = result.selected;
      else if (result.kind === 'cancel') pending = null;
      else {
        pending = result.pending;
        if (result.selection) state = selectLine(state, puzzle, result.selection.from, result.selection.to).state;
      }
      return result;
    };
    // BIRD: r2c1 to r5c4.
    press('ArrowDown');
    expect(press(' ')).toEqual({ kind: 'mark', pending: 6, selection: null });
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) press(key);
    expect(selected).toBe(27);
    expect(press('Enter')).toEqual({ kind: 'mark', pending: null, selection: { from: 6, to: 27 } });
    expect(state.found).toBe('0010');
    // Escape drops a marked start; it is not the board's key without one; letters are not its keys.
    press(' ');
    expect(press('Escape')).toEqual({ kind: 'cancel' });
    expect(pending).toBeNull();
    expect(press('Escape')).toBeNull();
    expect(press('a')).toBeNull();
  });

  it('labels a cell with its row, column and letter, the marked start, the words found through it and a hint', () => {
    expect(cellLabel(puzzle, 9, { start: false, foundIn: [], hint: false })).toBe('row 2, column 4, letter E');
    expect(cellLabel(puzzle, 0, { start: true, foundIn: [0], hint: true })).toBe(
      'row 1, column 1, letter C, selected start, found in CAT, hint: a word starts here',
    );
    expect(cellLabel(puzzle, 0, { start: false, foundIn: [0, 2], hint: false })).toBe('row 1, column 1, letter C, found in CAT and BIRD');
  });
});
