import type { ReactNode, Ref } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps, type RadioProps as AriaRadioProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field } from '../Field/Field.css';
import { circle, options, radio } from './RadioGroup.css';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    children: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/** Pick one of a few visible options. Arrow keys move the choice; Tab leaves the group. */
export function RadioGroup({ label, description, errorMessage, isInvalid, children, ref, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup ref={ref} validationBehavior="aria" {...props} isInvalid={isFieldInvalid({ isInvalid, errorMessage })} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={options}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'className' | 'style' | 'children'> & { children: ReactNode };

export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={radio}>
      <span className={circle} aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}
