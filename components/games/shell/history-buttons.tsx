import { RedoIcon, UndoIcon } from '@/components/icons/ui-icons';

const LOOK = {
  undo: { name: 'Undo', title: 'Undo (Ctrl+Z)', keys: 'Control+Z', Icon: UndoIcon },
  redo: { name: 'Redo', title: 'Redo (Ctrl+Y)', keys: 'Control+Y Control+Shift+Z', Icon: RedoIcon },
};

/** Undo or Redo as the hidden-state games' toolbars show them: an icon on a phone (named), the word beside it where there is room. */
export function HistoryButton({ kind, disabled, onClick }: { kind: 'undo' | 'redo'; disabled: boolean; onClick(): void }) {
  const { name, title, keys, Icon } = LOOK[kind];
  return (
    <button
      type="button"
      className="btn-secondary gap-1 px-2"
      onClick={onClick}
      disabled={disabled}
      aria-label={name}
      title={title}
      aria-keyshortcuts={keys}
    >
      <Icon className="h-5 w-5" />
      <span className="hidden @xl:inline">{name}</span>
    </button>
  );
}
