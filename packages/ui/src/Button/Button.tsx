import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'> & ButtonVariants;

/** The product's button: contained for the main action, outlined beside it, text for quiet actions. */
export function Button({ variant, ...props }: ButtonProps) {
  return <AriaButton {...props} className={button({ variant })} />;
}
