import type { ReactNode, Ref } from 'react';
import { Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { adornment, bareInput, field, inputFrame } from '../Field/Field.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    placeholder?: string;
    /** An icon from `@rehab/ui/Icon` at the start of the input. */
    icon?: ReactNode;
    /** The input element, for react-hook-form's focus on the first error. */
    ref?: Ref<HTMLInputElement>;
  };

/** A single-line text input with label, description and error message. */
export function TextField({ label, description, errorMessage, isInvalid, placeholder, icon, ref, ...props }: TextFieldProps) {
  return (
    <AriaTextField validationBehavior="aria" {...props} isInvalid={isFieldInvalid({ isInvalid, errorMessage })} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {icon ? (
        <Group className={inputFrame}>
          <span className={adornment}>{icon}</span>
          <Input ref={ref} placeholder={placeholder} className={bareInput} />
        </Group>
      ) : (
        <Input ref={ref} placeholder={placeholder} className={inputFrame} />
      )}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
