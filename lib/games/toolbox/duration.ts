/**
 * The site's one way to show a duration: every clock, result, leaderboard, statistic and share text
 * formats seconds here, so a time reads the same wherever a player sees it. Pure.
 */

const wholeSeconds = (totalSeconds: number) => Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));

/** 78 → '1:18'; 3723 → '1:02:03' (m:ss, h:mm:ss from an hour). Negative, fractional or junk input is floored at 0 whole seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 401 → '6 minutes 41 seconds', for screen readers (a clock's '6:41' reads badly). */
export function spokenDuration(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length ? said.join(' ') : '0 seconds';
}
