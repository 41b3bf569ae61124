import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
} from 'react-aria-components';
import { CheckIcon } from '../Icon';
import { Popover, type PopoverProps } from '../Popover';
import { check, item, itemTone, label, menu, sectionHeader, separator } from './Menu.css';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps the trigger button and its Menu; the menu opens on press, Enter, Space or Arrow Down. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className' | 'style'> & {
  placement?: PopoverProps['placement'];
};

/** A list of actions in a popover. Arrow keys move, Enter runs an item, typing jumps to an item, Escape closes. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <AriaMenu {...props} className={menu} />
    </Popover>
  );
}

export type MenuItemProps<T extends object> = Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  /** An icon from `@rehab/ui/Icon` before the label. */
  icon?: ReactNode;
  /** For actions that delete or end something, e.g. "Avsluta behandling". */
  tone?: keyof typeof itemTone;
};

export function MenuItem<T extends object>({ children, icon, tone = 'default', ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem {...props} textValue={textValue} className={`${item} ${itemTone[tone]}`}>
      {({ isSelected, selectionMode }) => (
        <>
          {icon}
          <span className={label}>{children}</span>
          {selectionMode !== 'none' && isSelected && (
            <span className={check}>
              <CheckIcon size="sm" />
            </span>
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

export type MenuSectionProps = { title?: string; children: ReactNode; 'aria-label'?: string };

export function MenuSection({ title, children, ...props }: MenuSectionProps) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={separator} />;
}
