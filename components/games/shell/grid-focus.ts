/**
 * The cell an arrow key (or Home/End) moves the focus to on a board `size` cells wide and `height`
 * tall (square by default); no wrapping at the edges.
 */
export function moveFocus(cell: number, key: string, size: number, height = size): number {
  const row = Math.floor(cell / size);
  const col = cell % size;
  if (key === 'ArrowUp') return row > 0 ? cell - size : cell;
  if (key === 'ArrowDown') return row < height - 1 ? cell + size : cell;
  if (key === 'ArrowLeft') return col > 0 ? cell - 1 : cell;
  if (key === 'ArrowRight') return col < size - 1 ? cell + 1 : cell;
  if (key === 'Home') return row * size;
  if (key === 'End') return row * size + size - 1;
  return cell;
}
