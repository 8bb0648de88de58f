'use client';

import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import {
  isValidGameId,
  isValidSeed,
  isWinPending,
  lostMoves,
  score,
  startSession,
  winningMoves,
  directionFromKey,
  type Direction,
  type GameSession,
} from '@/lib/games/2048';
import { DisplayNamePrompt } from '@/components/account/display-name-prompt';
import { BoardView, hasModifier } from './board-view';
import styles from './game-2048.module.css';
import { gameReducer, initialGameState, type Submission } from './game-state';
import { GameOverPanel, YouWinPanel } from './panels';
import { createLocalSeed, loadBest, loadGame, saveBest, saveGame } from './persistence';
import { parseTestParams } from './url-params';

export type SubmitResult = { ok: true; timeSeconds: number } | { ok: false; message: string };

export interface LeaderboardClient {
  /** A server game (id and seed), or null when the leaderboard is unavailable. */
  start(): Promise<{ gameId: string; seed: string } | null>;
  /** Sends the encoded winning moves ('udlr' letters) of a server game. */
  submit(gameId: string, moves: string): Promise<SubmitResult>;
  /** Sends all the moves of a server game that ended without 2048, so it counts as played; true when counted. */
  recordLoss(gameId: string, moves: string): Promise<boolean>;
}

export interface Game2048Props {
  leaderboard?: LeaderboardClient;
}

const SUBMIT_FAILED = 'Your time could not be sent to the leaderboard.';

function toSubmission(result: SubmitResult): Submission {
  if (result.ok && Number.isFinite(result.timeSeconds)) {
    return { status: 'accepted', timeSeconds: result.timeSeconds };
  }
  const message = !result.ok && typeof result.message === 'string' && result.message ? result.message : '';
  return { status: 'refused', message: message || SUBMIT_FAILED };
}

/** Keys reach the game from the board or from the page itself, never from buttons, links or fields. */
function isPageTarget(target: EventTarget | null): boolean {
  return target === null || target === document || target === document.body || target === document.documentElement;
}

export default function Game2048({ leaderboard }: Game2048Props) {
  const [state, dispatch] = useReducer(gameReducer, initialGameState);
  const boardRef = useRef<HTMLDivElement>(null);
  const epoch = useRef(0);
  const initialised = useRef(false);
  const submittedIds = useRef(new Set<string>());
  const leaderboardRef = useRef(leaderboard);
  const descriptionId = useId();

  useEffect(() => {
    leaderboardRef.current = leaderboard;
  }, [leaderboard]);

  /** Shows a fresh board at once; a server seed, if asked for, replaces it only before the first move. */
  const begin = useCallback((session: GameSession, options: { best?: number; announcement?: string; askServer?: boolean } = {}) => {
    const current = ++epoch.current;
    dispatch({ type: 'start', session, epoch: current, best: options.best, announcement: options.announcement });
    const client = leaderboardRef.current;
    if (!options.askServer || !client) return;
    Promise.resolve()
      .then(() => client.start())
      .then((game) => {
        if (game && isValidGameId(game.gameId) && isValidSeed(game.seed)) {
          dispatch({ type: 'server-game', epoch: current, gameId: game.gameId, seed: game.seed });
        }
      })
      .catch(() => {
        // No leaderboard for this game; play goes on locally.
      });
  }, []);

  const newGame = useCallback(() => {
    begin(startSession({ seed: createLocalSeed() }), { askServer: true });
    boardRef.current?.focus({ preventScroll: true });
  }, [begin]);

  const onMove = useCallback((direction: Direction) => dispatch({ type: 'move', direction }), []);

  // Set up in the browser only: the server render shows an empty board, so hydration matches.
  useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    const best = loadBest();
    const test = parseTestParams(window.location.search);
    if (test.board || test.seed) {
      begin(startSession({ seed: test.seed ?? createLocalSeed(), startBoard: test.board }), { best });
      return;
    }
    const saved = loadGame();
    // An untouched local board is not worth resuming: a fresh one may get a server seed.
    if (saved && (saved.moves !== '' || saved.gameId !== null || saved.startBoard !== null)) {
      begin(saved, { best, announcement: 'Game resumed.' });
      return;
    }
    begin(startSession({ seed: createLocalSeed() }), { best, askServer: true });
  }, [begin]);

  useEffect(() => {
    if (!state.session) return;
    saveGame(state.session);
    saveBest(state.best);
  }, [state.session, state.best]);

  // Arrow keys and WASD while nothing in particular has focus (the board handles its own keys).
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || !isPageTarget(event.target)) return;
      const direction = directionFromKey(event.key);
      if (!direction) return;
      event.preventDefault();
      onMove(direction);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onMove]);

  // Send a won server game once.
  const session = state.session;
  useEffect(() => {
    const client = leaderboard;
    if (!client || !session || session.gameId === null || session.submitted) return;
    const moves = winningMoves(session);
    const gameId = session.gameId;
    if (moves === null || submittedIds.current.has(gameId)) return;
    submittedIds.current.add(gameId);
    dispatch({ type: 'submitting' });
    Promise.resolve()
      .then(() => client.submit(gameId, moves))
      .then((result) => dispatch({ type: 'submitted', gameId, submission: toSubmission(result) }))
      .catch(() => {
        dispatch({ type: 'submitted', gameId, submission: { status: 'refused', message: SUBMIT_FAILED } });
      });
  }, [leaderboard, session]);

  // Send a lost server game once: a game over is a played game in the statistics.
  useEffect(() => {
    const client = leaderboard;
    const moves = session ? lostMoves(session) : null;
    const gameId = session?.gameId ?? null;
    if (!client || moves === null || gameId === null || submittedIds.current.has(gameId)) return;
    submittedIds.current.add(gameId);
    Promise.resolve()
      .then(() => client.recordLoss(gameId, moves))
      .catch(() => false);
  }, [leaderboard, session]);

  const current = session ? score(session.board) : 0;
  const winPending = session !== null && isWinPending(session);

  return (
    <div className={styles.game}>
      <div className={styles.topBar}>
        <div className={styles.scores}>
          <div className={styles.scoreBox}>
            <span className={styles.scoreLabel}>Score</span>
            <span className={styles.scoreValue} data-testid="score-value">
              {current}
            </span>
          </div>
          <div className={styles.scoreBox}>
            <span className={styles.scoreLabel}>Best</span>
            <span className={styles.scoreValue} data-testid="best-value">
              {state.best}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={newGame}>
            New Game
          </button>
          <button type="button" className={styles.button} onClick={newGame}>
            Restart
          </button>
        </div>
      </div>

      <div className={styles.boardWrap}>
        <BoardView
          board={session?.board ?? null}
          tiles={state.layout.tiles}
          onMove={onMove}
          boardRef={boardRef}
          descriptionId={descriptionId}
        />
        {winPending ? (
          <YouWinPanel
            submission={state.submission}
            onKeepPlaying={() => {
              dispatch({ type: 'keep-playing' });
              boardRef.current?.focus({ preventScroll: true });
            }}
            onNewGame={newGame}
          />
        ) : (
          session?.over && <GameOverPanel score={current} onTryAgain={newGame} />
        )}
      </div>

      {/* A first leaderboard entry: the player may replace their generated name. */}
      {state.submission.status === 'accepted' && <DisplayNamePrompt />}
      <p className={styles.srOnly} aria-live="polite">
        {state.announcement}
      </p>
      <p className={styles.howTo}>
        <strong>How to play:</strong> Use your arrow keys (or WASD), drag with the mouse or swipe to move the tiles. Tiles with the same
        number merge into one when they touch. Reach 2048!
      </p>
    </div>
  );
}
