/**
 * The crossword page's cursor and typing rules, pure: where the cursor goes on a click, a letter,
 * Backspace, an arrow or Tab, the way the daily minis of the newspaper sites do it. Letters are one
 * string per cell: '#' a block, '' an empty square, 'A'-'Z'.
 */
import { slotsOf, type Direction, type GridShape, type Slot } from '@/lib/games/crosswords/grid';

/** `placed`: put there by the page (a new or started play), not by the player: a click on it selects, never flips. */
export type Cursor = { readonly cell: number; readonly direction: Direction; readonly placed?: true };

export type Layout = GridShape & {
  readonly slots: readonly Slot[];
  /** Each cell's clue number, or null. */
  readonly numbers: readonly (number | null)[];
  /** The across and the down entry of each cell, or null. */
  readonly across: readonly (Slot | null)[];
  readonly down: readonly (Slot | null)[];
};

export function layoutOf(shape: GridShape): Layout {
  const slots = slotsOf(shape);
  const size = shape.width * shape.height;
  const numbers: (number | null)[] = new Array<number | null>(size).fill(null);
  const across: (Slot | null)[] = new Array<Slot | null>(size).fill(null);
  const down: (Slot | null)[] = new Array<Slot | null>(size).fill(null);
  for (const slot of slots) {
    numbers[slot.cells[0]!] = slot.number;
    for (const cell of slot.cells) (slot.direction === 'across' ? across : down)[cell] = slot;
  }
  return { width: shape.width, height: shape.height, blocks: shape.blocks, slots, numbers, across, down };
}

const other = (direction: Direction): Direction => (direction === 'across' ? 'down' : 'across');
export const isEmpty = (letter: string | undefined) => letter === '' || letter === undefined;

/** The entry of the cell in the cursor's direction, else its other one. */
export function slotOf(layout: Layout, cursor: Cursor): Slot | null {
  return layout[cursor.direction][cursor.cell] ?? layout[other(cursor.direction)][cursor.cell] ?? null;
}

/** The cursor put right: on a cell of an entry, its direction one the cell has. */
function settle(layout: Layout, cell: number, direction: Direction): Cursor {
  if (layout[direction][cell]) return { cell, direction };
  if (layout[other(direction)][cell]) return { cell, direction: other(direction) };
  return { cell, direction };
}

/** Where a new puzzle starts: the first square of 1 Across (or the first entry), placed by the page. */
export function firstCursor(layout: Layout): Cursor {
  const first = layout.slots[0];
  return first ? { cell: first.cells[0]!, direction: first.direction, placed: true } : { cell: 0, direction: 'across', placed: true };
}

/**
 * A click (or tap) on a square: selects it, or switches direction when the player had selected it
 * already (as the newspapers' apps do: the square the page placed the cursor on is only selected).
 */
export function press(layout: Layout, cursor: Cursor, cell: number): Cursor {
  if (layout.blocks[cell]) return cursor;
  if (cell === cursor.cell && !cursor.placed) return settle(layout, cell, other(cursor.direction));
  return settle(layout, cell, cursor.direction);
}

/** Space, or a tap on the clue bar: the other direction at the same square. */
export function toggle(layout: Layout, cursor: Cursor): Cursor {
  return settle(layout, cursor.cell, other(cursor.direction));
}

/** The entry's cursor at its first empty square, or its first square when it is full. */
export function startOf(slot: Slot, letters: readonly string[]): Cursor {
  return { cell: slot.cells.find((c) => isEmpty(letters[c])) ?? slot.cells[0]!, direction: slot.direction };
}

/** The next (or previous) entry in clue order, across then down, wrapping; `skipFull` passes over full ones when some are not. */
export function nextSlot(layout: Layout, from: Slot | null, back: boolean, letters: readonly string[], skipFull = false): Slot | null {
  const slots = layout.slots;
  if (slots.length === 0) return null;
  const at = from ? slots.indexOf(from) : -1;
  for (let step = 1; step <= slots.length; step++) {
    const index = (((back ? at - step : at + step) % slots.length) + slots.length) % slots.length;
    const slot = slots[index]!;
    if (!skipFull || slot.cells.some((c) => isEmpty(letters[c]))) return slot;
  }
  return null;
}

/** Tab and Shift+Tab: the next or previous clue, at its first empty square. */
export function tabTo(layout: Layout, cursor: Cursor, letters: readonly string[], back: boolean): Cursor {
  const slot = nextSlot(layout, slotOf(layout, cursor), back, letters);
  return slot ? startOf(slot, letters) : cursor;
}

