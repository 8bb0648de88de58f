import type { SqlExecutor } from '../sql-executor';

export type HelpKind = 'hint' | 'check' | 'reveal';
// The table also holds 'played' rows (a daily issued to a key from an address): not help, read by helpOn's `scouted`.

/** How long help shown to one key marks another key's result on the same puzzle from the same address. */
export const HELP_NEARBY_HOURS = 6;

/**
 * Help given on a puzzle (a hint, a mistakes check, a lost game's reveal), per player key and the
 * (hashed) address it went to. A result counts as assisted when its player had help on the same
 * puzzle in any play, and is held as pending when another key on the same address was shown the
 * answer shortly before; an address alone never marks a result assisted.
 */
export function puzzleHelpStore(sql: SqlExecutor) {
  return {
    /**
     * Counts a hint or a check on a play still in progress, and records it against its puzzle, in one
     * statement; false when the play is no longer in progress (a finish got there first): then the
     * help must not be given, as nothing would mark the result.
     */
    async recordPlayHelp(playId: string, playerKey: string, address: string, kind: 'hint' | 'check'): Promise<boolean> {
      const rows = await sql.query(
        `with counted as (
           update public.game_plays set hints = hints + ($4 = 'hint')::int, checks = checks + ($4 = 'check')::int
           where id = $1 and player_key = $2 and status = 'playing' returning puzzle_id
         ), recorded as (
           insert into public.puzzle_help (puzzle_id, player_key, address, kind) select puzzle_id, $2, $3, $4 from counted
         )
         select 1 from counted`,
        [playId, playerKey, address, kind],
      );
      return rows.length > 0;
    },

    // A lost hidden-state game's reveal is recorded by its finish (gamePlays.finishPlay), in the same statement.

    /**
     * Whether this player had help on the puzzle (any play), whether another key on this address had
     * it lately, and whether another key on this address played it (a daily: 'played' rows, written by
     * gamePlays.createPlay; kept 2 days, so "that day" for a daily): that key's play ended, or with
     * `learnedByMoves` (a hidden-state game, where each move reveals something) made a move. A play only
     * issued counts for nothing: a grid game's page issues its daily on every visit, and a household's
     * second player must not be held for a page the first one opened.
     */
    async helpOn(
      puzzleId: string,
      playerKey: string,
      address: string,
      learnedByMoves = false,
    ): Promise<{ mine: boolean; nearby: boolean; scouted: boolean }> {
      const [row] = await sql.query<{ mine: boolean; nearby: boolean; scouted: boolean }>(
        `select exists (select 1 from public.puzzle_help where puzzle_id = $1 and player_key = $2 and kind <> 'played') as mine,
                exists (select 1 from public.puzzle_help where puzzle_id = $1 and player_key <> $2 and address = $3 and kind <> 'played'
                        and created_at > now() - make_interval(hours => ${HELP_NEARBY_HOURS})) as nearby,
                exists (select 1 from public.puzzle_help h where h.puzzle_id = $1 and h.player_key <> $2 and h.address = $3
                        and h.kind = 'played' and exists (
                          select 1 from public.game_plays p where p.puzzle_id = h.puzzle_id and p.player_key = h.player_key
                            and (p.status <> 'playing' or ($4::boolean and p.moves_made > 0)))) as scouted`,
        [puzzleId, playerKey, address, learnedByMoves],
      );
      return { mine: Boolean(row?.mine), nearby: Boolean(row?.nearby), scouted: Boolean(row?.scouted) };
    },
  };
}
