import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const note = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.darkGrey });

/** Struck through with the reason beside it, never hidden: the record keeps what was written. */
export const struck = style({ textDecorationLine: 'line-through', color: vars.color.mediumGrey });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium });

export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.font.lineHeight.normal });

export const empty = style({ color: vars.color.mediumGrey, fontStyle: 'italic' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.font.lineHeight.normal });
