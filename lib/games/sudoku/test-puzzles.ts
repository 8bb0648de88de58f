/** Test support: a few fixed puzzles in the public format. */

/** Project Euler 96, grid 01: singles only. */
export const EASY_PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
export const EASY_SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** A famous very hard puzzle: far beyond the solver's techniques (needs guessing or long chains). */
export const GUESSING_PUZZLE = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
