import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { packagesApi, type ImageKind } from '../api';
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
    const later = key
      .split(',')
      .filter(Boolean)
      .map((kind) => askSoon(() => prefetch(kind as ImageKind)));
    return () => later.forEach((cancel) => cancel());
  }, [prefetch, key]);
}

/**
 * Runs `ask` in a task of its own, soon. Starting a call through RTK Query (thunk, reducers, middleware, the
 * base query, fetch) takes a page several milliseconds; a page that started its data call and two image
 * paths in its mount effects made one 35–40 ms task (×4 on a mid-range phone). Apart, no task is long, and
 * the calls still leave within a millisecond or two. Returns the cancel.
 */
function askSoon(ask: () => void): () => void {
  const timer = setTimeout(ask, 0);
  return () => clearTimeout(timer);
}

type BaseSelector = ReturnType<typeof packagesApi.endpoints.packageImageBase.select>;
type StoreState = Parameters<BaseSelector>[0];
const baseSelectors = new Map<ImageKind, BaseSelector>();

/** The cache entry of a kind's image-path call (one memoised selector per kind, shared by every picture). */
function selectBase(kind: ImageKind): BaseSelector {
  let select = baseSelectors.get(kind);
  if (!select) {
    select = packagesApi.endpoints.packageImageBase.select(kind);
    baseSelectors.set(kind, select);
  }
  return select;
}

/**
 * A kind's base path, read from the store. Pictures read it rather than each holding a query subscription: a
 * subscription costs a dispatch through RTK Query's reducers and middleware as every picture mounts, and a
 * list of hospitals made that one 25–90 ms task (×4 on a mid-range phone). The call itself is asked once
 * (by the page's `usePictureBases`, or here when a page did not) and kept a day (api.ts).
 */
function useImageBase(
  kind: ImageKind,
  skip: boolean,
): { data: string | undefined; status: QueryStatus | 'skipped' } {
  const data = useSelector((state: StoreState) =>
    skip ? undefined : selectBase(kind)(state).data,
  );
  const status = useSelector((state: StoreState) =>
    skip ? 'skipped' : selectBase(kind)(state).status,
  );
  const prefetch = packagesApi.usePrefetch('packageImageBase');
  useEffect(() => {
    if (status === QueryStatus.uninitialized) return askSoon(() => prefetch(kind));
    return undefined;
  }, [prefetch, kind, status]);
  return { data, status };
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
  const base = useImageBase(kind, !file);
  const [failed, setFailed] = useState(false);
  if (!file || failed || base.status === QueryStatus.rejected) return null;
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
