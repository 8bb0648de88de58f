import { ACCENT } from '@/components/icons/icon-accents';

/** 2048's icon (drawn in components/icons/game-icon.tsx's frame): four tiles, two of them merged colours. */
export function Icon() {
  return (
    <>
      <rect x="3" y="3" width="8" height="8" rx="2" className={ACCENT.amber} stroke="none" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" className={ACCENT.amberSoft} stroke="none" />
    </>
  );
}
