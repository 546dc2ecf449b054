import { useState, type ReactNode } from 'react';
import { usePackageImageBaseQuery, type ImageKind } from '../api';
import { Thumb } from './styles';

/**
 * A catalogue picture served by our API: the file name joined to the base path of its image-path call.
 * Decorative (the name is next to it), lazy, and hidden when it cannot load, so a missing file never
 * shows a broken-image icon. Its 16:9 box is reserved from the first render (no layout shift).
 */
export function CatalogueImage({
  file,
  kind,
  className,
}: {
  file: string | null | undefined;
  kind: ImageKind;
  className?: string;
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
      loading="lazy"
      decoding="async"
      width={320}
      height={180}
      onError={() => setFailed(true)}
    />
  );
}
