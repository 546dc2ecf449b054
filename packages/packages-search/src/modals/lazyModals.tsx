import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Skeleton, type RegisteredModalProps } from '@medibridge/ui-kit';

/** A registry modal whose code loads with its own chunk the first time it opens. */
function lazyModal(
  load: () => Promise<ComponentType<RegisteredModalProps>>,
): ComponentType<RegisteredModalProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: RegisteredModalProps): ReactNode {
    return (
      <Suspense fallback={<Skeleton lines={4} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** `packageSearch`: city + package search. */
export const PackageSearchModal = lazyModal(
  async () => (await import('./PackageSearchModal')).default,
);
