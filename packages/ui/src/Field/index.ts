export { FieldDescription, FieldErrorMessage, FieldFooter, FieldLabel, isFieldInvalid, type FieldLabelProps, type FieldProps } from './Field';
