import { PlayApiError, type PlayApi, type PlayView } from './play-api';
import type { PlayMode, ResumeStorage } from './resume-storage';

/**
 * The play to show for a mode and level: the practice play this browser left, while it is still
 * being played at that level, else a new one; a daily is asked for every time (the server answers the
 * player's play of today on any device, or starts it). `fresh` skips the resume (New puzzle).
 * `dailyPerLevel`: the game has a daily per level (Solitaire's Draw 1 and Draw 3), so a daily
 * request names the level too; other games' dailies are asked for without one. `paused`: the play
 * the server answers is paused (behind the first visit's how-to card), a new one or today's daily.
 */
export async function resumeOrStart(
  api: PlayApi,
  storage: ResumeStorage,
  mode: PlayMode,
  level: string,
  fresh: boolean,
  dailyPerLevel = false,
  paused = false,
): Promise<PlayView> {
  const stored = fresh ? null : storage.currentPlay(mode);
  if (stored && mode === 'practice') {
    const resumed = await api.get(stored).catch((error: unknown) => {
      if (error instanceof PlayApiError && error.status === 404) return null;
      throw error;
    });
    if (resumed && resumed.status === 'playing' && resumed.level === level) return resumed;
  }
  return api.start(mode, mode === 'practice' || dailyPerLevel ? level : undefined, paused);
}
