/** The formik-bound fields, one module each (a page that imports one field does not load the others). */
export { TextField, type TextFieldProps } from './fields/TextField';
export { MobileField, type MobileFieldProps } from './fields/MobileField';
export { OtpField, type OtpFieldProps } from './fields/OtpField';
export { SelectField, type SelectFieldProps } from './fields/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './fields/TextAreaField';
export { RadioGroupField, type RadioGroupFieldProps } from './fields/RadioGroupField';
export { FileField, type FileFieldProps } from './fields/FileField';
