import type { Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { bareInput, field, inputFrame } from '../Field/Field.css';
import { fieldButton } from '../Field/FieldButton.css';
import { MinusIcon, PlusIcon } from '../Icon';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    placeholder?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A number input with step buttons; Arrow Up/Down step, the value is formatted for the locale. */
export function NumberField({ label, description, errorMessage, isInvalid, placeholder, ref, ...props }: NumberFieldProps) {
  const invalid = isFieldInvalid({ isInvalid, errorMessage });
  return (
    <AriaNumberField validationBehavior="aria" {...props} isInvalid={invalid} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={inputFrame}>
        <Button slot="decrement" className={fieldButton}>
          <MinusIcon size="sm" />
        </Button>
        <Input ref={ref} placeholder={placeholder} className={bareInput} />
        <Button slot="increment" className={fieldButton}>
          <PlusIcon size="sm" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
