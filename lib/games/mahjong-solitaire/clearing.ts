/**
 * Clearing orders of places, whatever their faces: the skeleton of a solvable deal. A deal is built
 * by clearing the (still faceless) places in a random order, two free places at a time, and then
 * laying a random matching pair on each two; read backwards, that order places each pair where it
 * is free at that moment of the build (solvable by construction), and forwards it is the solution.
 * Removing tiles never blocks another, so the only way a clearing gets stuck is with one free place
 * left: a random order is tried a few times, then (for the few places of a late shuffle) a search.
 */
import type { Random } from '../grid-puzzle-engine';
import { randomInt } from '../toolbox/random';
import { freePlaces, type Geometry } from './board';

/** Two places cleared together (tile indices). */
export type Pair = readonly [number, number];

/** Random clearings tried before giving up on (a deal) or searching (a shuffle). */
export const MAX_RANDOM_CLEARINGS = 40;
/** Positions the search visits at most before it gives up. */
export const CLEARING_SEARCH_BUDGET = 20_000;

const presenceOf = (geometry: Geometry, places: readonly number[]) => {
  const present = new Array<boolean>(geometry.positions.length).fill(false);
  for (const place of places) present[place] = true;
  return present;
};

/** One random clearing of the places, or null when it got stuck (one free place, tiles left). */
export function randomClearing(geometry: Geometry, places: readonly number[], random: Random): Pair[] | null {
  const present = presenceOf(geometry, places);
  const order: Pair[] = [];
  for (let left = places.length; left > 0; left -= 2) {
    const free = freePlaces(geometry, present);
    if (free.length < 2) return null;
    const first = randomInt(random, free.length);
    // The second from the others: an index past the first is shifted by one.
    let second = randomInt(random, free.length - 1);
    if (second >= first) second++;
    const pair: Pair = [free[first]!, free[second]!];
    present[pair[0]] = present[pair[1]] = false;
    order.push(pair);
  }
  return order;
}

/**
 * A clearing found by depth-first search, remembering the sets of places known to be stuck; null
 * when there is none, or 'gave-up' past the budget. Exhaustive for the few places a late shuffle has.
 */
export function searchClearing(geometry: Geometry, places: readonly number[], budget = CLEARING_SEARCH_BUDGET): Pair[] | null | 'gave-up' {
  const present = presenceOf(geometry, places);
  const stuck = new Set<string>();
  const order: Pair[] = [];
  let visits = 0;
  const walk = (left: number): boolean | 'gave-up' => {
    if (left === 0) return true;
    if (++visits > budget) return 'gave-up';
    const key = present.map((p) => (p ? '1' : '0')).join('');
    if (stuck.has(key)) return false;
    const free = freePlaces(geometry, present);
    for (let i = 0; i < free.length; i++) {
      for (let j = i + 1; j < free.length; j++) {
        const [a, b] = [free[i]!, free[j]!];
        present[a] = present[b] = false;
        order.push([a, b]);
        const found = walk(left - 2);
        if (found) return found;
        order.pop();
        present[a] = present[b] = true;
      }
    }
    stuck.add(key);
    return false;
  };
  const found = walk(places.length);
  if (found === 'gave-up') return 'gave-up';
  return found ? order : null;
}

/**
 * A clearing order of the places: random tries first (the variety of deals), then, if asked, the
 * search. null when none was found (proven impossible, or the search gave up).
 */
export function clearingOrder(geometry: Geometry, places: readonly number[], random: Random, options: { search: boolean }): Pair[] | null {
  if (places.length % 2 !== 0) return null;
  for (let attempt = 0; attempt < MAX_RANDOM_CLEARINGS; attempt++) {
    const order = randomClearing(geometry, places, random);
    if (order) return order;
  }
  if (!options.search) return null;
  const found = searchClearing(geometry, places);
  return found === 'gave-up' ? null : found;
}
