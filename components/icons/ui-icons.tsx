import type { ReactNode, SVGProps } from 'react';

/**
 * The site's small pictures (header, buttons, Minesweeper's board), drawn here so that they look the
 * same on every system: an emoji needs a colour emoji font, which many desktops and headless
 * browsers lack (they show an empty box). Decorative: each is aria-hidden; the control names itself.
 * Sized by the text around them (1em) unless a className says otherwise.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ className = 'inline-block h-[1em] w-[1em] shrink-0 align-[-0.125em]', ...rest }: IconProps & { children: ReactNode }) {
  return <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} {...rest} />;
}

export function PuzzlePieceIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="#6366f1"
        d="M4 7h3.2a2.4 2.4 0 1 1 4.6 0H15v3.2a2.4 2.4 0 1 1 0 4.6V18h-3.2a2.4 2.4 0 1 0-4.6 0H4v-3.4a2.4 2.4 0 1 0 0-4.4z"
      />
      <path fill="#f59e0b" d="M15 10.2a2.4 2.4 0 1 1 0 4.6V18h5V7h-5z" />
    </Svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none">
        <circle cx="12" cy="12" r="4.2" fill="currentColor" />
        <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
      </g>
    </Svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fill="currentColor" d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
    </Svg>
  );
}

export function TrophyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fill="#f59e0b" d="M7 3h10v5a5 5 0 0 1-10 0z" />
      <path fill="none" stroke="#f59e0b" strokeWidth="2" d="M7 5H4v2a3 3 0 0 0 3 3M17 5h3v2a3 3 0 0 1-3 3" />
      <path fill="#b45309" d="M10.5 13h3v4h-3zM7.5 18h9v3h-9z" />
    </Svg>
  );
}

export function FlagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fill="#dc2626" d="M7 3l11 4.5L7 12z" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M7 3v17M4 21h8" />
    </Svg>
  );
}

export function MineIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
      </g>
      <circle cx="12" cy="12" r="6.5" fill="currentColor" />
      <circle cx="9.8" cy="9.8" r="1.8" fill="#fff" opacity="0.85" />
    </Svg>
  );
}

/** A wrong flag, shown once the game is lost. */
export function CrossIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path stroke="#dc2626" strokeWidth="3.2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
    </Svg>
  );
}

export type FaceMood = 'playing' | 'busy' | 'won' | 'lost';

/** Minesweeper's face: smiling while playing, surprised while a move is out, cool on a win, crossed out on a loss. */
export function FaceIcon({ mood, ...props }: IconProps & { mood: FaceMood }) {
  const eyes =
    mood === 'lost' ? (
      <path
        stroke="#0f172a"
        strokeWidth="1.6"
        strokeLinecap="round"
        d="M7.3 8.3l2.4 2.4M9.7 8.3l-2.4 2.4M14.3 8.3l2.4 2.4M16.7 8.3l-2.4 2.4"
      />
    ) : mood === 'won' ? (
      <path fill="#0f172a" d="M5.5 8h13v1.2l-1.4 2.4h-3.4L12.6 9.5h-1.2l-1.1 2.1H6.9L5.5 9.2z" />
    ) : (
      <g fill="#0f172a">
        <circle cx="8.8" cy="9.5" r="1.3" />
        <circle cx="15.2" cy="9.5" r="1.3" />
      </g>
    );
  const mouth =
    mood === 'busy' ? (
      <circle cx="12" cy="16" r="2" fill="#0f172a" />
    ) : mood === 'lost' ? (
      <path stroke="#0f172a" strokeWidth="1.6" strokeLinecap="round" fill="none" d="M8.5 17c2-1.6 5-1.6 7 0" />
    ) : (
      <path stroke="#0f172a" strokeWidth="1.6" strokeLinecap="round" fill="none" d="M8 14.5c2.2 2.4 5.8 2.4 8 0" />
    );
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9.5" fill="#facc15" stroke="#a16207" strokeWidth="1" />
      {eyes}
      {mouth}
    </Svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M8 11V8a4 4 0 0 1 8 0v3" />
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
    </Svg>
  );
}

export function BulbIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="1"
        d="M12 2.5a6.5 6.5 0 0 0-3.8 11.8c.5.4.8 1 .8 1.6V17h6v-1.1c0-.6.3-1.2.8-1.6A6.5 6.5 0 0 0 12 2.5z"
      />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M9.5 19.5h5M10.5 22h3" />
    </Svg>
  );
}

export function SpeakerIcon({ muted, ...props }: IconProps & { muted: boolean }) {
  return (
    <Svg {...props}>
      <path fill="currentColor" d="M4 9h4l5-4v14l-5-4H4z" />
      {muted ? (
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M16 9l5 6M21 9l-5 6" />
      ) : (
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
      )}
    </Svg>
  );
}

/** Undo: an arrow turning back to the left. */
export function UndoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 14L4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </g>
    </Svg>
  );
}

/** Redo: the undo arrow mirrored, turning on to the right. */
export function RedoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M15 14l5-5-5-5" />
        <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
      </g>
    </Svg>
  );
}
