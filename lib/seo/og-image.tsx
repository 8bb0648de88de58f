import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { OG_IMAGE_SIZE, SITE_NAME } from './site';

/**
 * The generated Open Graph images (next/og). Only the bundled default font and plain ASCII text:
 * an emoji or a glyph outside the font would make next/og fetch assets from the internet.
 */
export type OgArt = 'home' | '2048' | 'chess';

const TILE_COLOURS: Record<number, { bg: string; fg: string }> = {
  2: { bg: '#eee4da', fg: '#776e65' },
  4: { bg: '#ede0c8', fg: '#776e65' },
  8: { bg: '#f2b179', fg: '#ffffff' },
  16: { bg: '#f59563', fg: '#ffffff' },
  32: { bg: '#f67c5f', fg: '#ffffff' },
  64: { bg: '#f65e3b', fg: '#ffffff' },
  128: { bg: '#edcf72', fg: '#ffffff' },
  256: { bg: '#edcc61', fg: '#ffffff' },
  512: { bg: '#edc850', fg: '#ffffff' },
  1024: { bg: '#edc53f', fg: '#ffffff' },
  2048: { bg: '#edc22e', fg: '#ffffff' },
};

function Tile({ value, size }: { value: number; size: number }) {
  const colour = TILE_COLOURS[value] ?? { bg: '#cdc1b4', fg: '#776e65' };
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 10,
        background: value ? colour.bg : '#cdc1b4',
        color: colour.fg,
        fontSize: value >= 1000 ? size * 0.3 : size * 0.42,
        fontWeight: 700,
      }}
    >
      {value ? String(value) : ''}
    </div>
  );
}

function Board2048() {
  const rows = [
    [2, 0, 4, 8],
    [0, 16, 32, 64],
    [128, 256, 512, 4],
    [1024, 2048, 2, 0],
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12, borderRadius: 16, background: '#bbada0' }}>
      {rows.map((row, r) => (
        <div key={r} style={{ display: 'flex', gap: 12 }}>
          {row.map((v, c) => (
            <Tile key={c} value={v} size={86} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ChessBoard() {
  // A corner of a board, pieces drawn as lettered discs (white R and K, black K): a back-rank mate.
  const pieces: Record<string, { text: string; dark: boolean }> = {
    '0-3': { text: 'k', dark: true },
    '2-3': { text: 'K', dark: false },
    '0-0': { text: 'R', dark: false },
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', borderRadius: 12, overflow: 'hidden', border: '8px solid #3f2d1e' }}>
      {[0, 1, 2, 3].map((r) => (
        <div key={r} style={{ display: 'flex' }}>
          {[0, 1, 2, 3].map((c) => {
            const piece = pieces[`${r}-${c}`];
            return (
              <div
                key={c}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 96,
                  height: 96,
                  background: (r + c) % 2 === 0 ? '#f0d9b5' : '#b58863',
                  color: piece?.dark ? '#f9fafb' : '#111827',
                  fontSize: 64,
                  fontWeight: 700,
                }}
              >
                {piece ? (
                  <div
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 72,
                      height: 72,
                      borderRadius: 36,
                      background: piece.dark ? '#111827' : '#f9fafb',
                      border: `4px solid ${piece.dark ? '#f9fafb' : '#111827'}`,
                    }}
                  >
                    {piece.text.toUpperCase()}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function HomeArt() {
  const cards = [
    { label: '2048', bg: '#edc22e', fg: '#ffffff' },
    { label: 'Chess', bg: '#b58863', fg: '#ffffff' },
    { label: 'Sudoku', bg: '#e0e7ff', fg: '#312e81' },
    { label: 'Mines', bg: '#fee2e2', fg: '#7f1d1d' },
    { label: 'Words', bg: '#dcfce7', fg: '#14532d' },
    { label: '+ more', bg: '#f1f5f9', fg: '#0f172a' },
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', width: 400, gap: 16 }}>
      {cards.map((card) => (
        <div
          key={card.label}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 184,
            height: 110,
            borderRadius: 18,
            background: card.bg,
            color: card.fg,
            fontSize: 34,
            fontWeight: 700,
          }}
        >
          {card.label}
        </div>
      ))}
    </div>
  );
}

const ART: Record<OgArt, () => ReactElement> = { home: HomeArt, '2048': Board2048, chess: ChessBoard };

export function renderOgImage({ title, subtitle, art }: { title: string; subtitle: string; art: OgArt }): ImageResponse {
  const Art = ART[art];
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '60px 72px',
        background: 'linear-gradient(135deg, #312e81 0%, #4338ca 55%, #6366f1 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', width: 560, gap: 24 }}>
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: '#c7d2fe' }}>
          {SITE_NAME}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 16 ? 64 : 88, fontWeight: 800, lineHeight: 1.05 }}>{title}</div>
        <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.3, color: '#e0e7ff' }}>{subtitle}</div>
        <div style={{ display: 'flex', marginTop: 12, fontSize: 26, color: '#c7d2fe' }}>Free in your browser. No account needed.</div>
      </div>
      <Art />
    </div>,
    { ...OG_IMAGE_SIZE },
  );
}
