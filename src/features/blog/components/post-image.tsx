/** A post's 16:9 image with its box reserved (no layout shift); decorative, the title names the post. */
export function PostImage({
  src,
  eager = false,
  className = '',
}: {
  src: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
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
