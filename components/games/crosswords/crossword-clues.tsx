'use client';

import { useEffect, useRef } from 'react';
import type { Clue } from '@/lib/games/crosswords/format';
import type { Direction, Slot } from '@/lib/games/crosswords/grid';

export const clueKey = (direction: Direction, number: number) => `${direction}-${number}`;
const short = (direction: Direction) => (direction === 'across' ? 'A' : 'D');
const DIRECTION_NAME: Record<Direction, string> = { across: 'Across', down: 'Down' };

/** The play's start, shown in the clue bar's place before it: the same box, so nothing moves when the clue comes. */
export type BarStart = { enabled: boolean; starting: boolean; onStart(): void };

const barBox = 'flex items-stretch gap-1 rounded-md bg-sky-100 p-0.5 text-slate-950 dark:bg-sky-900 dark:text-slate-50';

/**
 * The current clue over the grid: tap it to switch direction; the arrows go to the previous or next
 * clue. Before the start (`start`), the bar holds the Start button and what it does instead.
 */
export function ClueBar({
  slot,
  clue,
  disabled,
  start,
  onToggle,
  onStep,
}: {
  slot: Slot | null;
  clue: Clue | null;
  disabled: boolean;
  start: BarStart | null;
  onToggle(): void;
  onStep(back: boolean): void;
}) {
  const arrow = 'btn-secondary h-11 w-11 flex-none px-0 text-lg';
  if (start)
    return (
      <div className={barBox} data-testid="clue-bar">
        <button
          type="button"
          className="btn-primary h-11 flex-none px-4"
          disabled={!start.enabled}
          aria-busy={start.starting || undefined}
          aria-describedby="clue-bar-start"
          onClick={start.onStart}
          data-testid="crosswords-start"
        >
          <span className={start.starting ? 'motion-safe:animate-pulse' : undefined}>Start</span>
        </button>
        <p id="clue-bar-start" className="flex min-h-11 flex-1 items-center px-2 text-sm leading-snug">
          Shows the clues, starts the clock.
        </p>
      </div>
    );
  return (
    <div className={barBox} data-testid="clue-bar">
      <button
        type="button"
        className={arrow}
        aria-label="Previous clue"
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onStep(true)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="flex min-h-11 flex-1 items-center gap-2 rounded px-2 text-left text-sm leading-snug focus-visible:-outline-offset-3 @md:text-base"
        disabled={disabled}
        aria-describedby="clue-bar-tip"
        onMouseDown={(e) => e.preventDefault()}
        onClick={onToggle}
        data-testid="current-clue"
      >
        {slot && clue ? (
          <>
            <strong className="flex-none">
              {slot.number}
              {short(slot.direction)}
            </strong>
            <span>{clue.text}</span>
          </>
        ) : (
          <span>&nbsp;</span>
        )}
      </button>
      <span id="clue-bar-tip" className="sr-only">
        Switches between across and down.
      </span>
      <button
        type="button"
        className={arrow}
        aria-label="Next clue"
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onStep(false)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

type ListsProps = {
  /** Beside the grid (a wide container), the lists share its height. */
  height: number;
  clues: readonly Clue[];
  slots: readonly Slot[];
  /** The cursor's entry and the crossing one (lit more lightly). */
  current: Slot | null;
  crossing: Slot | null;
  /** Entries whose squares are all filled (dimmed, as on paper). */
  filled: ReadonlySet<string>;
  disabled: boolean;
  onPick(slot: Slot): void;
};

/** The Across and Down lists: each clue a button that jumps to its entry; the current one lit and kept in view. */
export function ClueLists({ height, clues, slots, current, crossing, filled, disabled, onPick }: ListsProps) {
  const box = useRef<HTMLDivElement>(null);
  const currentKey = current ? clueKey(current.direction, current.number) : null;
  useEffect(() => {
    const item = currentKey ? box.current?.querySelector<HTMLElement>(`[data-clue="${currentKey}"]`) : null;
    const list = item?.closest<HTMLElement>('[data-clue-list]');
    // Scrolls the list only (never the page), so the grid stays where it is.
    if (item && list && list.scrollHeight > list.clientHeight) list.scrollTop = item.offsetTop - list.offsetTop - list.clientHeight / 3;
  }, [currentKey]);
  return (
    <div
      ref={box}
      className="grid gap-3 @md:grid-cols-2 @2xl:grid-cols-1"
      style={{ ['--lists-height' as string]: `${Math.max(160, height / 2 - 36)}px` }}
      data-testid="clue-lists"
    >
      {(['across', 'down'] as const).map((direction) => (
        <section key={direction} aria-labelledby={`clues-${direction}`}>
          <h2
            id={`clues-${direction}`}
            className="border-b border-slate-300 pb-1 text-sm font-bold tracking-wide uppercase dark:border-slate-600"
          >
            {DIRECTION_NAME[direction]}
          </h2>
          <ol className="relative mt-1 max-h-72 overflow-y-auto overscroll-contain @2xl:max-h-(--lists-height)" data-clue-list="">
            {clues
              .filter((clue) => clue.direction === direction)
              .map((clue) => {
                const key = clueKey(direction, clue.number);
                const slot = slots.find((s) => s.direction === direction && s.number === clue.number);
                const lit =
                  key === currentKey
                    ? 'bg-sky-200 dark:bg-sky-800'
                    : crossing && key === clueKey(crossing.direction, crossing.number)
                      ? 'bg-slate-100 dark:bg-slate-800'
                      : '';
                return (
                  <li key={key}>
                    <button
                      type="button"
                      data-clue={key}
                      aria-current={key === currentKey ? 'true' : undefined}
                      disabled={disabled || !slot}
                      onClick={() => slot && onPick(slot)}
                      className={`flex min-h-11 w-full items-center gap-2 rounded px-2 py-1 text-left text-sm focus-visible:-outline-offset-3 ${lit} ${filled.has(key) ? 'text-slate-600 dark:text-slate-300' : ''}`}
                    >
                      <strong className="w-6 flex-none text-right">{clue.number}</strong>
                      <span>
                        {clue.text}
                        {slot && <span className="sr-only">, {slot.cells.length} letters</span>}
                      </span>
                    </button>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </div>
  );
}
