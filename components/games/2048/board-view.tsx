import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { BOARD_SIZE, directionFromDelta, directionFromKey, type Board, type Direction } from '@/lib/games/2048';
import styles from './game-2048.module.css';
import type { TileView } from './tile-tracker';

/** Tiles are 110/98 of their own width apart (see the CSS geometry). */
const STEP_PERCENT = (110 / 98) * 100;

const CELLS = Array.from({ length: BOARD_SIZE * BOARD_SIZE }, (_, i) => i);

export function hasModifier(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) {
  return event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;
}

function translate(row: number, col: number): string {
  return `translate(${col * STEP_PERCENT}%, ${row * STEP_PERCENT}%)`;
}

function describeBoard(board: Board | null): string {
  if (!board) return 'The board is loading.';
  return board.map((row, r) => `Row ${r + 1}: ${row.map((v) => (v === 0 ? 'empty' : String(v))).join(', ')}.`).join(' ');
}

function Tile({ tile }: { tile: TileView }) {
  const digits = String(tile.value).length;
  const classes = [styles.tile, styles[tile.kind], styles[`v${tile.value}`], styles[`d${digits}`]];
  const live = tile.kind !== 'ghost';
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ transform: translate(tile.row, tile.col) }}
      data-testid={live ? 'tile' : undefined}
      data-value={tile.value}
      data-row={tile.row}
      data-col={tile.col}
      data-ghost={live ? undefined : ''}
    >
      <div className={styles.inner}>{tile.value}</div>
    </div>
  );
}

interface BoardViewProps {
  board: Board | null;
  tiles: readonly TileView[];
  onMove(direction: Direction): void;
  boardRef: RefObject<HTMLDivElement | null>;
  descriptionId: string;
}

/** The focusable board: keys while it has focus, and drag/swipe through Pointer Events. */
export function BoardView({ board, tiles, onMove, boardRef, descriptionId }: BoardViewProps) {
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || hasModifier(event)) return;
    const direction = directionFromKey(event.key);
    if (!direction) return;
    event.preventDefault(); // arrow keys must not scroll the page
    onMove(direction);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Capture is a nicety: a drag that leaves the board still ends on pointerup elsewhere.
    }
    event.currentTarget.focus({ preventScroll: true });
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    drag.current = null;
    const direction = directionFromDelta(event.clientX - start.x, event.clientY - start.y);
    if (direction) onMove(direction);
  }

  return (
    <>
      <div
        ref={boardRef}
        className={styles.board}
        data-testid="board-2048"
        tabIndex={0}
        role="application"
        aria-label="2048 board. Use the arrow keys or W, A, S, D to move the tiles."
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <div aria-hidden="true">
          {CELLS.map((i) => (
            <div key={i} className={styles.cell} style={{ transform: translate(Math.floor(i / BOARD_SIZE), i % BOARD_SIZE) }} />
          ))}
        </div>
        <div aria-hidden="true">
          {tiles.map((tile) => (
            <Tile key={tile.id} tile={tile} />
          ))}
        </div>
      </div>
      <p id={descriptionId} className={styles.srOnly}>
        {describeBoard(board)}
      </p>
    </>
  );
}
