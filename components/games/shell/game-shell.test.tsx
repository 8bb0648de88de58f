import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePlayApi, type FakeAnswer } from '@/tests/support/fake-play-api';
import { GameShell } from './game-shell';
import type { PlayView } from './play-api';
import type { GameInfo } from './types';
import { marksGame as game } from '@/tests/support/marks-game';

const info: GameInfo = { id: 'fake-grid', name: 'Fake grid', levels: [{ id: 'easy', label: 'Easy' }], daily: false };

function setUp(finish?: (moves: unknown[]) => FakeAnswer, issued?: Partial<PlayView>) {
  const api = fakePlayApi({
    game: info.id,
    puzzle: '3',
    finish,
    issued,
    hint: () => ({ technique: 'Count', message: 'One more mark goes in cell 2.', cells: [2] }),
  });
  render(<GameShell info={info} game={game} />);
  return api;
}

const marks = () => screen.getByTestId('marks').textContent;

describe('GameShell', () => {
  it('Pause hides the board behind the paused panel and stops input; Resume brings both back', async () => {
    const api = setUp();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Mark' }));
    await u.click(screen.getByRole('button', { name: 'Pause' }));

    const panel = await screen.findByTestId('paused-panel');
    expect(api.sent('clock').at(-1)?.body).toEqual({ paused: true });
    const wrapper = screen.getByTestId('fake-board').parentElement!;
    expect(wrapper.className).toContain('invisible');
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark', hidden: true })).toBeDisabled();
    for (const name of ['Undo', 'Hint']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Resume' })).toHaveFocus());

    await u.click(within(panel).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByTestId('paused-panel')).toBeNull());
    expect(api.sent('clock').at(-1)?.body).toEqual({ paused: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark' })).toHaveFocus());
    expect(marks()).toBe('1');
  });

  it('a check the page asks on its own never resumes a play paused elsewhere: the board shows paused', async () => {
    const api = fakePlayApi({ game: info.id, puzzle: '3' });
    // Show mistakes' re-check after a reload, asked by the view itself (here on a button of the fake).
    const checking: typeof game = {
      ...game,
      View: (props) => (
        <>
          <game.View {...props} />
          <button type="button" onClick={() => void props.checkMistakes(props.state)}>
            Check
          </button>
        </>
      ),
    };
    render(<GameShell info={info} game={checking} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Mark' }));
    // This tab loaded while the play ran; its own unload's pause reached the server after.
    api.plays.get('play-1')!.paused = true;
    await u.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByTestId('paused-panel')).toBeVisible();
    expect(api.sent('check')).toHaveLength(1);
    expect(api.sent('clock')).toEqual([]);
    expect(api.plays.get('play-1')!.paused).toBe(true);
  });

  it('Undo and Redo, by button and by Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z, step through the marks', async () => {
    setUp();
    const u = userEvent.setup();
    const mark = await screen.findByRole('button', { name: 'Mark' });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await u.click(mark);
    await u.click(mark);
    expect(marks()).toBe('2');

    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(marks()).toBe('1');
    await u.click(screen.getByRole('button', { name: 'Redo' }));
    expect(marks()).toBe('2');

    mark.focus();
    await u.keyboard('{Control>}z{/Control}');
    expect(marks()).toBe('1');
    await u.keyboard('{Control>}y{/Control}');
    expect(marks()).toBe('2');
    await u.keyboard('{Control>}z{/Control}');
    await u.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(marks()).toBe('2');
  });

  it('Hint shows the hint, marks its cells and says it aloud', async () => {
    const api = setUp();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Mark' }));
    await u.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('hint-message')).toHaveTextContent('Count: One more mark goes in cell 2.');
    expect(screen.getByTestId('hinted')).toHaveTextContent('2');
    expect(screen.getByTestId('game-announcer')).toHaveTextContent('Hint: One more mark goes in cell 2.');
    // The hint request carries the moves made so far.
    expect(api.sent('hint').at(-1)?.body).toEqual({ moves: [0] });
  });

  it('a finished board is checked at once: the completion panel shows, and Next puzzle opens a new play', async () => {
    const api = setUp();
    const u = userEvent.setup();
    const mark = await screen.findByRole('button', { name: 'Mark' });
    for (let i = 0; i < 3; i++) await u.click(mark);

    const panel = await screen.findByTestId('completion-panel', {}, { timeout: 10_000 });
    expect(api.sent('finish').at(-1)?.body).toEqual({ moves: [0, 1, 2], assisted: false });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Solved!');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    // The finished board stays, before the results (so under or beside them), marked for the win's flourish.
    const column = screen.getByTestId('board-column');
    expect(column).toHaveAttribute('data-finish', 'won');
    expect(within(column).getByTestId('marks')).toHaveTextContent('3');
    expect(column.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing still says the check is running, on screen or in the live region.
    expect(screen.queryByText(/Checking your solution/)).toBeNull();
    expect(screen.getByTestId('game-announcer')).toHaveTextContent(/^$/);

    await u.click(within(panel).getByRole('button', { name: 'Next puzzle' }));
    await waitFor(() => expect(screen.queryByTestId('completion-panel')).toBeNull());
    expect(api.sent('plays').at(-1)?.body).toEqual({ mode: 'practice', level: 'easy' });
    expect(await screen.findByTestId('marks')).toHaveTextContent('0');
  });

  it('a play opened already won shows its finished board from the server, read-only, before the results', async () => {
    setUp(undefined, { status: 'won', solution: 'xxx' });
    const panel = await screen.findByTestId('completion-panel');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Already solved');
    const column = screen.getByTestId('board-column');
    expect(within(column).getByTestId('marks')).toHaveTextContent('3');
    expect(within(column).getByRole('button', { name: 'Mark' })).toBeDisabled();
    expect(column.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A win opened again is not celebrated again: the flourish is for the win this page saw.
    expect(column).not.toHaveAttribute('data-finish');
  });

  it('a play opened already won without a solved grid the view can show has no board, only the results', async () => {
    setUp(undefined, { status: 'won', solution: 'not a board' });
    await screen.findByTestId('completion-panel');
    expect(screen.queryByTestId('fake-board')).toBeNull();
  });

  it('a refused finish says why, keeps the board, and Check again sends it once more', async () => {
    let answers = 0;
    const api = setUp(() => (++answers === 1 ? { refuse: 422, message: 'Too fast to be checked yet.' } : { status: 'won' }));
    const u = userEvent.setup();
    const mark = await screen.findByRole('button', { name: 'Mark' });
    for (let i = 0; i < 3; i++) await u.click(mark);

    const refused = await screen.findByTestId('finish-refused');
    expect(refused).toHaveTextContent('Too fast to be checked yet.');
    expect(marks()).toBe('3');
    await u.click(within(refused).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('completion-panel', {}, { timeout: 10_000 })).toBeVisible();
    expect(api.sent('finish')).toHaveLength(2);
  });
});