/**
 * Where the cursor goes after a letter is written at it (`letters` already holds it): the next empty
 * square of the entry (after the cursor, then from its start); in a full entry the next square; at
 * the end of a full entry the next clue with an empty square.
 */
export function afterLetter(layout: Layout, cursor: Cursor, letters: readonly string[]): Cursor {
  const slot = slotOf(layout, cursor);
  if (!slot) return cursor;
  const cells = slot.cells;
  const at = cells.indexOf(cursor.cell);
  const ahead = [...cells.slice(at + 1), ...cells.slice(0, at)].find((c) => isEmpty(letters[c]));
  if (ahead !== undefined) return { cell: ahead, direction: slot.direction };
  if (at < cells.length - 1) return { cell: cells[at + 1]!, direction: slot.direction };
  const next = nextSlot(layout, slot, false, letters, true);
  return next && next.cells.some((c) => isEmpty(letters[c])) ? startOf(next, letters) : cursor;
}

/**
 * Backspace: erases the letter under the cursor; on an empty square it steps back one square in the
 * entry (or to the end of the previous entry) and erases that one. `locked` squares (revealed) keep
 * their letter. Answers the new letters and cursor.
 */
export function backspace(
  layout: Layout,
  cursor: Cursor,
  letters: readonly string[],
  locked: ReadonlySet<number>,
): { letters: string[]; cursor: Cursor } {
  const next = [...letters];
  const here = cursor.cell;
  if (!isEmpty(letters[here]) && !locked.has(here)) {
    next[here] = '';
    return { letters: next, cursor };
  }
  const slot = slotOf(layout, cursor);
  if (!slot) return { letters: next, cursor };
  const at = slot.cells.indexOf(here);
  let target: Cursor;
  if (at > 0) target = { cell: slot.cells[at - 1]!, direction: slot.direction };
  else {
    const previous = nextSlot(layout, slot, true, letters);
    if (!previous) return { letters: next, cursor };
    target = { cell: previous.cells.at(-1)!, direction: previous.direction };
  }
  if (!locked.has(target.cell)) next[target.cell] = '';
  return { letters: next, cursor: target };
}

const STEPS: Record<string, { direction: Direction; dr: number; dc: number }> = {
  ArrowLeft: { direction: 'across', dr: 0, dc: -1 },
  ArrowRight: { direction: 'across', dr: 0, dc: 1 },
  ArrowUp: { direction: 'down', dr: -1, dc: 0 },
  ArrowDown: { direction: 'down', dr: 1, dc: 0 },
};

export const isArrow = (key: string) => key in STEPS;

/**
 * An arrow: across the cursor's direction it first turns the cursor (where the square has an entry
 * that way); along it, it moves to the next white square, over blocks, and stays at the edge.
 */
export function arrow(layout: Layout, cursor: Cursor, key: string): Cursor {
  const step = STEPS[key];
  if (!step) return cursor;
  if (step.direction !== cursor.direction && layout[step.direction][cursor.cell]) return { cell: cursor.cell, direction: step.direction };
  let row = Math.floor(cursor.cell / layout.width) + step.dr;
  let column = (cursor.cell % layout.width) + step.dc;
  while (row >= 0 && column >= 0 && row < layout.height && column < layout.width) {
    const cell = row * layout.width + column;
    if (!layout.blocks[cell]) return settle(layout, cell, cursor.direction);
    row += step.dr;
    column += step.dc;
  }
  return cursor;
}

/** "14 Across, 5 letters, cell 2" (then the letter, or empty, and its marks). */
export function cellLabel(layout: Layout, cursor: Cursor, cell: number, letter: string, marks: readonly string[]): string {
  const slot = slotOf(layout, { cell, direction: cursor.direction });
  if (!slot) return 'block';
  const position = slot.cells.indexOf(cell) + 1;
  const name = `${slot.number} ${slot.direction === 'across' ? 'Across' : 'Down'}, ${slot.cells.length} letters, cell ${position}`;
  return [name, isEmpty(letter) ? 'empty' : letter, ...marks].join(', ');
}

/** The letters as the moves carry them: '#', '.' or 'A'-'Z' per cell. */
export function lettersText(layout: Layout, letters: readonly string[]): string {
  return letters.map((l, i) => (layout.blocks[i] ? '#' : isEmpty(l) ? '.' : l)).join('');
}

/** A move's letters text read back into one string per cell. */
export function lettersFrom(text: string, size: number): string[] {
  return Array.from({ length: size }, (_, i) => {
    const c = text[i] ?? '.';
    return c === '#' ? '#' : c === '.' ? '' : c;
  });
}

export const isFull = (layout: Layout, letters: readonly string[]) => layout.blocks.every((block, i) => block || !isEmpty(letters[i]));
