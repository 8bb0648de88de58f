/**
 * The browser side's pure parts: the server's answer read back, the table as it stood after each
 * event (the computers' turns are shown one by one), the sentences that announce them, and the
 * tile that opened the round (the line grows from it in both directions on screen).
 */
import type { DominoesReply, LineTile } from '@/lib/games/dominoes/reply';
import type { RoundSummary, TurnEvent } from '@/lib/games/dominoes/match';
import { isTile, type End, type Pip, type Tile } from '@/lib/games/dominoes/tiles';

export type { DominoesReply, LineTile, RoundSummary, TurnEvent };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCountList = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0);

/** A move's answer or a resumed play's view, checked for the parts the view reads; null otherwise. */
export function parseReply(value: unknown): DominoesReply | null {
  if (!isObject(value)) return null;
  const { hand, line, handCounts, scores, events, playable, phase, boneyard } = value;
  if (!Array.isArray(hand) || !hand.every(isTile)) return null;
  if (
    !Array.isArray(line) ||
    !line.every((t) => isObject(t) && isTile(t.tile) && typeof t.left === 'number' && typeof t.right === 'number')
  )
    return null;
  if (!isCountList(handCounts) || !isCountList(scores) || handCounts.length < 2 || scores.length !== handCounts.length) return null;
  if (
    !Array.isArray(events) ||
    !events.every((e) => isObject(e) && typeof e.seat === 'number' && ['played', 'drew', 'passed'].includes(String(e.kind)))
  )
    return null;
  if (!Array.isArray(playable) || !playable.every((p) => isObject(p) && isTile(p.tile) && Array.isArray(p.ends))) return null;
  if (phase !== 'playing' && phase !== 'round-over' && phase !== 'match-over') return null;
  if (typeof boneyard !== 'number') return null;
  return value as unknown as DominoesReply;
}

export const seatName = (seat: number) => (seat === 0 ? 'You' : `Computer ${seat}`);

/** The first event still to show: the player's own move is already on screen when its answer comes. */
export function firstStep(reply: Pick<DominoesReply, 'events'>): number {
  return reply.events[0]?.seat === 0 ? 1 : 0;
}

/** The table after the first `shown` events of the answer (the answer's own state once all are shown). */
export type Frame = {
  line: readonly LineTile[];
  ends: { left: Pip; right: Pip } | null;
  handCounts: readonly number[];
  boneyard: number;
  /** The match score: the round's points are added once its last event is shown. */
  scores: readonly number[];
  /** Who acted in the last event shown, or null. */
  actor: number | null;
};

export function frameAt(reply: DominoesReply, shown: number): Frame {
  const rest = reply.events.slice(shown);
  let fromLeft = 0;
  let fromRight = 0;
  const handCounts = [...reply.handCounts];
  let boneyard = reply.boneyard;
  for (const event of rest) {
    if (event.kind === 'played') {
      if (event.end === 'left') fromLeft++;
      else fromRight++;
      handCounts[event.seat] = (handCounts[event.seat] ?? 0) + 1;
    } else if (event.kind === 'drew') {
      handCounts[event.seat] = (handCounts[event.seat] ?? 0) - event.count;
      boneyard += event.count;
    }
  }
  // The first tile of a line counts for either end: whichever is left to take, take it once.
  const line = reply.line.slice(fromLeft, Math.max(fromLeft, reply.line.length - fromRight));
  const first = line[0];
  const last = line[line.length - 1];
  const over = rest.length === 0 && reply.summary !== null;
  const scores =
    over || reply.summary === null || reply.summary.winner === null
      ? reply.scores
      : reply.scores.map((score, seat) => (seat === reply.summary!.winner ? score - reply.summary!.points : score));
  return {
    line,
    ends: first && last ? { left: first.left, right: last.right } : null,
    handCounts,
    boneyard,
    scores,
    actor: shown > 0 ? (reply.events[shown - 1]?.seat ?? null) : null,
  };
}

const tilesWord = (count: number) => `${count} ${count === 1 ? 'tile' : 'tiles'}`;

