'use client';

import { Fragment, useEffect, useId, useState } from 'react';
import { groupLevels } from './level-groups';
import type { PlayMode } from './resume-storage';
import type { GameInfo } from './types';

type Props = {
  info: GameInfo;
  mode: PlayMode;
  level: string;
  busy: boolean;
  onOpen(mode: PlayMode, level: string, fresh: boolean): void;
};

const tab = (active: boolean) =>
  `btn px-2 @2xl:px-3 ${active ? 'bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950' : 'bg-transparent text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700'}`;

/** The practice level, chosen here and started by "New puzzle". */
function LevelSelect({
  levels,
  chosen,
  busy,
  onChoose,
}: {
  levels: GameInfo['levels'];
  chosen: string;
  busy: boolean;
  onChoose(level: string): void;
}) {
  const levelId = useId();
  return (
    <>
      <label htmlFor={levelId} className="sr-only text-sm font-semibold @2xl:not-sr-only">
        Level
      </label>
      <select
        id={levelId}
        value={chosen}
        disabled={busy}
        onChange={(event) => onChoose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-1 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {groupLevels(levels).map((group) => {
          const options = group.levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ));
          // Many levels (e.g. size x difficulty) read better under their group's name.
          return group.name === null ? (
            <Fragment key="">{options}</Fragment>
          ) : (
            <optgroup key={group.name} label={group.name}>
              {options}
            </optgroup>
          );
        })}
      </select>
    </>
  );
}

/** Daily or practice, and the practice level (the engine's own list, from the catalogue). */
export function ModePicker({ info, mode, level, busy, onOpen }: Props) {
  // The level is only chosen here; "New puzzle" starts it (arrow keys on a select must not start games).
  const [chosen, setChosen] = useState(level);
  useEffect(() => setChosen(level), [level]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {info.daily && (
        <div
          role="group"
          aria-label="Mode"
          className="inline-flex rounded-md border border-slate-300 bg-slate-100 p-0.5 dark:border-slate-600 dark:bg-slate-800"
        >
          <button
            type="button"
            className={tab(mode === 'daily')}
            aria-pressed={mode === 'daily'}
            disabled={busy}
            onClick={() => mode !== 'daily' && onOpen('daily', level, false)}
          >
            Daily
          </button>
          <button
            type="button"
            className={tab(mode === 'practice')}
            aria-pressed={mode === 'practice'}
            disabled={busy}
            onClick={() => mode !== 'practice' && onOpen('practice', chosen, false)}
          >
            Practice
          </button>
        </div>
      )}
      {mode === 'practice' && info.levels.length > 0 && (
        <>
          {/* A picker with one choice is noise: a single-level game keeps only "New puzzle". */}
          {info.levels.length > 1 && <LevelSelect levels={info.levels} chosen={chosen} busy={busy} onChoose={setChosen} />}
          {/* "New" on a narrow board, so the picker stays one line above a tall board (Minesweeper's Expert on a phone). */}
          <button
            type="button"
            className="btn-secondary px-2 @2xl:px-3"
            aria-label="New puzzle"
            disabled={busy}
            onClick={() => onOpen('practice', chosen, true)}
          >
            New<span className="hidden @sm:inline"> puzzle</span>
          </button>
        </>
      )}
    </div>
  );
}
