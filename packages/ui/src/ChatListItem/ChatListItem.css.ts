import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  background: vars.color.white,
  outline: 'none',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...ellipsis, fontWeight: vars.font.weight.medium, color: vars.color.darkGrey });
export const preview = style({ ...ellipsis, fontSize: vars.font.size.small, color: vars.color.mediumGrey });
export const unreadPreview = style({ color: vars.color.darkGrey, fontWeight: vars.font.weight.medium });

/** The time beside the name and the count beside the preview, in the text's two lines: a count never makes a row taller. */
export const side = style({ display: 'grid', gridTemplateRows: '1fr 1fr', justifyItems: 'end', alignItems: 'center', alignSelf: 'stretch' });
export const time = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey, whiteSpace: 'nowrap' });

/** A block, not a line of text: the count's own height, without a line box's extra room around it. */
export const count = style({ display: 'flex' });
