import type { ReactNode, Ref } from 'react';
import { Button, ComboBox as AriaComboBox, Group, Input, ListBox, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { bareInput, field, inputFrame } from '../Field/Field.css';
import { fieldButton } from '../Field/FieldButton.css';
import { ChevronDownIcon } from '../Icon';
import { Popover } from '../Popover';
import { emptyState, listBox } from '../shared/listBox.css';
import { ListBoxOption, type ListBoxOptionProps } from '../shared/ListBoxOption';

export type ComboBoxProps<T extends object> = Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    placeholder?: string;
    items?: Iterable<T>;
    children: ReactNode | ((item: T) => ReactNode);
    /** Shown in the open list when nothing matches, e.g. "Ingen organisation matchar". */
    emptyText?: string;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * Type to filter a long list, then pick. Keyboard: typing or Arrow Down opens the list, arrows move,
 * Enter picks, Escape closes (a second Escape clears).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  items,
  children,
  emptyText,
  ref,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      validationBehavior="aria"
      allowsEmptyCollection={Boolean(emptyText)}
      {...props}
      isInvalid={isFieldInvalid({ isInvalid, errorMessage })}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={inputFrame}>
        <Input ref={ref} placeholder={placeholder} className={bareInput} />
        <Button className={fieldButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" matchTriggerWidth>
        <ListBox className={listBox} items={items} renderEmptyState={() => <div className={emptyState}>{emptyText}</div>}>
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object> = ListBoxOptionProps<T>;

export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <ListBoxOption {...props} />;
}
