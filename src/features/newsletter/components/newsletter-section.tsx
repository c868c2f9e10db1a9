import type { NewsletterSource } from '../api/subscribe';
import { NewsletterForm } from './newsletter-form';

/** A newsletter call with its own heading, e.g. on the blog list (source `blog`) and under articles. */
export function NewsletterSection({
  title,
  text,
  source,
}: {
  title: string;
  text: string;
  source: NewsletterSource;
}) {
  return (
    <section
      aria-labelledby={`newsletter-${source}`}
      className="rounded-2xl bg-brand-800 p-8 text-white sm:p-12"
    >
      <h2 id={`newsletter-${source}`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-100">{text}</p>
      <div className="mt-6">
        <NewsletterForm source={source} tone="dark" />
      </div>
    </section>
  );
}
