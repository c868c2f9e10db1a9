import { useId } from 'react';
import type { ClientLogo } from '../api/proof';

/**
 * The row of client logos beside a first call to action, or nothing when there are none. Greyscale and
 * the same height, so no brand shouts over the page.
 */
export function ClientLogoRow({
  logos,
  className = '',
}: {
  logos: readonly ClientLogo[];
  className?: string;
}) {
  const labelId = useId();
  if (logos.length === 0) return null;
  return (
    <div className={className}>
      <p id={labelId} className="text-sm font-semibold text-slate-600">
        Founders from these teams have worked with us
      </p>
      <ul aria-labelledby={labelId} className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-4">
        {logos.map((logo) => {
          const image = (
            <img
              src={logo.logoUrl}
              alt={logo.company}
              width={128}
              height={32}
              // A fixed box: a logo's width is unknown until its file arrives, and the row must not reflow then.
              className="h-8 w-32 object-contain opacity-80 grayscale"
            />
          );
          return (
            <li key={logo.id}>
              {logo.websiteUrl ? (
                <a href={logo.websiteUrl} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
