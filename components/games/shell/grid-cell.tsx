'use client';

import { useEffect, type ButtonHTMLAttributes, type ReactNode, type RefObject } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'tabIndex' | 'onClick' | 'aria-label' | 'aria-selected'> & {
  /** Index of the cell, row * width + column (its data-cell). */
  cell: number;
  /** The selected cell is the board's one tab stop (roving tabindex) and where the shell puts focus. */
  selected: boolean;
  /** What a screen reader says for the cell, e.g. 'row 2, column 7, empty, notes 3 8'. */
  label: string;
  /** The cell is pressed: a click, a tap, Enter/Space on it, or a screen reader's activation. */
  onPress(cell: number): void;
  /**
   * The board handles pointer input itself (taps, long-presses, drags): then only clicks that come
   * from the keyboard or assistive technology (detail 0) press the cell here.
   */
  pointerOnBoard?: boolean;
  children?: ReactNode;
};

/**
 * One focusable cell of a grid game's board: a button in role gridcell, the tab stop when selected,
 * marked for the shell's focus return (data-shell-focus). Each game adds its own look and content.
 */
export function GridCell({ cell, selected, label, onPress, pointerOnBoard = false, children, ...rest }: Props) {
  return (
    <button
      {...rest}
      type="button"
      role="gridcell"
      data-cell={cell}
      data-shell-focus={selected ? '' : undefined}
      tabIndex={selected ? 0 : -1}
      aria-selected={selected}
      aria-label={label}
      onClick={(event) => {
        if (!pointerOnBoard || event.detail === 0) onPress(cell);
      }}
    >
      {children}
    </button>
  );
}

/** Focus follows the selection while the board has focus (arrow keys), and never steals it otherwise. */
export function useFocusFollowsSelection(board: RefObject<HTMLElement | null>, selected: number): void {
  useEffect(() => {
    const root = board.current;
    if (!root || !root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>(`[data-cell="${selected}"]`)?.focus();
  }, [board, selected]);
}
