import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'style' | 'children'> & {
  /** The visible label; without it give `aria-label`. */
  children?: ReactNode;
};

/** An on/off setting that takes effect at once (e.g. "Aviseringar via e-post"). Space toggles it. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
