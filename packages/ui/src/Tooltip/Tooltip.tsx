import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css';

export type TooltipProps = Omit<AriaTooltipProps, 'className' | 'style' | 'children'> & {
  children: string;
};

/** A short text that names or explains its trigger on hover and keyboard focus. Never put actions in it. */
export function Tooltip({ children, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className={tooltip}>
      <OverlayArrow>
        <svg className={arrow} width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/** Wraps a focusable trigger and a Tooltip; opens after a short hover delay, at once on keyboard focus. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}
