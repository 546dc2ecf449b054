import type { ReactNode } from 'react';
import { Alert, EmptyState, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { Pager } from './Pager';

/** One page of a staff list as the API answers it. */
export interface PagedAnswer<T> {
  data: readonly T[];
  meta: { page: number; per_page: number; total: number };
}

/**
 * A paged staff list's four states: loading, failed (the server's words, else `failed`), empty, and the rows
 * with the pager under them. `failed` is the English fallback (translated here); `empty` is already
 * translated by the screen's own texts.
 */
export function PagedList<T>({
  result,
  failed,
  empty,
  onPage,
  children,
}: {
  result: { isLoading: boolean; isError: boolean; data?: PagedAnswer<T>; error?: unknown };
  failed: string;
  empty: string;
  onPage: (page: number) => void;
  children: (rows: readonly T[]) => ReactNode;
}): ReactNode {
  if (result.isLoading) return <Skeleton height={120} lines={3} />;
  if (result.isError || !result.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(result.error, failed).message)}
      </Alert>
    );
  return (
    <>
      {result.data.data.length === 0 ? <EmptyState title={empty} /> : children(result.data.data)}
      <Pager meta={result.data.meta} onPage={onPage} />
    </>
  );
}
