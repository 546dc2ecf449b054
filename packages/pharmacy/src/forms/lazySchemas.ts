import { lazySchemas } from '@medibridge/ui-kit';

/**
 * This package's yup schemas (`./schemas`, and yup with it) as a lazy chunk off every page's first load
 * (docs/decisions/0011): `loadSchemas`, `preloadSchemas` and formik's `schemaValidate`.
 */
export const { loadSchemas, preloadSchemas, schemaValidate } = lazySchemas(
  () => import('./schemas'),
);
