'use client';

import { useId, type ReactNode } from 'react';

type Props = {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  /** Why it cannot change now (e.g. hard mode after the first guess): tapping it says so instead. */
  locked?: string | null;
  /** Off while nothing can be played (no reason worth saying). */
  disabled?: boolean;
  /** Called with `locked` when a locked switch is tapped. */
  onLocked?(reason: string): void;
  describedBy?: string;
  title?: string;
};

/**
 * Every game's on/off option, one look: a switch (a native checkbox with the switch role, so forms,
 * labels and assistive technology all know it) on a row at least 44 px tall for a thumb. A locked
 * switch stays focusable and says why it cannot change, rather than ignoring the tap.
 */
export function ToggleSwitch({ checked, onChange, children, locked, disabled, onLocked, describedBy, title }: Props) {
  const id = useId();
  const isLocked = Boolean(locked) && !disabled;
  return (
    <label
      htmlFor={id}
      title={title}
      className={`inline-flex min-h-11 items-center gap-2 text-sm select-none ${disabled || isLocked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
    >
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-disabled={isLocked || undefined}
        aria-describedby={describedBy}
        onClick={(event) => {
          if (!isLocked) return;
          event.preventDefault();
          onLocked?.(locked!);
        }}
        onChange={(event) => onChange(event.target.checked)}
        className="peer relative h-6 w-10 flex-none cursor-[inherit] appearance-none rounded-full border-2 border-slate-500 bg-slate-200 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-4 before:w-4 before:rounded-full before:bg-slate-600 before:transition-transform checked:border-indigo-700 checked:bg-indigo-700 checked:before:translate-x-4 checked:before:bg-white disabled:opacity-50 aria-disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none dark:border-slate-400 dark:bg-slate-800 dark:before:bg-slate-300 dark:checked:border-indigo-400 dark:checked:bg-indigo-400 dark:checked:before:bg-slate-950"
      />
      <span>{children}</span>
    </label>
  );
}
