import type { KeyboardEvent } from 'react';

/**
 * Which history key a key press is: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redo. Not while
 * typing in a text field (its own undo is the browser's), nor with Alt (other shortcuts).
 */
export function undoKey(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key' | 'target'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target as { closest?(selector: string): unknown } | null;
  if (target?.closest?.('input, textarea, select, [contenteditable]')) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' ? 'redo' : null;
}
