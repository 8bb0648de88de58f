/**
 * How wide the cards may be for the board to fit the height below its top: pure, so it is tested
 * alone. The fan's steps are fanSteps' (solitaire-board.tsx): face-down cards a tenth of a card apart,
 * face-up ones closing up to their corner as a column grows.
 */
import { cornerFont } from './playing-card';

/** Cards are about 5:7, as real ones. */
export const RATIO = 1.4;
/** Face-up cards a full deal's deepest column (six face down) can take at their closest before the page scrolls. */
export const GROWTH = 3;

/** The height the board takes for cards `width` wide: the top row, then the deepest dealt column with room to grow. */
export function boardHeight(width: number, gap: number): number {
  const height = Math.round(width * RATIO);
  const down = Math.max(5, Math.round(height * 0.1));
  return height + 2 * gap + height + 6 * down + GROWTH * (cornerFont(width) + 3);
}

/** The widest card (whole px) whose board fits `room` px of height; 0 when none does. */
export function widthByHeight(room: number, gap: number): number {
  let width = Math.floor(room / (2 * RATIO));
  while (width > 0 && boardHeight(width, gap) > room) width--;
  return width;
}
