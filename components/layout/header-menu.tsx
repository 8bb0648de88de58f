'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The header's secondary items (Home, Premium, the account corner). From 768 px they sit in the
 * header row as they are; on a phone they fold behind a Menu button, so the header stays one
 * compact row. One copy of the items either way (no duplicate controls for tests or screen readers).
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="flex items-center md:flex-1 md:justify-end">
      <button
        type="button"
        className="btn-secondary h-9 w-9 px-0 md:hidden"
        aria-label="Menu"
        title="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div
        id={panelId}
        // Closes when a link in it is followed. Not on a button: the sign-in dialogs live in here,
        // and a hidden panel would hide them too.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-40 flex-col items-stretch gap-2 border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-900 md:static md:flex md:flex-1 md:flex-row md:flex-wrap md:items-center md:justify-end md:border-0 md:bg-transparent md:p-0 md:shadow-none md:dark:bg-transparent`}
      >
        {children}
      </div>
    </div>
  );
}
