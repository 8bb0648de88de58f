import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Chess Puzzles', description: 'Chess Puzzles: strategic chess challenges. Checkmate puzzles in one, two and three moves.' };

export default function ChessPuzzlesPage() {
  return (
    <article className="card space-y-4 p-8 text-center">
      <h1 className="text-3xl font-extrabold">Chess Puzzles</h1>
      <p>strategic chess challenges</p>
      <p>The checkmate puzzles are being prepared and open here soon.</p>
    </article>
  );
}
