import type { Metadata } from 'next';

export const metadata: Metadata = { title: '2048', description: '2048: combine tiles with the same number to reach 2048.' };

export default function Game2048Page() {
  return (
    <article className="card space-y-4 p-8 text-center">
      <h1 className="text-3xl font-extrabold">2048</h1>
      <p>combine tiles with the same number to reach 2048</p>
    </article>
  );
}
