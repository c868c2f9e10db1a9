import { createContext, useContext, useState, type ComponentProps } from 'react';
import {
  DEV_VARIANT_PATH,
  hasVariants,
  imageLayouts,
  MEDIA_DIR,
  recordVariantRequest,
  variantFile,
  type ImageLayout,
} from '@/lib/responsive-image';

function variantUrl(src: string, width: number): string {
  if (import.meta.env.DEV) return `${DEV_VARIANT_PATH}?src=${encodeURIComponent(src)}&w=${width}`;
  return `/${MEDIA_DIR}/${variantFile(src, width)}`;
}

type ImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * The attributes of an <img> showing `src` in `layout`. The largest variant stays the fallback `src`, so a
 * browser without `srcset` still gets a sized copy.
 */
function responsiveSources(src: string, layout: ImageLayout): ImageSources {
  if (!hasVariants(src)) return { src };
  const { sizes, widths } = imageLayouts[layout];
  recordVariantRequest(src, widths);
  return {
    src: variantUrl(src, widths[widths.length - 1] as number),
    srcSet: widths.map((width) => `${variantUrl(src, width)} ${width}w`).join(', '),
    sizes,
  };
}

/**
 * Pages the build never renders (the private previews) show images as uploaded: their variants exist only
 * once a build has seen them.
 */
export const OriginalImages = createContext(false);

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & { src: string; layout: ImageLayout };

/**
 * An <img> offering the sized variants of `src` for where it shows (src/lib/responsive-image.ts). An image
 * the build has not seen (added after it) has no variants: the first failed load shows the original.
 */
export function ResponsiveImg({ src, layout, onError, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  const original = useContext(OriginalImages) || failed;
  const sources = original ? { src } : responsiveSources(src, layout);
  return (
    <img
      {...props}
      {...sources}
      onError={(event) => {
        if (!original && sources.srcSet) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
