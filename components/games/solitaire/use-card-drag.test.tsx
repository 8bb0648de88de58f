import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Source } from './solitaire-client';
import { useCardDrag } from './use-card-drag';

const source: Source = { pile: 'tableau-1', index: 0 };

/** A card that can be dragged and tapped, as the board wires it. */
function Card({ onDrop, onTap }: { onDrop: () => Promise<unknown>; onTap: () => void }) {
  const drag = useCardDrag(onDrop, true);
  return (
    <button type="button" onPointerDown={(event) => drag.onPointerDown(event, source)} onClick={() => !drag.isDragClick() && onTap()}>
      card
    </button>
  );
}

const pointer = { pointerId: 1, isPrimary: true, button: 0, pointerType: 'touch' };

describe('a card drag', () => {
  it('swallows the click its own release makes, but not a tap that comes right after it', async () => {
    // jsdom lays nothing out: the release finds no pile under it (a drop on nothing).
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [] });
    const onDrop = vi.fn(() => Promise.resolve());
    const onTap = vi.fn();
    render(<Card onDrop={onDrop} onTap={onTap} />);
    const card = screen.getByRole('button', { name: 'card' });
    fireEvent.pointerDown(card, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 40, clientY: 60 });
    fireEvent.pointerUp(window, { ...pointer, clientX: 40, clientY: 60 });
    expect(onDrop).toHaveBeenCalledTimes(1);
    // The release's click (no press since the drag): not a tap.
    fireEvent.click(card);
    expect(onTap).not.toHaveBeenCalled();
    // A new tap at once (a press, then its click): a tap.
    fireEvent.pointerDown(card, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(window, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.click(card);
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
