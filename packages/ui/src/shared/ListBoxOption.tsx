import type { ReactNode } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import { itemCheck, itemLabel, listBoxItem } from './listBox.css';

export type ListBoxOptionProps<T extends object> = Omit<ListBoxItemProps<T>, 'className' | 'style' | 'children'> & {
  children: ReactNode;
};

/** One option of a Select or ComboBox, with a check mark when selected. */
export function ListBoxOption<T extends object>({ children, ...props }: ListBoxOptionProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={listBoxItem}>
      {({ isSelected }) => (
        <>
          <span className={itemLabel}>{children}</span>
          {isSelected && (
            <span className={itemCheck}>
              <CheckIcon size="sm" />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}
