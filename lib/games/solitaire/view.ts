/**
 * What a player may see of a game, and its one-line public text (the puzzle format, README). Only
 * face-up cards are named; face-down cards and the stock are counts. Safe for the browser.
 */
import { DECK_SIZE, RANK_CHARS, cardCode, parseCardCode, parseCardsText, rankOf, suitOf } from './cards';
import type { DrawCount } from './levels';
import { COLUMNS } from './piles';
import { isAutoCompletable, isWon, stockCount, type Position } from './position';

export type ColumnView = { readonly down: number; readonly up: readonly string[] };

/** A move's reply and a resumed play's view. Cards are codes ('Th'). */
export type SolitaireView = {
  readonly drawCount: DrawCount;
  readonly tableau: readonly ColumnView[];
  readonly stock: number;
  /** Cards in the waste. */
  readonly waste: number;
  /** The waste's visible cards, bottom to top: its top card in Draw 1, up to three in Draw 3. */
  readonly wasteTop: readonly string[];
  /** Cards on each foundation, in suit order spades, hearts, diamonds, clubs (the top is the rank). */
  readonly foundations: readonly number[];
  readonly score: number;
  readonly moves: number;
  readonly canUndo: boolean;
  /** Every card face up and the stock and waste empty: `{ type: 'auto' }` finishes the game. */
  readonly canAutoComplete: boolean;
  readonly won: boolean;
};

export type BoardView = Pick<SolitaireView, 'drawCount' | 'tableau' | 'stock' | 'waste' | 'wasteTop' | 'foundations'>;

export function boardOfPosition(position: Position): BoardView {
  return {
    drawCount: position.drawCount,
    tableau: position.columns.map((column, c) => ({ down: position.down[c]!, up: column.slice(position.down[c]!).map(cardCode) })),
    stock: stockCount(position),
    waste: position.cut,
    wasteTop: position.talon.slice(Math.max(0, position.cut - position.drawCount), position.cut).map(cardCode),
    foundations: [...position.foundations],
  };
}

export function viewOfPosition(position: Position, game: { score: number; moves: number; canUndo: boolean }): SolitaireView {
  return { ...boardOfPosition(position), ...game, canAutoComplete: !isWon(position) && isAutoCompletable(position), won: isWon(position) };
}

/**
 * The public text: `D:C1/C2/C3/C4/C5/C6/C7:S:W:V:F`, with D the draw count, each column a `#` per
 * face-down card then its face-up cards bottom to top, S the stock's count, W the waste's, V the
 * waste's visible cards, F the foundations' top ranks in suit order (`-` for none).
 */
export function boardText(board: BoardView): string {
  const columns = board.tableau.map((column) => '#'.repeat(column.down) + column.up.join('')).join('/');
  const foundations = board.foundations.map((height) => (height === 0 ? '-' : RANK_CHARS[height - 1])).join('');
  return `${board.drawCount}:${columns}:${board.stock}:${board.waste}:${board.wasteTop.join('')}:${foundations}`;
}

const TEXT_PATTERN = /^([13]):([^:]*):(\d{1,2}):(\d{1,2}):([^:]*):([-A2-9TJQK]{4})$/;

/** The board a public text describes, or null when it is not one (the card counts are checked, not how they could arise). */
export function parseBoardText(text: string): BoardView | null {
  const match = TEXT_PATTERN.exec(text);
  if (!match) return null;
  const drawCount = Number(match[1]) as DrawCount;
  const columns = match[2]!.split('/');
  if (columns.length !== COLUMNS) return null;
  const tableau: ColumnView[] = [];
  for (const column of columns) {
    const down = /^#*/.exec(column)![0].length;
    const up = parseCardsText(column.slice(down));
    if (!up) return null;
    tableau.push({ down, up: up.map(cardCode) });
  }
  const wasteTop = parseCardsText(match[5]!);
  if (!wasteTop) return null;
  const foundations = [...match[6]!].map((c) => (c === '-' ? 0 : RANK_CHARS.indexOf(c) + 1));
  const board: BoardView = {
    drawCount,
    tableau,
    stock: Number(match[3]),
    waste: Number(match[4]),
    wasteTop: wasteTop.map(cardCode),
    foundations,
  };
  const shown = [...tableau.flatMap((c) => c.up), ...board.wasteTop].map((code) => parseCardCode(code)!);
  const total = tableau.reduce((n, c) => n + c.down + c.up.length, 0) + board.stock + board.waste + foundations.reduce((n, h) => n + h, 0);
  if (total !== DECK_SIZE || new Set(shown).size !== shown.length) return null;
  if (board.wasteTop.length !== Math.min(board.waste, drawCount)) return null;
  // A face-up card cannot also be on a foundation.
  if (shown.some((card) => foundations[suitOf(card)]! >= rankOf(card))) return null;
  return board;
}
