import { useField } from 'formik';
import { type ReactNode } from 'react';
import { FileInput, type FileInputProps } from '../FileInput';
import { shownError, type Bound } from './bound';

export type FileFieldProps = Bound &
  Omit<FileInputProps, 'name' | 'file' | 'onFileChange' | 'onBlur' | 'error'>;

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
