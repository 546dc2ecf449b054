import { useState, type ReactNode } from 'react';
import { usePackageImageBaseQuery, type ImageKind } from '../api';
import { Thumb } from './styles';

/**
 * A catalogue picture served by our API: the file name joined to the base path of its image-path call.
 * Decorative (the name is next to it), lazy, and hidden when it cannot load, so a missing file never
 * shows a broken-image icon.
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
  if (!file || failed || !base.data) return null;
  return (
    <Thumb
      className={className}
      src={`${base.data}${encodeURIComponent(file)}`}
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={180}
      onError={() => setFailed(true)}
    />
  );
}
