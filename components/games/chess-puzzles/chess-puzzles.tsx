'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewerHint } from '@/components/layout/viewer-hint-store';
import { RefusalPanel } from '@/components/ui/refusal-panel';
import { DifficultyView } from './difficulty-view';
import { LEVEL_PAGE_SIZE, nextLevel, showMore } from './level-list';
import { LevelView } from './level-view';
import { puzzleApi, type Difficulty, type PuzzleState, type Quota } from './puzzle-api';
import { PuzzleView } from './puzzle-view';

type View = { name: 'difficulties' } | { name: 'levels'; difficulty: Difficulty } | { name: 'puzzle'; difficulty: Difficulty; idx: number };

/**
 * The chess puzzles page's three views: Select Difficulty, the level list and the puzzle. The
 * server decides everything (quota, unlocks, moves, results); this shows what it answers.
 */
export default function ChessPuzzles() {
  const [state, setState] = useState<PuzzleState | null>(null);
  const [stateError, setStateError] = useState<{ status: number; message: string } | null>(null);
  const [view, setView] = useState<View>({ name: 'difficulties' });
  const [visible, setVisible] = useState(LEVEL_PAGE_SIZE);
  const knownUser = useRef<string | null | undefined>(undefined);
  const stateRequest = useRef(0);

  const backToDifficulties = useCallback(() => {
    setView({ name: 'difficulties' });
    setVisible(LEVEL_PAGE_SIZE);
  }, []);

  const refresh = useCallback(async () => {
    const current = ++stateRequest.current;
    const result = await puzzleApi.state();
    if (current !== stateRequest.current) return;
    if (!result.ok) {
      setStateError({ status: result.status, message: result.message });
      return;
    }
    setStateError(null);
    // A different signed-in user (or signing out) closes whatever puzzle was open.
    const userChanged = knownUser.current !== undefined && knownUser.current !== result.data.userId;
    knownUser.current = result.data.userId;
    setState(result.data);
    if (userChanged) backToDifficulties();
  }, [backToDifficulties]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A sign-in or sign-out in the header changes the viewer hint at once: back to the difficulties,
  // and the state is read again. Its answer then counts as the known user (no second reset, which
  // would close a puzzle opened meanwhile).
  const hint = useViewerHint();
  const viewer = hint === undefined ? undefined : (hint?.name ?? null);
  const lastViewer = useRef(viewer);
  useEffect(() => {
    const before = lastViewer.current;
    lastViewer.current = viewer;
    if (before === undefined || before === viewer) return;
    knownUser.current = undefined;
    backToDifficulties();
    void refresh();
  }, [viewer, refresh, backToDifficulties]);

  const onQuota = useCallback((quota: Quota) => setState((s) => (s ? { ...s, quota } : s)), []);
  const onProgress = useCallback(
    (difficulty: Difficulty, progress: number) => {
      setState((s) => s && { ...s, difficulties: s.difficulties.map((d) => (d.difficulty === difficulty ? { ...d, progress } : d)) });
      void refresh();
    },
    [refresh],
  );
  const onLoadFailed = useCallback(() => void refresh(), [refresh]);

  if (!state) {
    return (
      <div className="space-y-3" aria-busy={!stateError}>
        {stateError ? (
          <RefusalPanel status={stateError.status} message={stateError.message} onRetry={() => void refresh()} testId="puzzle-error" />
        ) : (
          <p className="text-slate-600 dark:text-slate-300">Loading puzzles...</p>
        )}
      </div>
    );
  }

  const entryOf = (difficulty: Difficulty) => state.difficulties.find((d) => d.difficulty === difficulty);

  if (view.name === 'puzzle') {
    const entry = entryOf(view.difficulty);
    return (
      <PuzzleView
        difficulty={view.difficulty}
        label={entry?.label ?? view.difficulty}
        idx={view.idx}
        progress={entry?.progress ?? 0}
        quota={state.quota}
        signedIn={state.signedIn}
        onNavigate={(idx) => setView({ name: 'puzzle', difficulty: view.difficulty, idx })}
        onLevelSelection={() => setView({ name: 'levels', difficulty: view.difficulty })}
        onQuota={onQuota}
        onProgress={onProgress}
        onLoadFailed={onLoadFailed}
      />
    );
  }

  if (view.name === 'levels') {
    const entry = entryOf(view.difficulty);
    if (entry) {
      return (
        <LevelView
          entry={entry}
          visible={visible}
          onShowMore={() => setVisible(showMore)}
          onChoose={(idx) => setView({ name: 'puzzle', difficulty: view.difficulty, idx })}
          onBack={() => {
            backToDifficulties();
            void refresh();
          }}
        />
      );
    }
  }

  return (
    <DifficultyView
      difficulties={state.difficulties}
      quota={state.quota}
      signedIn={state.signedIn}
      onChoose={(difficulty) => {
        const entry = entryOf(difficulty);
        if (!entry || entry.locked) return;
        setVisible(LEVEL_PAGE_SIZE);
        setView({ name: 'puzzle', difficulty, idx: nextLevel(entry.progress) });
      }}
    />
  );
}
