import { ACCENT } from '@/components/icons/icon-accents';

/** Mahjong Solitaire's icon (in components/icons/game-icon.tsx's frame): a tile with its thickness showing, one circle on its face. */
export function Icon() {
  return (
    <>
      <path d="M7.5 4.5V3.5A1.5 1.5 0 0 1 9 2h10a1.5 1.5 0 0 1 1.5 1.5v15a1.5 1.5 0 0 1-1.5 1.5h-1" />
      <rect x="3.5" y="4.5" width="14" height="17" rx="2" />
      <circle cx="10.5" cy="13" r="3.6" className={ACCENT.roseStroke} strokeWidth="2" />
      <circle cx="10.5" cy="13" r="1.2" className={ACCENT.rose} stroke="none" />
    </>
  );
}
