import type { ReactNode } from 'react';
import { buttonClasses } from './button-link';

/** A loading indicator whose text is announced to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-24 text-slate-600">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <p>{label}</p>
    </div>
  );
}

/** A load failure: the page's message (docs/product/content.md) and "Try Again", which reloads the page. */
export function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl py-24 text-center">
      <p className="text-lg font-medium text-rose-800">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'mt-6')}
      >
        Try Again
      </button>
    </div>
  );
}

/** Nothing matched: a heading, a hint and an optional action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