/** "Computer 1 played 6-4 on the right", "You drew 2 tiles", "Computer 2 passed". */
export function eventSentence(event: TurnEvent, lineBefore: number): string {
  const who = seatName(event.seat);
  if (event.kind === 'played') return lineBefore === 0 ? `${who} led ${event.tile}` : `${who} played ${event.tile} on the ${event.end}`;
  if (event.kind === 'drew') return `${who} drew ${tilesWord(event.count)}`;
  return `${who} passed`;
}

/** "Round 1: 7 tiles each." when the answer's events begin with the round (an empty line), else null. */
export function dealSentence(reply: DominoesReply): string | null {
  const before = frameAt(reply, 0);
  return before.line.length === 0 ? `Round ${reply.round}: ${tilesWord(before.handCounts[0] ?? 0)} each.` : null;
}

/** The sentence of the answer's event number `index`. */
export function sentenceOf(reply: DominoesReply, index: number): string {
  const event = reply.events[index];
  return event ? eventSentence(event, frameAt(reply, index).line.length) : '';
}

/** "You won the round by domino: 23 points." */
export function summarySentence(summary: RoundSummary): string {
  const how = summary.reason === 'domino' ? 'by domino' : 'with the lightest hand (blocked)';
  if (summary.winner === null) return `Round ${summary.round} blocked with a tie: nobody scores.`;
  const who = summary.winner === 0 ? 'You won' : `${seatName(summary.winner)} won`;
  return `Round ${summary.round}: ${who} ${how}, ${summary.points} ${summary.points === 1 ? 'point' : 'points'}.`;
}

/** "Your turn: 6 and 3 are open." and what to do when nothing fits. */
export function turnSentence(reply: DominoesReply): string {
  if (reply.phase !== 'playing' || reply.turn !== 0) return '';
  if (reply.line.length === 0) return reply.mustOpenWith ? `Your lead: the ${reply.mustOpenWith} opens.` : 'Your lead: play any tile.';
  const ends = reply.ends!;
  const open = ends.left === ends.right ? `${ends.left}s at both ends` : `${ends.left} and ${ends.right} open`;
  if (reply.playable.length > 0) return `Your turn: ${open}.`;
  return `Your turn: ${open}. Nothing fits: ${reply.canDraw ? 'draw from the boneyard' : 'pass'}.`;
}

/** Why a tile the player picked cannot be laid now (for the shared notice). */
export function unplayableReason(reply: DominoesReply, tile: Tile): string {
  if (reply.mustOpenWith && tile !== reply.mustOpenWith) return `The first tile must be the ${reply.mustOpenWith}.`;
  const ends = reply.ends;
  const open = ends ? (ends.left === ends.right ? `${ends.left}` : `${ends.left} or ${ends.right}`) : '';
  const next =
    reply.playable.length > 0 ? '' : reply.canDraw ? ' Nothing fits: draw from the boneyard.' : reply.canPass ? ' Nothing fits: pass.' : '';
  return `The ${tile} fits neither end (${open}).${next}`;
}

/** The ends a tile fits now (none when it is not the player's turn). */
export function endsFor(reply: DominoesReply, tile: Tile): readonly End[] {
  return reply.playable.find((p) => p.tile === tile)?.ends ?? [];
}

/**
 * The tile that opened the round: known when the answer holds every tile of the line as an event
 * (the round began with it); else null (the caller keeps what it learned before).
 */
export function openerIn(reply: DominoesReply): Tile | null {
  const played = reply.events.filter((e): e is Extract<TurnEvent, { kind: 'played' }> => e.kind === 'played');
  return played.length > 0 && played.length === reply.line.length ? played[0]!.tile : null;
}

const openerKey = (playId: string) => `dominoes:opener:${playId}`;

/** The round's opening tile as this browser saw it (so a reload lays the line out the same way). */
export function loadOpener(storage: Pick<Storage, 'getItem'> | null, playId: string, round: number): Tile | null {
  try {
    const saved = JSON.parse(storage?.getItem(openerKey(playId)) ?? 'null') as { round?: unknown; tile?: unknown } | null;
    return saved?.round === round && isTile(saved.tile) ? saved.tile : null;
  } catch {
    return null;
  }
}

export function saveOpener(storage: Pick<Storage, 'setItem'> | null, playId: string, round: number, tile: Tile): void {
  try {
    storage?.setItem(openerKey(playId), JSON.stringify({ round, tile }));
  } catch {
    // Private mode or a full storage: a reload centres the line instead.
  }
}
