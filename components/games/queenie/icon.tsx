import { ACCENT } from '@/components/icons/icon-accents';

/** Queenie's icon (drawn in components/icons/game-icon.tsx's frame): a crown. */
export function Icon() {
  return (
    <>
      <path d="M4.5 17.5 3 7.5l5 4 4-7 4 7 5-4-1.5 10z" className={ACCENT.amber} strokeWidth="1.5" />
      <rect x="4.5" y="19" width="15" height="2.5" rx="1" fill="currentColor" stroke="none" />
    </>
  );
}
