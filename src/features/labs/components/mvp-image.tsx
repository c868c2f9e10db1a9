import { DEFAULT_MVP_IMAGE } from '../lib/catalogue';

/** The MVP's 16:9 image, its box reserved before it loads; the default image when none is set. */
export function MvpImage({
  src,
  eager = false,
  className = '',
}: {
  src: string | null;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src || DEFAULT_MVP_IMAGE}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
