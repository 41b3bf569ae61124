import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../Icon';
import { box, checkbox } from './Checkbox.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> & {
  /** The visible label; without it give `aria-label`. */
  children?: ReactNode;
};

/** A checkbox with its label; supports indeterminate ("some selected") and invalid states. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon size="sm" /> : isSelected ? <CheckIcon size="sm" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
