/** What the formik-bound fields share (each field is its own module, so a page loads only the fields it uses). */

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
