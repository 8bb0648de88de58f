import { vi } from 'vitest';
import type { PlayView, PuzzleHint } from '@/components/games/shell/play-api';
import { EMPTY_STATISTICS } from '@/lib/games/platform/statistics';

/** A move's answer: what the server replies, or its refusal (status and message). */
export type FakeAnswer =
  { status: 'playing' | 'won' | 'lost'; reply?: unknown; result?: boolean } | { refuse: number; message: string; code?: string };

type Options = {
  game: string;
  /** A new play's view (a hidden-state game's) and puzzle text. */
  view?: unknown;
  puzzle?: string;
  /** Answers each move; by default every move is taken and changes nothing. */
  move?(move: unknown): FakeAnswer;
  /** Answers each hint request (null: nothing to suggest). */
  hint?(): PuzzleHint | null;
  /** Answers a grid game's finish: its moves, then won or refused. */
  finish?(moves: unknown[]): FakeAnswer;
  /** What an issued play holds besides (e.g. today's daily already won: its status and solution). */
  issued?: Partial<PlayView>;
};

export type FakeCall = { method: string; path: string; body: Record<string, unknown> | null };

/**
 * The play API (app/api/games/[game]/...) as a fetch stub, for component tests: plays are issued,
 * resumed, paused and moved in memory, and every call is recorded so a test can say what the page sent.
 */
export function fakePlayApi(options: Options) {
  const calls: FakeCall[] = [];
  const plays = new Map<string, PlayView>();
  let issued = 0;
  const refusals: { action: string; status: number; message: string }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const refusal = (status: number, message: string, code = 'refused') => json({ error: { message, code } }, status);
  const result = () => ({
    timeSeconds: 42,
    boardSeconds: 42,
    ranks: {},
    held: null,
    standing: { status: 'ranked', message: 'This time is entered on the leaderboards.' },
    statistics: { ...EMPTY_STATISTICS, played: 1, won: 1, winPercent: 100 },
  });

  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const path = url.pathname.replace(`/api/games/${options.game}`, '');
    calls.push({ method, path, body });
    const planned = refusals.findIndex((r) => path === `/${r.action}` || path.endsWith(`/${r.action}`));
    if (planned >= 0) {
      const [r] = refusals.splice(planned, 1);
      return refusal(r!.status, r!.message);
    }
    if (path === '/stats') return json({ statistics: EMPTY_STATISTICS });
    if (path === '/plays' && method === 'POST') {
      issued += 1;
      const mode = body?.mode === 'daily' ? 'daily' : 'practice';
      const play: PlayView = {
        playId: `play-${issued}`,
        game: options.game,
        mode,
        level: typeof body?.level === 'string' ? body.level : 'easy',
        day: '2026-11-29',
        puzzle: options.puzzle ?? '',
        status: 'playing',
        elapsedSeconds: 0,
        // Asked for paused (behind a first visit's how-to card), it is issued paused, as the server does.
        paused: body?.paused === true,
        hints: 0,
        checks: 0,
        view: options.view,
        ...options.issued,
      };
      plays.set(play.playId, play);
      return json(play);
    }
    const [, , playId = '', action] = path.split('/');
    const play = plays.get(decodeURIComponent(playId));
    if (!play) return refusal(404, 'No such play.', 'not_found');
    if (!action) return json(play);
    if (action === 'clock') {
      play.paused = body?.paused === true;
      return json(play);
    }
    if (play.paused) return refusal(409, 'The play is paused.', 'paused');
    if (action === 'hint') return json({ hint: options.hint?.() ?? null });
    if (action === 'moves' || action === 'finish') {
      const answer =
        action === 'moves'
          ? (options.move?.(body?.move) ?? { status: 'playing' })
          : (options.finish?.((body?.moves as unknown[]) ?? []) ?? { status: 'won' });
      if ('refuse' in answer) return refusal(answer.refuse, answer.message, answer.code);
      play.status = answer.status;
      if (action === 'finish') return json({ status: 'won', ...result() });
      return json({
        status: answer.status,
        reply: answer.reply ?? options.view,
        elapsedSeconds: 3,
        ...(answer.status !== 'playing' ? { result: result() } : {}),
      });
    }
    if (action === 'check') return json({ mistakes: [] });
    return refusal(404, 'Unknown call.');
  });

  vi.stubGlobal('fetch', fetch);
  /** The calls of one kind (e.g. 'moves', 'clock', 'hint'), with what was sent. */
  const sent = (action: string) => calls.filter((c) => c.path.endsWith(`/${action}`) || (action === 'plays' && c.path === '/plays'));
  /** The next call of a kind ('plays', 'moves', 'clock', …) is refused with this status and message. */
  const refuseNext = (action: string, status: number, message: string) => refusals.push({ action, status, message });
  return { calls, plays, sent, refuseNext, fetch };
}
