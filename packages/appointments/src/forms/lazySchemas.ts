import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import type * as Schemas from './schemas';

type SchemasModule = typeof Schemas;

let pending: Promise<SchemasModule> | undefined;

/**
 * The yup schemas, downloaded when a form first needs them: `./schemas` (and yup with it) is a lazy chunk,
 * off every page's first load (docs/decisions/0011). A failed download is tried again next time.
 */
export function loadSchemas(): Promise<SchemasModule> {
  if (!pending) {
    pending = import('./schemas');
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/** Starts the download without waiting (a form calls it on its first focus). */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}

/**
 * A formik `validate` that runs a schema exactly as `validationSchema` would: empty strings count as missing,
 * every field is checked, and each field gets its first failed rule's message.
 */
export function schemaValidate<Values extends FormikValues>(
  pick: (schemas: SchemasModule) => AnySchema,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = pick(await loadSchemas());
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError')
        return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
