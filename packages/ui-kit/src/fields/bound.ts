/** What the formik-bound fields share (each field is its own module, so a page loads only the fields it uses). */
import { useField } from 'formik';

/** Props every formik-bound field takes instead of value/onChange/onBlur/error. */
export interface Bound {
  /** The formik field name (equal to the wire field name). */
  name: string;
}

/** The error to show: formik's, once the field was touched (or after a submit attempt). */
export function shownError(meta: { touched: boolean; error?: string }): string | undefined {
  return meta.touched ? meta.error : undefined;
}

export function asString(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The props of an input that reports changes as DOM events (text, select, text area), bound to `name`. */
export function useEventBinding(name: string) {
  const [field, meta] = useField<unknown>(name);
  return {
    name,
    value: asString(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: shownError(meta),
  };
}

/** The props of an input that reports its new value (`onValueChange`), bound to `name`. */
export function useValueBinding(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  return {
    name,
    value: asString(field.value),
    onValueChange: (value: string) => {
      void helpers.setValue(value);
    },
    onBlur: field.onBlur,
    error: shownError(meta),
  };
}
