export { Position, moveToUci, WHITE, BLACK } from './board';
export { MateSearch, solveMate, bestDefence, mainLine } from './mate-search';
export { legalMovesUci, isCheckmate, isStalemate, playUci, perft } from './rules';
export { Game, promotionOf, type PlayedUci } from './game';
