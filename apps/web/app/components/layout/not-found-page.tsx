import { Link } from 'react-router';
import { ArrowRight, House } from 'lucide-react';
import { CATEGORY_ROUTES } from '@anupalan/shared/categories';
import { buttonClasses } from '../ui/button';

function LostDocument() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false" className="mx-auto h-28 w-auto">
      <rect x="38" y="10" width="70" height="92" rx="8" fill="#eef1fb" stroke="#263571" strokeWidth="3" />
      <path d="M52 32h42M52 46h42M52 60h26" stroke="#8597d9" strokeWidth="4" strokeLinecap="round" />
      <circle cx="104" cy="78" r="20" fill="#fff" stroke="#f59e1b" strokeWidth="5" />
      <path d="m118 92 16 16" stroke="#f59e1b" strokeWidth="7" strokeLinecap="round" />
      <path
        d="M98 72c1.5-4 10.5-4 11 1 .4 4-5 4.5-5 8.5M104 88v.5"
        stroke="#263571"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The 404 page: a heading 'Page not found', a way home and the service categories. */
export function NotFoundPage() {
  return (
    <section className="container-page py-16 text-center sm:py-24">
      <LostDocument />
      <p className="mt-6 text-sm font-semibold tracking-wide text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-page-title font-semibold text-brand-900">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        We could not find the page you were looking for. It may have moved, or the address may be mistyped. These links will get
        you back on track.
      </p>
      <div className="mt-8 flex justify-center">
        <Link to="/" className={buttonClasses({ variant: 'primary' })}>
          <House aria-hidden="true" className="size-5" />
          Go to Home
        </Link>
      </div>
      <nav aria-label="Service categories" className="mx-auto mt-12 max-w-3xl">
        <h2 className="text-lg font-semibold text-brand-900">Browse our services</h2>
        <ul className="mt-4 grid gap-3 text-left sm:grid-cols-2">
          {CATEGORY_ROUTES.map((c) => (
            <li key={c.key}>
              <Link
                to={c.path}
                className="flex min-h-12 items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-2 font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
              >
                {c.title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
