/** Check and Reveal as they look while their menu's code loads: the same size, so nothing moves. */
export function HelpMenuPlaceholder() {
  return (
    <>
      {['Check', 'Reveal'].map((action) => (
        <span key={action} className="btn-secondary px-2 opacity-60" aria-hidden="true">
          {action}
          <span className="hidden text-xs @sm:inline">▾</span>
        </span>
      ))}
    </>
  );
}
