/**
 * The link a result shares, and what such a link asks a game page to open. Pure.
 *
 * A daily's link opens the daily (`?daily=<day>`): the same puzzle for whoever opens it that UTC day
 * (the server serves only today's daily, so a link opened later opens that day's). A practice puzzle
 * cannot be opened by link (the server draws practice puzzles from its pool and keeps no way to ask
 * for one), so its link opens the game's practice at the same level (`?level=<id>`). A game with a
 * daily per level (Solitaire) adds the daily's level to its daily link.
 */
import type { PlayMode } from './resume-storage';
import type { GameInfo } from './types';

/** `dailyLevels`: the game's levels with a daily of their own, when there are several (GameInfo). */
export type ShareablePlay = { game: string; mode: PlayMode; day: string; level: string; dailyLevels?: readonly string[] };

export function shareLink(origin: string, play: ShareablePlay): string {
  const url = new URL(`/${encodeURIComponent(play.game)}`, origin);
  if (play.mode === 'daily') {
    url.searchParams.set('daily', play.day);
    // Which of the game's dailies (Solitaire's Draw 3 daily is not its Draw 1 daily).
    if (play.dailyLevels?.includes(play.level)) url.searchParams.set('level', play.level);
  } else url.searchParams.set('level', play.level);
  return url.toString();
}

export type Choice = { mode: PlayMode; level: string };

/** What a shared link's query asks for (a daily, or practice at a level this game has), or null. */
export function sharedChoice(
  search: string,
  info: Pick<GameInfo, 'daily' | 'levels' | 'dailyLevels'>,
): Choice | { mode: 'daily'; level: null } | null {
  const query = new URLSearchParams(search);
  const level = query.get('level');
  if (query.has('daily') && info.daily)
    return level !== null && info.dailyLevels?.includes(level) ? { mode: 'daily', level } : { mode: 'daily', level: null };
  if (level !== null && info.levels.some((l) => l.id === level)) return { mode: 'practice', level };
  return null;
}

/**
 * What a game page opens first: what a shared link asks for, else the player's last choice (kept in
 * this browser), else the daily (or the first level's practice for a game without one).
 */
export function initialChoice(
  info: Pick<GameInfo, 'daily' | 'levels' | 'dailyLevels'>,
  stored: { mode: PlayMode; level: string | null } | null,
  search: string,
): Choice {
  const firstLevel = info.levels[0]?.id ?? '';
  const storedLevel = stored?.level && info.levels.some((l) => l.id === stored.level) ? stored.level : firstLevel;
  const shared = sharedChoice(search, info);
  if (shared) return { mode: shared.mode, level: shared.level ?? storedLevel };
  const mode = stored?.mode === 'daily' && !info.daily ? 'practice' : (stored?.mode ?? (info.daily ? 'daily' : 'practice'));
  return { mode, level: storedLevel };
}

/**
 * The page's first choice (initialChoice on this page's address); the shared link's query is then
 * taken off the address, so a reload after the player chose something else keeps their choice.
 */
export function firstChoiceOnPage(
  info: Pick<GameInfo, 'daily' | 'levels' | 'dailyLevels'>,
  stored: { mode: PlayMode; level: string | null } | null,
): Choice {
  const choice = initialChoice(info, stored, window.location.search);
  const url = new URL(window.location.href);
  if (url.searchParams.has('daily') || url.searchParams.has('level')) {
    url.searchParams.delete('daily');
    url.searchParams.delete('level');
    window.history.replaceState(window.history.state, '', url);
  }
  return choice;
}
