import {
  OneTimeCodeInput,
  PasswordField,
  TextArea,
  TextField,
  type PasswordFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@rehab/ui';
import type { ComponentType } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from './validation';

/** A form's control as its fields see it: the form's output type does not matter to a field, only its values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<Values extends FieldValues> = Control<Values, any, any>;

/** Which field of which form; the form's own value, change, blur and error take the place of the input's. */
type Bound<Values extends FieldValues, Props> = Omit<
  Props,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'
> & {
  control: FormControl<Values>;
  name: FieldPath<Values>;
};

/**
 * Binds a ui input to a react-hook-form field: its value and changes, and its error under the input. A check with
 * a message of its own (the contract's character rules, "only letters and spaces", in docs/rules/validation.md's English)
 * keeps that message past `installValidationMessages`, as zod puts a schema's own message first; it is translated
 * here, as the server's are.
 */
function bound<Props extends { errorMessage?: string }>(Input: ComponentType<Props>) {
  return function BoundField<Values extends FieldValues>({ control, name, ...rest }: Bound<Values, Props>) {
    const { t } = useTranslation();
    // What is left are the input's own props without those the form supplies, which TypeScript cannot see
    // through Omit on a generic type.
    const props = rest as unknown as Props;
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const message = fieldState.error?.message;
          return <Input {...props} {...field} errorMessage={message && translateValidationMessage(t, message, name)} />;
        }}
      />
    );
  };
}

export const FormTextField = bound<TextFieldProps>(TextField);
export const FormTextArea = bound<TextAreaProps>(TextArea);
export const FormPasswordField = bound<PasswordFieldProps>(PasswordField);

/** A mailed six-digit code in a form, one cell per digit (pasting or the phone's autofill fills them all). */
export function FormCodeField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  getCellLabel,
  align,
}: {
  control: FormControl<Values>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
  /** Each cell's name, e.g. "Siffra 2 av 6", in the app's texts. */
  getCellLabel: (position: number, length: number) => string;
  align?: 'center';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OneTimeCodeInput
          align={align}
          label={label}
          description={description}
          getCellLabel={getCellLabel}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          errorMessage={fieldState.error?.message}
          isRequired
        />
      )}
    />
  );
}
