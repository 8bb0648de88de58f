/**
 * Found-word colours. In the light theme a band is a light fill under dark letters with a dark edge of
 * its hue; in the dark theme the two swap (a dark fill under light letters, a light edge), so each
 * band keeps its outline and the letters their contrast in both. A found word is never told by colour
 * alone. Neighbouring words in the list get hues far apart.
 */
export type WordColour = { readonly fill: string; readonly edge: string };

export const WORD_COLOURS: readonly WordColour[] = [
  { fill: '#fcd34d', edge: '#92400e' }, // amber
  { fill: '#7dd3fc', edge: '#075985' }, // sky
  { fill: '#f9a8d4', edge: '#9d174d' }, // pink
  { fill: '#86efac', edge: '#166534' }, // green
  { fill: '#c4b5fd', edge: '#5b21b6' }, // violet
  { fill: '#fdba74', edge: '#9a3412' }, // orange
  { fill: '#5eead4', edge: '#115e59' }, // teal
  { fill: '#fda4af', edge: '#9f1239' }, // rose
  { fill: '#bef264', edge: '#3f6212' }, // lime
  { fill: '#a5b4fc', edge: '#3730a3' }, // indigo
];

export const wordColour = (word: number): WordColour => WORD_COLOURS[word % WORD_COLOURS.length] ?? WORD_COLOURS[0]!;

/** The board's surface and letters in each theme (the bands' fills are checked against these). */
export const BOARD = { light: { surface: '#ffffff', letter: '#020617' }, dark: { surface: '#1e293b', letter: '#f1f5f9' } } as const;

/** The colours a band is drawn in, per theme: the dark theme swaps fill and edge. */
export const bandColours = (colour: WordColour, theme: 'light' | 'dark'): WordColour =>
  theme === 'light' ? colour : { fill: colour.edge, edge: colour.fill };

/** The selection being made: a dashed slate band (not a word colour). */
export const SELECTING: WordColour = { fill: '#cbd5e1', edge: '#475569' };
/** A selection that spells no listed word, shown briefly. */
export const WRONG: WordColour = { fill: '#fecaca', edge: '#b91c1c' };
