import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModePicker } from './mode-picker';
import type { GameInfo } from './types';

const oneLevel: GameInfo = { id: 'one', name: 'One', levels: [{ id: 'standard', label: 'Standard' }], daily: true };
const twoLevels: GameInfo = { ...oneLevel, levels: [...oneLevel.levels, { id: 'hard', label: 'Hard' }] };

describe('the mode picker', () => {
  it('shows no level picker for a game of one level, and keeps the daily/practice switch and New puzzle', async () => {
    const onOpen = vi.fn();
    render(<ModePicker info={oneLevel} mode="practice" level="standard" busy={false} onOpen={onOpen} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByLabelText('Level')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(onOpen).toHaveBeenLastCalledWith('practice', 'standard', true);
    await userEvent.click(screen.getByRole('button', { name: 'Daily' }));
    expect(onOpen).toHaveBeenLastCalledWith('daily', 'standard', false);
  });

  it('offers the levels of a game that has several, and starts the one chosen', async () => {
    const onOpen = vi.fn();
    render(<ModePicker info={twoLevels} mode="practice" level="standard" busy={false} onOpen={onOpen} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'hard');
    await userEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(onOpen).toHaveBeenLastCalledWith('practice', 'hard', true);
  });
});
