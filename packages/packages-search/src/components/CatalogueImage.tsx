import { useEffect, useState, type ReactNode } from 'react';
import { packagesApi, usePackageImageBaseQuery, type ImageKind } from '../api';
import { Thumb } from './styles';

/**
 * How many cards of a list start on the first screen of a phone (one column: the first card whole, the
 * second's picture in view); their pictures take `priority`.
 */
export const FIRST_SCREEN_CARDS = 2;

/**
 * Starts the image-path calls (SPEC §7) of the pictures a page will show when the page opens, beside its
 * own data call. Otherwise each path is asked only once the data names a file, and the page's first picture
 * waits for two round trips in a row before its own download starts. `skip` while the page knows it shows
 * no pictures (a path that is not its page).
 */
export function usePictureBases(
  kinds: readonly ImageKind[],
  { skip = false }: { skip?: boolean } = {},
): void {
  const prefetch = packagesApi.usePrefetch('packageImageBase');
  const key = skip ? '' : kinds.join(',');
  useEffect(() => {
    for (const kind of key.split(',').filter(Boolean)) prefetch(kind as ImageKind);
  }, [prefetch, key]);
}

/**
 * A catalogue picture served by our API: the file name joined to the base path of its image-path call.
 * Decorative (the name is next to it), lazy, and hidden when it cannot load, so a missing file never
 * shows a broken-image icon. Its 16:9 box is reserved from the first render (no layout shift).
 * `priority` is for a picture on the first screen (a page's own picture, the first cards of a list): it is
 * fetched at once and ahead of other pictures, since it is what a person waits for there (the page's
 * largest paint); the rest wait until they come near the screen.
 */
export function CatalogueImage({
  file,
  kind,
  className,
  priority = false,
}: {
  file: string | null | undefined;
  kind: ImageKind;
  className?: string;
  priority?: boolean;
}): ReactNode {
  const base = usePackageImageBaseQuery(kind, { skip: !file });
  const [failed, setFailed] = useState(false);
  if (!file || failed || base.isError) return null;
  // While the base path arrives, the picture's box is already there (same size), so nothing below it moves.
  // Styles address both as `[data-catalogue-image]`, never `img`, so the box keeps its size when it turns.
  if (!base.data)
    return <Thumb as="span" className={className} aria-hidden="true" data-catalogue-image="" />;
  return (
    <Thumb
      className={className}
      src={`${base.data}${encodeURIComponent(file)}`}
      alt=""
      data-catalogue-image=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={320}
      height={180}
      onError={() => setFailed(true)}
    />
  );
}
