/**
 * The games' icons' few mid-tone accents, which read on white and on the dark theme's slate alike
 * (each icon is components/games/<id>/icon.tsx; the frame is ./game-icon.tsx).
 */
export const ACCENT = {
  amber: 'fill-amber-500',
  amberSoft: 'fill-amber-300 dark:fill-amber-200',
  rose: 'fill-rose-500',
  roseStroke: 'stroke-rose-500',
  emerald: 'fill-emerald-600 dark:fill-emerald-500',
  indigo: 'fill-indigo-500 dark:fill-indigo-400',
} as const;
