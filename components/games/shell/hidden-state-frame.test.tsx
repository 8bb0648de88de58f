import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePlayApi, type FakeAnswer } from '@/tests/support/fake-play-api';
import { HiddenStateFrame } from './hidden-state-frame';
import type { GameInfo } from './types';
import { useHiddenFrame } from './use-hidden-frame';

const info: GameInfo = { id: 'fake-game', name: 'Fake game', levels: [{ id: 'easy', label: 'Easy' }], daily: false };
type View = { steps: number };
const parseView = (value: unknown) => (value && typeof (value as View).steps === 'number' ? (value as View) : null);

/** A page as small as a hidden-state game's can be: a board of one button, undo, and a hint. */
function FakeGame() {
  const f = useHiddenFrame(info, parseView);
  const step = async () => {
    const sent = await f.send({ type: 'step' });
    if (!sent.ok) f.refuse(sent.message);
  };
  return (
    <HiddenStateFrame
      info={info}
      frame={f}
      started
      hides="the board is"
      hint={{ enabled: true, ask: () => f.hints.ask() }}
      undo={{ undo: () => void f.send({ type: 'undo' }), canUndo: true }}
      completion={{ boardClockFrom: 'your first move', next: 'game' }}
      loadingText="Loading the board…"
      board={
        <div data-testid="fake-board">
          <button type="button" onClick={() => void step()}>
            Step {f.view?.steps}
          </button>
          <input aria-label="Note" />
        </div>
      }
    />
  );
}

function setUp(move?: (move: unknown) => FakeAnswer) {
  let steps = 0;
  const api = fakePlayApi({
    game: info.id,
    view: { steps: 0 },
    move:
      move ??
      ((m) => {
        if ((m as { type: string }).type === 'step') steps += 1;
        return { status: 'playing', reply: { steps } };
      }),
    hint: () => ({ technique: 'Next step', message: 'Press Step once more.', cells: [] }),
  });
  render(
    <>
      <FakeGame />
      <button type="button">Outside the game</button>
    </>,
  );
  return api;
}

const user = () => userEvent.setup();
const announcer = () => screen.getByTestId('game-announcer');
const movesSent = (api: ReturnType<typeof fakePlayApi>, type: string) =>
  api.sent('moves').filter((c) => (c.body?.move as { type: string }).type === type).length;

describe('HiddenStateFrame', () => {
  it('Pause hides the board behind the paused panel, stops its input and the undo keys; Resume shows it again', async () => {
    const api = setUp();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Step 0' }));
    await screen.findByRole('button', { name: 'Step 1' });

    await u.click(screen.getByRole('button', { name: 'Pause' }));
    const panel = await screen.findByTestId('paused-panel');
    expect(panel).toHaveTextContent('The clock is stopped and the board is hidden.');
    expect(api.sent('clock').at(-1)?.body).toEqual({ paused: true });
    // Hidden from sight, screen readers and input (inert), the board keeps its place.
    const wrapper = screen.getByTestId('fake-board').parentElement!;
    expect(wrapper.className).toContain('invisible');
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
    // The paused panel's Resume has the focus's place; Ctrl+Z there undoes nothing.
    within(panel).getByRole('button', { name: 'Resume' }).focus();
    await u.keyboard('{Control>}z{/Control}');
    expect(movesSent(api, 'undo')).toBe(0);

    await u.click(within(panel).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByTestId('paused-panel')).toBeNull());
    expect(api.sent('clock').at(-1)?.body).toEqual({ paused: false });
    expect(screen.getByTestId('fake-board').parentElement!.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Hint shows the hint above the board and says it aloud', async () => {
    const api = setUp();
    const u = user();
    await screen.findByRole('button', { name: 'Step 0' });
    expect(screen.queryByTestId('hint-message')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Hint' }));
    const hint = await screen.findByTestId('hint-message');
    expect(hint).toHaveTextContent('Next step: Press Step once more.');
    expect(announcer()).toHaveTextContent('Hint: Press Step once more.');
    expect(api.sent('hint')).toHaveLength(1);
    // Before the board in the page's order: it does not cover what it points at.
    expect(hint.compareDocumentPosition(screen.getByTestId('fake-board')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a refused move shows the server’s reason as an alert and keeps the board as it was', async () => {
    setUp(() => ({ refuse: 422, message: 'That step is not allowed now.' }));
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Step 0' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That step is not allowed now.');
    expect(announcer()).toHaveTextContent('That step is not allowed now.');
    expect(screen.getByRole('button', { name: 'Step 0' })).toBeVisible();
    expect(screen.queryByTestId('completion-panel')).toBeNull();
  });

  it('a won play shows the completion panel; its New game opens a fresh play at the same level', async () => {
    const api = setUp(() => ({ status: 'won', reply: { steps: 1 } }));
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Step 0' }));
    const panel = await screen.findByTestId('completion-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Solved!');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    // The finished board stays, before the results (so under or beside them), marked for the win's flourish.
    const column = screen.getByTestId('board-column');
    expect(column).toHaveAttribute('data-finish', 'won');
    expect(within(column).getByTestId('fake-board')).toBeVisible();
    expect(column.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const issued = api.sent('plays').length;
    await u.click(within(panel).getByRole('button', { name: 'New game' }));
    await waitFor(() => expect(api.sent('plays')).toHaveLength(issued + 1));
    expect(api.sent('plays').at(-1)?.body).toEqual({ mode: 'practice', level: 'easy' });
    await waitFor(() => expect(screen.queryByTestId('completion-panel')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Step 0' })).toBeEnabled();
  });

  it('Ctrl+Z undoes only while the game area has the focus, and not while typing in a field', async () => {
    const api = setUp();
    const u = user();
    const step = await screen.findByRole('button', { name: 'Step 0' });

    screen.getByRole('button', { name: 'Outside the game' }).focus();
    await u.keyboard('{Control>}z{/Control}');
    screen.getByRole('textbox', { name: 'Note' }).focus();
    await u.keyboard('{Control>}z{/Control}');
    expect(movesSent(api, 'undo')).toBe(0);

    act(() => step.focus());
    await u.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(movesSent(api, 'undo')).toBe(1));
    // Redo is not offered by this game: Ctrl+Y sends nothing.
    await u.keyboard('{Control>}y{/Control}');
    expect(api.sent('moves')).toHaveLength(1);
  });

  it('a play that cannot be opened says why and offers Retry', async () => {
    const api = fakePlayApi({ game: info.id, view: { steps: 0 } });
    api.refuseNext('plays', 429, 'Too many new games: try again in a minute.');
    render(<FakeGame />);
    const failed = await screen.findByTestId('load-failed');
    expect(failed).toHaveTextContent('Too many new games: try again in a minute.');
    expect(screen.queryByRole('button', { name: /^Step/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('button', { name: 'Step 0' })).toBeVisible();
    expect(api.sent('plays')).toHaveLength(2);
  });
});
