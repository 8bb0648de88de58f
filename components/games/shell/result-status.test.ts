import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_NOTE, resultStatus } from './result-status';

const held = { reason: 'too-fast' as const, message: 'This time is faster than the fastest human solvers we know of.' };
const base = { won: true, help: '', answered: true, held: null, ranks: [] as string[] };

describe('resultStatus: one status on the results screen', () => {
  it('says help and only help when a held result also had help (never assisted and pending review at once)', () => {
    const status = resultStatus({ ...base, help: 'a hint', held, ranks: [] });
    expect(status).toEqual({ kind: 'assisted', sentence: 'Solved with a hint (assisted: not entered on the leaderboards).' });
    expect(JSON.stringify(status)).not.toContain('faster than');
  });

  it('says why a clean result is held', () => {
    expect(resultStatus({ ...base, held })).toEqual({ kind: 'held', held });
  });

  it('lists the ranks of a clean ranked win, else says how a win is ranked', () => {
    expect(resultStatus({ ...base, ranks: ['#3 of today'] })).toEqual({ kind: 'ranked', ranks: ['#3 of today'] });
    expect(resultStatus(base)).toEqual({ kind: 'unranked', sentence: DEFAULT_RANK_NOTE });
    expect(resultStatus({ ...base, rankNote: 'Wins enter the boards.' })).toEqual({ kind: 'unranked', sentence: 'Wins enter the boards.' });
  });

  it('says the help of a loss, and nothing else about a loss or a play that was over when opened', () => {
    expect(resultStatus({ ...base, won: false, help: 'show mistakes' })).toEqual({
      kind: 'assisted',
      sentence: 'Played with show mistakes (assisted: not entered on the leaderboards).',
    });
    expect(resultStatus({ ...base, won: false })).toEqual({ kind: 'none' });
    expect(resultStatus({ ...base, answered: false })).toEqual({ kind: 'none' });
  });

  it("takes the status from the server's standing when it sent one, in the screen's words", () => {
    const standing = (status: 'ranked' | 'held' | 'assisted' | 'shared' | 'signed-out' | 'lost', message = 'the server says') => ({
      status,
      message,
    });
    // The server decides: help it counted (a reveal on another device) makes it assisted, a hold is not said.
    expect(resultStatus({ ...base, held, standing: standing('assisted', 'Help was used on this puzzle.') })).toEqual({
      kind: 'assisted',
      sentence: 'Help was used on this puzzle.',
    });
    expect(resultStatus({ ...base, help: 'a hint', standing: standing('assisted') })).toEqual({
      kind: 'assisted',
      sentence: 'Solved with a hint (assisted: not entered on the leaderboards).',
    });
    expect(resultStatus({ ...base, held, standing: standing('held', held.message) })).toEqual({ kind: 'held', held });
    expect(resultStatus({ ...base, ranks: ['#1 today'], standing: standing('ranked') })).toEqual({ kind: 'ranked', ranks: ['#1 today'] });
    expect(resultStatus({ ...base, standing: standing('ranked', 'This time is entered on the leaderboards.') })).toEqual({
      kind: 'unranked',
      sentence: 'This time is entered on the leaderboards.',
    });
    expect(resultStatus({ ...base, standing: standing('signed-out') })).toEqual({ kind: 'unranked', sentence: DEFAULT_RANK_NOTE });
    // A shared practice deal (issue 41): counted, never ranked, in the server's words.
    expect(resultStatus({ ...base, standing: standing('shared', 'Dealt to another player too.') })).toEqual({
      kind: 'unranked',
      sentence: 'Dealt to another player too.',
    });
    expect(resultStatus({ ...base, won: false, standing: standing('lost') })).toEqual({ kind: 'none' });
  });

  it("says a result rejected after a person's review is not ranked, in the server's sentence, never pending", () => {
    const rejected = { status: 'rejected' as const, message: 'Not ranked after review.' };
    // A play opened before the decision still carried its hold: the decision wins.
    expect(resultStatus({ ...base, held, standing: rejected })).toEqual({ kind: 'unranked', sentence: 'Not ranked after review.' });
    expect(resultStatus({ ...base, standing: rejected })).toEqual({ kind: 'unranked', sentence: 'Not ranked after review.' });
  });
});
