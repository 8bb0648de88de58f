/**
 * Region fills: light pastels, the same in both themes (the board is its own light surface, with
 * dark marks and borders, so contrast holds in dark mode too; there the whole board is dimmed, with
 * a frame as dark as its region borders, so it does not glare). Neighbouring hues differ in lightness
 * as well as hue, and every region edge is also a thick line: colour is never the only signal.
 */
export const REGION_FILLS: readonly string[] = [
  '#f9c89b', // a: apricot
  '#a8d8f0', // b: sky
  '#c9e7a7', // c: pale green
  '#d9c4f0', // d: lavender
  '#fff09a', // e: lemon
  '#f4b7c8', // f: rose
  '#dcdcdc', // g: light grey
  '#9fe0d0', // h: mint
  '#e8d3b0', // i: sand
  '#b9c3f7', // j: periwinkle
];

export const regionFill = (region: number) => REGION_FILLS[region % REGION_FILLS.length] ?? '#ffffff';
