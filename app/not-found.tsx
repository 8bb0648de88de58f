import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="card space-y-4 p-8 text-center">
      <p className="text-6xl font-extrabold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link href="/" className="btn-primary">
        Back to all puzzles
      </Link>
    </div>
  );
}
