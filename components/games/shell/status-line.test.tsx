import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePlayApi } from '@/tests/support/fake-play-api';
import { GameShell } from './game-shell';
import { HintMessage, MessageSlot } from './hint-message';
import { PlayNotice } from './play-notice';
import { statusLine, utcToday, type StatusInput } from './status-line';
import type { GameInfo } from './types';
import { marksGame as game } from '@/tests/support/marks-game';

const info: GameInfo = {
  id: 'fake-status',
  name: 'Fake status',
  levels: [
    { id: 'easy', label: 'Easy' },
    { id: 'hard', label: 'Hard' },
  ],
  daily: true,
  startLine: 'Press Mark to begin',
};

const line = (over: Partial<StatusInput>) =>
  statusLine(info, { play: null, mode: 'daily', level: 'easy', moved: false, today: '2026-11-29', ...over });

describe('statusLine', () => {
  it("names the play (today's daily or practice, with the level's label) and, before the first move, how to begin", () => {
    const daily = { mode: 'daily', level: 'hard', day: '2026-11-29' } as const;
    expect(line({ play: daily })).toBe("Today's daily · Hard · Press Mark to begin");
    expect(line({ play: daily, moved: true })).toBe("Today's daily · Hard");
    expect(line({ play: { mode: 'practice', level: 'easy', day: '2026-11-29' }, moved: true })).toBe('Practice · Easy');
  });

  it("says which day a daily is of when it is not today's (a daily resumed after midnight)", () => {
    expect(line({ play: { mode: 'daily', level: 'easy', day: '2026-11-28' }, moved: true })).toBe('Daily of 2026-11-28 · Easy');
  });

  it('before the play is answered: the chosen practice level, and no daily level it cannot know yet', () => {
    expect(line({ mode: 'practice', level: 'hard' })).toBe('Practice · Hard · Press Mark to begin');
    expect(line({ mode: 'daily', level: 'hard', moved: true })).toBe("Today's daily");
  });

  it('leaves out what the catalogue does not give: no start line, no levels', () => {
    const bare: GameInfo = { id: 'bare', name: 'Bare', levels: [], daily: false };
    expect(
      statusLine(bare, {
        play: { mode: 'practice', level: 'x', day: '2026-11-29' },
        mode: 'practice',
        level: 'x',
        moved: false,
        today: '2026-11-29',
      }),
    ).toBe('Practice');
  });

  it("takes the start line of the play's mode where the catalogue gives one per mode (a daily with a given first cell)", () => {
    const perMode: GameInfo = { ...info, startLine: { daily: 'Open the ringed cell', practice: 'Open any cell' } };
    const at = (over: Partial<StatusInput>) =>
      statusLine(perMode, { play: null, mode: 'daily', level: 'easy', moved: false, today: '2026-11-29', ...over });
    expect(at({ play: { mode: 'daily', level: 'hard', day: '2026-11-29' } })).toBe("Today's daily · Hard · Open the ringed cell");
    expect(at({ play: { mode: 'daily', level: 'hard', day: '2026-11-28' } })).toBe('Daily of 2026-11-28 · Hard · Open the ringed cell');
    expect(at({ play: { mode: 'practice', level: 'easy', day: '2026-11-29' } })).toBe('Practice · Easy · Open any cell');
    // Before the answer, the mode chosen; after the first move, none.
    expect(at({ mode: 'practice', level: 'hard' })).toBe('Practice · Hard · Open any cell');
    expect(at({ play: { mode: 'daily', level: 'hard', day: '2026-11-29' }, moved: true })).toBe("Today's daily · Hard");
  });

  it('today is the UTC day, as plays name theirs', () => {
    expect(utcToday(new Date('2026-11-29T23:30:00-05:00'))).toBe('2026-11-30');
  });
});

const slot = () => screen.getByTestId('message-slot');
const hint = <HintMessage hint={{ technique: 'Count', message: 'One more mark goes in cell 2.' }} />;

describe('MessageSlot', () => {
  it('shows the status line while empty, gives its place to a hint, and takes it back when the hint goes', () => {
    const { rerender } = render(<MessageSlot status="Practice · Easy" />);
    expect(slot()).toHaveTextContent(/^Practice · Easy$/);

    rerender(<MessageSlot status="Practice · Easy">{hint}</MessageSlot>);
    expect(screen.queryByTestId('status-line')).toBeNull();
    expect(slot()).toHaveTextContent(/^Count: One more mark goes in cell 2\.$/);

    rerender(<MessageSlot status="Practice · Easy">{false}</MessageSlot>);
    expect(screen.getByTestId('status-line')).toHaveTextContent('Practice · Easy');
  });

  it('gives its place to a notice bubble too', () => {
    const { rerender } = render(
      <MessageSlot status="Practice · Easy" notice={<PlayNotice notice={{ text: 'That cell is a given.', id: 1 }} />} />,
    );
    expect(screen.queryByTestId('status-line')).toBeNull();
    expect(slot()).toHaveTextContent(/^That cell is a given\.$/);
    rerender(<MessageSlot status="Practice · Easy" notice={null} />);
    expect(screen.getByTestId('status-line')).toBeInTheDocument();
  });

  it('keeps the status line out of every live region, so a move never has it read out again', () => {
    render(<MessageSlot status="Practice · Easy" />);
    const status = screen.getByTestId('status-line');
    expect(status.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
  });
});

describe('the status line in a game page', () => {
  it('says how to begin until the first move (and again once it is undone), then what is being played; a hint takes its place', async () => {
    fakePlayApi({
      game: info.id,
      puzzle: '3',
      issued: { level: 'hard', day: utcToday() },
      hint: () => ({ technique: 'Count', message: 'One more mark goes in cell 2.', cells: [2] }),
    });
    render(<GameShell info={info} game={game} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Mark' }));
    expect(screen.getByTestId('status-line')).toHaveTextContent(/^Today's daily · Hard$/);
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('status-line')).toHaveTextContent(/^Today's daily · Hard · Press Mark to begin$/);
    await u.click(screen.getByRole('button', { name: 'Redo' }));
    await u.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('hint-message')).toBeInTheDocument();
    expect(screen.queryByTestId('status-line')).toBeNull();
  });

  it('shows the start line before any move', async () => {
    fakePlayApi({ game: info.id, puzzle: '3', issued: { level: 'hard', day: utcToday() } });
    render(<GameShell info={info} game={game} />);
    await screen.findByRole('button', { name: 'Mark' });
    expect(screen.getByTestId('status-line')).toHaveTextContent(/^Today's daily · Hard · Press Mark to begin$/);
  });
});
