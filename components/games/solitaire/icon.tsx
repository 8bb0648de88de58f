import { ACCENT } from '@/components/icons/icon-accents';

/** Solitaire's icon (drawn in components/icons/game-icon.tsx's frame): two cards, a heart on the front one. */
export function Icon() {
  return (
    <>
      <path d="M8 19H5.5A1.5 1.5 0 0 1 4 17.5v-14A1.5 1.5 0 0 1 5.5 2h9A1.5 1.5 0 0 1 16 3.5V5" />
      <rect x="8" y="5" width="12.5" height="17" rx="1.5" />
      <path
        d="M14.25 17.5c-3-2.2-4.5-3.8-4.5-5.5a2.25 2.25 0 0 1 4.5-.9 2.25 2.25 0 0 1 4.5.9c0 1.7-1.5 3.3-4.5 5.5z"
        className={ACCENT.rose}
        stroke="none"
      />
    </>
  );
}
