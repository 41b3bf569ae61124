import { useId, type ReactNode } from 'react';
import { actions as actionsStyle, card, header, padding as paddingStyle, subtitle as subtitleStyle, title as titleStyle, titleBlock } from './Card.css';

export type CardProps = {
  /** The card's heading; a titled card is a named section. */
  title?: string;
  subtitle?: ReactNode;
  /** Heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links at the top right, e.g. "Visa alla". */
  actions?: ReactNode;
  padding?: keyof typeof paddingStyle;
  children?: ReactNode;
};

/** A white surface that groups related content on a page, e.g. "Organisationsstatistik". */
export function Card({ title, subtitle, headingLevel = 2, actions, padding = 'lg', children }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || actions);
  const Element = title ? 'section' : 'div';
  return (
    <Element className={`${card} ${paddingStyle[padding]}`} aria-labelledby={title ? id : undefined}>
      {hasHeader && (
        <div className={header}>
          <div className={titleBlock}>
            {title && (
              <Heading id={id} className={titleStyle}>
                {title}
              </Heading>
            )}
            {subtitle && <p className={subtitleStyle}>{subtitle}</p>}
          </div>
          {actions && <div className={actionsStyle}>{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
