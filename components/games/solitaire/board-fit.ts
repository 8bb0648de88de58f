/**
 * The board's geometry, pure so it is tested alone: how wide the cards may be for the board to fit
 * the height below its top, and the steps of each column's fan within the height the columns get.
 */
import { cornerFont, type CardSize } from './playing-card';

export const MAX_WIDTH = 120;
export const MIN_WIDTH = 36;
/** Cards are about 5:7, as real ones. */
export const RATIO = 1.4;
/** Face-up cards a full deal's deepest column (six face down) can take at their closest before the page scrolls. */
export const GROWTH = 3;
/** The longest column a deal can reach: six cards face down under a King's run of thirteen. */
export const LONGEST = { down: 6, up: 13 } as const;
/** The closest a long column's backs come (a sliver of each still shows how many there are). */
export const DOWN_CLOSEST = 3;
/** The closest a long column's face-up cards come: a strip still wide enough to pick up. */
export const GRIP = 10;

const downStep = (size: CardSize) => Math.max(5, Math.round(size.height * 0.1));
/** A face-up card's step that shows its whole corner (rank and suit). */
const cornerStep = (size: CardSize) => cornerFont(size.width) + 3;

/**
 * The vertical steps of a column's fan in `room` px: face-down cards a tenth of a card apart,
 * face-up ones showing more than their corner. A column too long for that closes up: its face-up
 * cards to their corner, then its backs to a sliver, then the face-up cards to a strip
 * (GRIP), so the longest column a deal reaches stays on the screen (the budget below keeps room for it).
 */
export function fanSteps(size: CardSize, down: number, up: number, room: number): { down: number; up: number } {
  const full = { down: downStep(size), up: Math.max(cornerFont(size.width) + 8, Math.round(size.height * 0.28)) };
  if (up <= 1) return full;
  const upFit = (downBy: number) => Math.floor((room - size.height - down * downBy) / (up - 1));
  if (upFit(full.down) >= cornerStep(size)) return { down: full.down, up: Math.min(full.up, upFit(full.down)) };
  const downBy = down === 0 ? full.down : Math.floor((room - size.height - (up - 1) * cornerStep(size)) / down);
  const closed = Math.max(DOWN_CLOSEST, Math.min(full.down, downBy));
  return { down: closed, up: Math.max(GRIP, Math.min(cornerStep(size), upFit(closed))) };
}

/**
 * The height the board takes for cards `width` wide: the top row, then the deepest dealt column with
 * room to grow at the corner's step, or the longest column at its closest if that is taller.
 */
export function boardHeight(width: number, gap: number): number {
  const size = { width, height: Math.round(width * RATIO) };
  const dealt = 6 * downStep(size) + GROWTH * cornerStep(size);
  const longest = LONGEST.down * DOWN_CLOSEST + (LONGEST.up - 1) * GRIP;
  return size.height + 2 * gap + size.height + Math.max(dealt, longest);
}

/** The widest card (whole px) whose board fits `room` px of height; 0 when none does. */
export function widthByHeight(room: number, gap: number): number {
  let width = Math.floor(room / (2 * RATIO));
  while (width > 0 && boardHeight(width, gap) > room) width--;
  return width;
}

export type BoardSize = { card: CardSize; gap: number; tableauHeight: number };

/**
 * The cards for a board box `width` px wide with `room` px below its top: seven columns across, and
 * the two rows within the room (widthByHeight); and the height the columns may take (at least two cards).
 */
export function boardSize(width: number, room: number): BoardSize {
  const gap = width < 500 ? 4 : 8;
  const byWidth = Math.floor((width - 6 * gap) / 7);
  const cardWidth = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, byWidth, widthByHeight(room, gap)));
  const card = { width: cardWidth, height: Math.round(cardWidth * RATIO) };
  return { card, gap, tableauHeight: Math.max(card.height * 2, room - card.height - 2 * gap) };
}
