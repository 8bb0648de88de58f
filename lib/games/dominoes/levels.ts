/**
 * The choices before a match, as level ids: the variant, the computer players' level and how many
 * of them, e.g. 'draw-hard-1' (the Draw game against one Hard opponent) or 'block-easy-3'.
 * Browser-safe. The picker lists the levels grouped by variant.
 */
import type { PuzzleLevel } from '../grid-puzzle-engine';
import { countOf } from '../toolbox/text';

export const VARIANTS = ['draw', 'block'] as const;
export type Variant = (typeof VARIANTS)[number];

export const OPPONENT_LEVELS = ['easy', 'hard'] as const;
export type OpponentLevel = (typeof OPPONENT_LEVELS)[number];

export const OPPONENT_COUNTS = [1, 2, 3] as const;
export type OpponentCount = (typeof OPPONENT_COUNTS)[number];

export type LevelId = `${Variant}-${OpponentLevel}-${OpponentCount}`;

export type MatchSettings = { readonly variant: Variant; readonly opponentLevel: OpponentLevel; readonly opponents: OpponentCount };

const VARIANT_LABEL: Record<Variant, string> = { draw: 'Draw game', block: 'Block game' };
const OPPONENT_LABEL: Record<OpponentLevel, string> = { easy: 'Easy', hard: 'Hard' };

export function levelId(settings: MatchSettings): LevelId {
  return `${settings.variant}-${settings.opponentLevel}-${settings.opponents}`;
}

/** 'Draw game, 2 Hard opponents'. */
export function levelLabel(settings: MatchSettings): string {
  return `${VARIANT_LABEL[settings.variant]}, ${countOf(settings.opponents, `${OPPONENT_LABEL[settings.opponentLevel]} opponent`)}`;
}

export const LEVELS: readonly PuzzleLevel<LevelId>[] = VARIANTS.flatMap((variant) =>
  OPPONENT_COUNTS.flatMap((opponents) =>
    OPPONENT_LEVELS.map((opponentLevel) => {
      const settings = { variant, opponentLevel, opponents };
      // Short: '2 Hard' (the variant is the group, and the results say it in full above their Level figure).
      return {
        id: levelId(settings),
        label: levelLabel(settings),
        group: VARIANT_LABEL[variant],
        short: `${opponents} ${OPPONENT_LABEL[opponentLevel]}`,
      };
    }),
  ),
);

/** The daily deal: the classic Draw game against one Hard opponent. */
export const DAILY_LEVEL: LevelId = 'draw-hard-1';

/** Splits 'draw-hard-2' into its settings; null for anything that is not a level id. */
export function parseLevelId(id: unknown): MatchSettings | null {
  if (typeof id !== 'string') return null;
  const [variant, opponentLevel, count] = id.split('-');
  const settings = {
    variant: VARIANTS.find((v) => v === variant),
    opponentLevel: OPPONENT_LEVELS.find((l) => l === opponentLevel),
    opponents: OPPONENT_COUNTS.find((n) => String(n) === count),
  };
  if (!settings.variant || !settings.opponentLevel || !settings.opponents) return null;
  const parsed = settings as MatchSettings;
  // The exact spelling only.
  return levelId(parsed) === id ? parsed : null;
}

export function isLevelId(value: unknown): value is LevelId {
  return parseLevelId(value) !== null;
}

/** The first to reach this many points wins the match. */
export const TARGET_SCORE = 100;

/** Tiles dealt to each player: seven with two players, five with three or four. */
export function handSize(players: number): number {
  return players === 2 ? 7 : 5;
}

/** Matches played and won at one opponent level, over both variants and every number of opponents. */
export type OpponentRecord = { readonly opponentLevel: OpponentLevel; readonly played: number; readonly won: number };

/** The statistics' per-level counts summed per opponent level (Easy, Hard); unknown level ids are left out. */
export function recordsByOpponentLevel(byLevel: Readonly<Record<string, { played: number; won: number }>>): OpponentRecord[] {
  return OPPONENT_LEVELS.map((opponentLevel) => {
    const rows = Object.entries(byLevel).filter(([id]) => parseLevelId(id)?.opponentLevel === opponentLevel);
    return { opponentLevel, played: rows.reduce((n, [, r]) => n + r.played, 0), won: rows.reduce((n, [, r]) => n + r.won, 0) };
  });
}

export const opponentLevelLabel = (level: OpponentLevel) => OPPONENT_LABEL[level];
