import { useField } from 'formik';
import { type ReactNode } from 'react';
import { FileInput, type FileInputProps } from './FileInput';
import { MobileInput, type MobileInputProps } from './MobileInput';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';
import { SelectInput, type SelectInputProps } from './SelectInput';
import { TextArea, type TextAreaProps } from './TextArea';
import { TextInput, type TextInputProps } from './TextInput';

/** Props every formik-bound field takes instead of value/onChange/onBlur/error. */
interface Bound {
  /** The formik field name (equal to the wire field name). */
  name: string;
}

/** The error to show: formik's, once the field was touched (or after a submit attempt). */
function shownError(meta: { touched: boolean; error?: string }): string | undefined {
  return meta.touched ? meta.error : undefined;
}

function asString(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export type TextFieldProps = Bound & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Text input bound to a formik field by `name` (must be inside `<Formik>`). */
export function TextField({ name, ...props }: TextFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <TextInput
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

export type MobileFieldProps = Bound & Omit<MobileInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** Mobile number bound to formik: digits only, at most 10, SPEC placeholder, `readOnly` supported. */
export function MobileField({ name, ...props }: MobileFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <MobileInput
      {...props}
      name={name}
      value={asString(field.value)}
      onValueChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

export type OtpFieldProps = Bound & Omit<OtpInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** One-time code bound to formik: digits only, at most 8, SMS autofill. */
export function OtpField({ name, ...props }: OtpFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <OtpInput
      {...props}
      name={name}
      value={asString(field.value)}
      onValueChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

export type SelectFieldProps = Bound & Omit<SelectInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Native select bound to formik; values are strings. */
export function SelectField({ name, ...props }: SelectFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <SelectInput
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

export type TextAreaFieldProps = Bound & Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Multi-line text bound to formik. */
export function TextAreaField({ name, ...props }: TextAreaFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <TextArea
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

export type RadioGroupFieldProps = Bound & Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Radio group bound to formik. */
export function RadioGroupField({ name, ...props }: RadioGroupFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={() => {
        void helpers.setTouched(true);
      }}
      error={shownError(meta)}
    />
  );
}

export type FileFieldProps = Bound & Omit<FileInputProps, 'name' | 'file' | 'onFileChange' | 'onBlur' | 'error'>;

/** One file bound to formik: the value is a `File` or null. */
export function FileField({ name, ...props }: FileFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <FileInput
      {...props}
      name={name}
      file={field.value instanceof File ? field.value : null}
      onFileChange={(file) => {
        void helpers.setValue(file);
        void helpers.setTouched(true, false);
      }}
      error={shownError(meta)}
    />
  );
}
