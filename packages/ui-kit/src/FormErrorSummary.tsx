import { useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorSummary } from './ErrorSummary';

/**
 * `ErrorSummary` for a formik form: place it first inside `<Form>`. A submit that ends with errors (the
 * schema's, or the server's set in `onSubmit`) counts as refused: the summary names the fields and the focus
 * goes to the first of them.
 */
export function FormErrorSummary(): ReactNode {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const seen = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    // resetForm starts the count again.
    if (submitCount < seen.current) seen.current = submitCount;
    if (isSubmitting || submitCount === seen.current) return;
    seen.current = submitCount;
    if (hasErrors) setFailedSubmits((n) => n + 1);
  }, [submitCount, isSubmitting, hasErrors]);
  return <ErrorSummary failedSubmits={failedSubmits} />;
}
