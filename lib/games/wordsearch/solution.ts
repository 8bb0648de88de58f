/**
 * The solution text the server keeps (never sent before the play ends): each listed word's place as
 * `from-to` (its first and last cell, `row * width + column`), in list order, joined by `,`:
 * e.g. `0-4,23-89`.
 */
export type Place = { readonly from: number; readonly to: number };

export function formatPlaces(places: readonly Place[]): string {
  return places.map((p) => `${p.from}-${p.to}`).join(',');
}

export function parsePlaces(text: string): Place[] | null {
  if (typeof text !== 'string' || !/^\d{1,4}-\d{1,4}(,\d{1,4}-\d{1,4})*$/.test(text)) return null;
  return text.split(',').map((pair) => {
    const [from, to] = pair.split('-').map(Number);
    return { from: from!, to: to! };
  });
}
