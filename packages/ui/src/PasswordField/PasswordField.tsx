import { useState, type Ref } from 'react';
import { Button, Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { fieldButton } from '../Field/FieldButton.css';
import { bareInput, field, inputFrame } from '../Field/Field.css';
import { EyeIcon, EyeOffIcon } from '../Icon';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'type'> &
  FieldProps & {
    placeholder?: string;
    /** Name of the toggle while the password is hidden, e.g. "Visa lösenord". */
    showPasswordLabel: string;
    /** Name of the toggle while the password is shown, e.g. "Dölj lösenord". */
    hidePasswordLabel: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  showPasswordLabel,
  hidePasswordLabel,
  ref,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      isInvalid={isFieldInvalid({ isInvalid, errorMessage })}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={inputFrame} isDisabled={props.isDisabled} isInvalid={isFieldInvalid({ isInvalid, errorMessage })}>
        <Input ref={ref} placeholder={placeholder} className={bareInput} spellCheck={false} />
        <Button
          className={fieldButton}
          isDisabled={props.isDisabled}
          aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
