import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

/** A yup schema as formik validates it. */
type Schema = Parameters<typeof validateYupSchema>[1];

export interface LazySchemas<Module> {
  /** The schemas module, downloaded on first need; a failed download is tried again next time. */
  loadSchemas: () => Promise<Module>;
  /** Starts the download without waiting (a form calls it on its first focus, so the first blur validates at once). */
  preloadSchemas: () => void;
  /**
   * A formik `validate` that runs one of the schemas exactly as `validationSchema` would: empty strings count
   * as missing, every field is checked, and each field gets its first failed rule's message.
   */
  schemaValidate: <Values extends FormikValues>(
    pick: (schemas: Module) => Schema,
  ) => (values: Values) => Promise<FormikErrors<Values>>;
}

/**
 * A feature's yup schemas as a lazy chunk, off every page's first load (docs/decisions/0011): pass
 * `() => import('./schemas')` so the bundler splits that module (and yup with it) from the page.
 */
export function lazySchemas<Module>(load: () => Promise<Module>): LazySchemas<Module> {
  let pending: Promise<Module> | undefined;
  const loadSchemas = (): Promise<Module> => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
  return {
    loadSchemas,
    preloadSchemas: () => {
      loadSchemas().catch(() => undefined);
    },
    schemaValidate:
      <Values extends FormikValues>(pick: (schemas: Module) => Schema) =>
      async (values: Values) => {
        const schema = pick(await loadSchemas());
        try {
          await validateYupSchema(values, schema);
          return {};
        } catch (error) {
          if (error instanceof Error && error.name === 'ValidationError')
            return yupToFormErrors<Values>(error);
          throw error;
        }
      },
  };
}
