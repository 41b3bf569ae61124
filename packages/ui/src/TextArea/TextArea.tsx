import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field, inputFrame } from '../Field/Field.css';
import { textArea } from './TextArea.css';

export type TextAreaProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    placeholder?: string;
    /** Initial visible lines; the box is never lower than 124 px and can be dragged taller. */
    rows?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A multi-line text input, e.g. a medical note or "About me". */
export function TextArea({ label, description, errorMessage, isInvalid, placeholder, rows = 4, ref, ...props }: TextAreaProps) {
  return (
    <AriaTextField validationBehavior="aria" {...props} isInvalid={isFieldInvalid({ isInvalid, errorMessage })} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={`${inputFrame} ${textArea}`} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
