import { ACCENT } from '@/components/icons/icon-accents';

/** Sudoku's icon (drawn in components/icons/game-icon.tsx's frame): a grid of four boxes, one cell filled in. */
export function Icon() {
  return (
    <>
      <rect x="12" y="3" width="4.5" height="4.5" className={ACCENT.indigo} stroke="none" />
      <path d="M7.5 3v18M16.5 3v18M3 7.5h18M3 16.5h18" strokeWidth="1" />
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M12 3v18M3 12h18" />
    </>
  );
}
