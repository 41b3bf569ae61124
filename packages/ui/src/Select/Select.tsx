import type { ReactNode, Ref } from 'react';
import { Button, ListBox, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field, inputFrame } from '../Field/Field.css';
import { ChevronDownIcon } from '../Icon';
import { Popover } from '../Popover';
import { listBox } from '../shared/listBox.css';
import { ListBoxOption, type ListBoxOptionProps } from '../shared/ListBoxOption';
import { chevron, trigger, value } from './Select.css';

export type SelectProps<T extends object> = Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    /** Options as data; `children` then renders one. */
    items?: Iterable<T>;
    children: ReactNode | ((item: T) => ReactNode);
    /** The trigger button, for react-hook-form's focus on the first error. */
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * Pick one option from a short list. Keyboard: Enter, Space or the arrows open it, typing jumps
 * to an option, Enter picks, Escape closes. Use ComboBox when the list is long enough to need typing.
 */
export function Select<T extends object>({ label, description, errorMessage, isInvalid, items, children, ref, ...props }: SelectProps<T>) {
  return (
    <AriaSelect validationBehavior="aria" {...props} isInvalid={isFieldInvalid({ isInvalid, errorMessage })} className={field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button ref={ref} className={`${inputFrame} ${trigger}`}>
        <SelectValue className={value} />
        <span className={chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" matchTriggerWidth>
        <ListBox className={listBox} items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object> = ListBoxOptionProps<T>;

/** One option of a Select; `id` is the value `onSelectionChange` receives. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <ListBoxOption {...props} />;
}
