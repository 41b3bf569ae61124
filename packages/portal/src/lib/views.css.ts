import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Links between two views of one screen (e.g. by day and by patient); the shown one is underlined. */
export const viewLinks = style({ display: 'flex', gap: vars.space.lg });
globalStyle(`${viewLinks} a[aria-current="page"]`, {
  textDecoration: 'underline',
  textDecorationThickness: vars.size.focusRing,
  textUnderlineOffset: vars.space.xs,
  color: vars.color.darkGrey,
});

/** A filter field of a button's width, so a row of filters does not stretch across the screen. */
export const filterField = style({ width: vars.size.buttonWidth, maxWidth: '100%' });

/** A list without bullets or indent, its items laid out by the caller. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
