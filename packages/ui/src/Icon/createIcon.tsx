import type { LucideIcon } from 'lucide-react';
import { iconSize, type IconSize } from './Icon.css';

export type IconProps = {
  /** sm 16 px, md 20 px (default), lg 24 px. */
  size?: IconSize;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive technology. */
  label?: string;
};

export type IconComponent = (props: IconProps) => React.JSX.Element;

// Marked free of side effects so an icon nobody draws is left out of the bundle.
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(Glyph: LucideIcon, name: string): IconComponent {
  function ProductIcon({ size = 'md', label }: IconProps) {
    return (
      <Glyph
        className={iconSize[size]}
        strokeWidth={2}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined } : { 'aria-hidden': true })}
      />
    );
  }
  ProductIcon.displayName = name;
  return ProductIcon;
}

