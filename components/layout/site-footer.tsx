import Link from 'next/link';

export function SiteFooter() {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-10 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-bold">
            About
          </h2>
          <p className="mt-2 max-w-prose text-sm text-slate-700 dark:text-slate-300">
            Puzzle Games is a collection of free puzzle games that run in your browser. Play without an account, or create a free one to
            keep your progress and enter the leaderboards. Premium removes the ads and the daily limit on chess puzzles.
          </p>
        </section>
        <div className="flex flex-col items-start gap-3">
          <nav aria-label="Legal and contact" className="flex gap-5 text-sm">
            <Link className="inline-flex min-h-11 min-w-11 items-center justify-center underline" href="/privacy">
              Privacy
            </Link>
            <Link className="inline-flex min-h-11 min-w-11 items-center justify-center underline" href="/terms">
              Terms
            </Link>
            <Link className="inline-flex min-h-11 min-w-11 items-center justify-center underline" href="/contact">
              Contact
            </Link>
          </nav>
          <Link href="/contact#support" className="btn-premium">
            <span aria-hidden="true">♥</span> Donate
          </Link>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {year} Puzzle Games. All rights reserved.
      </p>
    </footer>
  );
}
