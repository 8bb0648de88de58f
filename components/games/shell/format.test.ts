import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCountdown,
  heldDetail,
  heldSentence,
  helpUsed,
  resultTimes,
  secondsToNextDaily,
  shareText,
  spokenCountdown,
  spokenDuration,
} from './format';

describe('formatClock', () => {
  it('shows m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(401)).toBe('6:41');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('floors fractions and treats junk as zero', () => {
    expect(formatClock(61.9)).toBe('1:01');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('spokenDuration', () => {
  it('reads a duration in words', () => {
    expect(spokenDuration(401)).toBe('6 minutes 41 seconds');
    expect(spokenDuration(3601)).toBe('1 hour 1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});

describe('shareText', () => {
  const base = { gameName: 'Sudoku', day: '2026-11-23', levelLabel: 'Medium', seconds: 401, assisted: false };
  it('names the daily by its day, practice without one', () => {
    expect(shareText({ ...base, mode: 'daily' })).toBe('Sudoku daily 2026-11-23, Medium, 6:41');
    expect(shareText({ ...base, mode: 'practice', levelLabel: 'Easy', seconds: 185 })).toBe('Sudoku practice, Easy, 3:05');
  });

  it('says when hints were used and can carry a link', () => {
    expect(shareText({ ...base, mode: 'daily', assisted: true, url: 'https://example.test/sudoku' })).toBe(
      'Sudoku daily 2026-11-23, Medium, 6:41 with hints\nhttps://example.test/sudoku',
    );
  });

  it('says a loss in place of the time', () => {
    expect(
      shareText({
        ...base,
        gameName: 'Minesweeper',
        mode: 'practice',
        levelLabel: 'Beginner',
        lost: true,
        url: 'https://example.test/minesweeper?level=beginner',
      }),
    ).toBe('Minesweeper practice, Beginner, lost\nhttps://example.test/minesweeper?level=beginner');
  });

  it('names the help used when told it', () => {
    expect(shareText({ ...base, mode: 'practice', assisted: true, help: helpUsed(0, 4) })).toBe(
      'Sudoku practice, Medium, 6:41 with show mistakes',
    );
  });
});

describe('helpUsed', () => {
  it('names hints and show mistakes, nothing when neither was used', () => {
    expect(helpUsed(0, 0)).toBe('');
    expect(helpUsed(1, 0)).toBe('a hint');
    expect(helpUsed(3, 0)).toBe('3 hints');
    expect(helpUsed(0, 7)).toBe('show mistakes');
    expect(helpUsed(2, 1)).toBe('2 hints and show mistakes');
  });
});

describe('resultTimes', () => {
  it('shows one time when the leaderboard clock agrees, or when the server sent none', () => {
    expect(resultTimes({ timeSeconds: 95, boardSeconds: 95 })).toEqual({ playing: 95, board: 95, differs: false });
    expect(resultTimes({ timeSeconds: 95 })).toEqual({ playing: 95, board: 95, differs: false });
    expect(resultTimes({ timeSeconds: 95, boardSeconds: null })).toEqual({ playing: 95, board: 95, differs: false });
    expect(resultTimes({ timeSeconds: 95.2, boardSeconds: 95.9 })).toMatchObject({ differs: false });
  });

  it('both when a pause made them differ (the leaderboard counts the pause)', () => {
    expect(resultTimes({ timeSeconds: 95, boardSeconds: 160 })).toEqual({ playing: 95, board: 160, differs: true });
  });
});

describe('heldSentence', () => {
  it("says the server's sentence, then that the time is not on the public board", () => {
    expect(heldSentence({ message: 'This time is faster than the fastest players solve this level; it will be reviewed.' })).toBe(
      'Pending review: This time is faster than the fastest players solve this level; it will be reviewed. Your time is not on the public leaderboard.',
    );
    expect(heldDetail({ message: ' Moves came faster than a person makes them ' })).toBe(
      'Moves came faster than a person makes them. Your time is not on the public leaderboard.',
    );
    expect(heldSentence({ message: '' })).toBe('Pending review: Your time is not on the public leaderboard.');
  });
});

describe('the countdown to the next daily', () => {
  it('counts to the next UTC midnight, whatever the local zone', () => {
    expect(secondsToNextDaily(new Date('2026-11-23T23:59:30Z'))).toBe(30);
    expect(secondsToNextDaily(new Date('2026-11-23T00:00:00Z'))).toBe(86_400);
    // Across a month and a year, rounding a part second up (never showing 0 before midnight).
    expect(secondsToNextDaily(new Date('2026-12-31T22:58:55.500Z'))).toBe(3665);
    expect(secondsToNextDaily(new Date('2026-11-30T23:59:59.999Z'))).toBe(1);
  });

  it('keeps its width as it ticks, and reads hours and minutes aloud', () => {
    expect(formatCountdown(3665)).toBe('01:01:05');
    expect(formatCountdown(86_400)).toBe('24:00:00');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-3)).toBe('00:00:00');
    expect(spokenCountdown(3665)).toBe('1 hour 2 minutes');
    expect(spokenCountdown(7200)).toBe('2 hours');
    expect(spokenCountdown(59)).toBe('1 minute');
    expect(spokenCountdown(0)).toBe('0 minutes');
  });
});
