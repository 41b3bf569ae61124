export { Popover, PopoverDialog, type PopoverDialogProps, type PopoverProps } from './Popover';
export { DialogTrigger } from 'react-aria-components';
