'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** icon: drawn on the server (components/icons/game-icon.tsx) and passed in, so its SVG adds no client code. */
export type MenuGame = { id: string; name: string; icon: ReactNode; href: string };

/**
 * A disclosure menu of links: the button toggles it, arrow keys move between the links, Escape
 * closes it and gives focus back to the button, and leaving it (Tab or a click outside) closes it.
 */
export function AllPuzzlesMenu({ games }: { games: MenuGame[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-menu-item]') ?? []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function focusItem(index: number) {
    const items = links();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  }

  function onListKey(event: KeyboardEvent) {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else return;
    event.preventDefault();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn-secondary whitespace-nowrap"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        All Puzzles <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label="All puzzles"
        onKeyDown={onListKey}
        className="absolute left-0 z-30 mt-2 max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {games.map((game) => (
          <li key={game.id}>
            <Link
              href={game.href}
              data-menu-item
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              onClick={() => setOpen(false)}
            >
              {game.icon}
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
