import { CoverImage } from '@/components/ui/cover-image';
import type { ImageLayout } from '@/lib/responsive-image';
import { DEFAULT_MVP_IMAGE } from '../lib/catalogue';

/** The MVP's image, or the default one when none is set. */
export function MvpImage({
  src,
  ...props
}: {
  src: string | null;
  eager?: boolean;
  layout?: ImageLayout;
  className?: string;
}) {
  return <CoverImage src={src || DEFAULT_MVP_IMAGE} {...props} />;
}
