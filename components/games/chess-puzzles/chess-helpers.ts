/**
 * chess.js as a display and input helper only: legal destinations to draw, positions to show
 * while the server answers, and typed moves turned into from/to. The server judges every move.
 */
import { Chess, type Square } from 'chess.js';

export type Promotion = 'q' | 'n' | 'r' | 'b';
export type BoardColor = 'white' | 'black';
export const PROMOTIONS: readonly Promotion[] = ['q', 'n', 'r', 'b'];

export const colorOf = (side: 'w' | 'b'): BoardColor => (side === 'w' ? 'white' : 'black');
export const sideName = (side: 'w' | 'b') => (side === 'w' ? 'White' : 'Black');
export const otherSide = (side: 'w' | 'b'): 'w' | 'b' => (side === 'w' ? 'b' : 'w');

function load(fen: string): Chess | null {
  try {
    return new Chess(fen);
  } catch {
    return null;
  }
}

/** Legal destinations per origin square, for chessground's `movable.dests`. */
export function legalDests(fen: string): Map<string, string[]> {
  const dests = new Map<string, string[]>();
  for (const m of load(fen)?.moves({ verbose: true }) ?? []) {
    const list = dests.get(m.from);
    if (list) {
      if (!list.includes(m.to)) list.push(m.to);
    } else dests.set(m.from, [m.to]);
  }
  return dests;
}

export function sideToMove(fen: string): 'w' | 'b' {
  return fen.split(' ')[1] === 'b' ? 'b' : 'w';
}

export function inCheck(fen: string): boolean {
  return load(fen)?.inCheck() ?? false;
}

/** Whether from→to is a pawn reaching the last rank (a promotion piece must be chosen). */
export function isPromotionMove(fen: string, from: string, to: string): boolean {
  const moves = load(fen)?.moves({ verbose: true, square: from as Square }) ?? [];
  return moves.some((m) => m.to === to && m.promotion !== undefined);
}

/** The position after a move, for display while the server answers; null when chess.js refuses it. */
export function positionAfter(fen: string, from: string, to: string, promotion?: string): string | null {
  const chess = load(fen);
  if (!chess) return null;
  try {
    chess.move({ from, to, promotion });
    return chess.fen();
  } catch {
    return null;
  }
}

export type TypedMove =
  { ok: true; from: string; to: string; promotion?: Promotion; needsPromotion: boolean } | { ok: false; message: string };

const UCI = /^([a-h][1-8])\s*[-x]?\s*([a-h][1-8])\s*=?\s*([qrbn])?$/i;

/** A typed move in SAN (Qh7#, exd8=Q, O-O) or UCI (d1h5, e7e8q) on the current position. */
export function parseTypedMove(fen: string, text: string): TypedMove {
  const input = text.trim();
  if (!input) return { ok: false, message: 'Type a move such as Qh7# or d1h5.' };
  const chess = load(fen);
  if (!chess) return { ok: false, message: 'The position could not be read.' };
  const legal = chess.moves({ verbose: true });
  const uci = UCI.exec(input);
  if (uci) {
    const from = uci[1]!.toLowerCase();
    const to = uci[2]!.toLowerCase();
    const promotion = uci[3]?.toLowerCase() as Promotion | undefined;
    const candidates = legal.filter((m) => m.from === from && m.to === to);
    if (candidates.length > 0) {
      const promotes = candidates.some((m) => m.promotion !== undefined);
      if (!promotes) return { ok: true, from, to, needsPromotion: false };
      return promotion ? { ok: true, from, to, promotion, needsPromotion: false } : { ok: true, from, to, needsPromotion: true };
    }
  }
  const san = input.replace(/0/g, 'O').replace(/[?!]+$/, '');
  const normalise = (s: string) => s.replace(/[+#]/g, '');
  const exact = legal.find((m) => normalise(m.san) === normalise(san));
  const found = exact ?? tryLoose(fen, san);
  if (!found) return { ok: false, message: `${input} is not a legal move here.` };
  return { ok: true, from: found.from, to: found.to, promotion: found.promotion as Promotion | undefined, needsPromotion: false };
}

/** chess.js's forgiving parser (e.g. 'Nbd7' written as 'Nd7' when unambiguous, or 'e8Q'). */
function tryLoose(fen: string, san: string): { from: string; to: string; promotion?: string } | null {
  const chess = load(fen);
  if (!chess) return null;
  try {
    const m = chess.move(san, { strict: false });
    return { from: m.from, to: m.to, promotion: m.promotion };
  } catch {
    return null;
  }
}
