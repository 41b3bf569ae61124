import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

/** The chosen number, large enough to read at arm's length while the thumb moves. */
export const output = style({
  flexShrink: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primaryText,
  selectors: { '&[data-unset]': { fontSize: vars.font.size.body, fontWeight: vars.font.weight.regular, color: vars.color.mediumGrey } },
});

/** The track takes the whole thumb's height, so a tap anywhere near the line moves the thumb there. */
export const track = style({
  position: 'relative',
  height: vars.size.touchTarget,
  marginInline: `calc(${vars.size.touchTarget} / 2)`,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: `calc(${vars.size.touchTarget} / -2)`,
      top: '50%',
      height: vars.space.sm,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.lightMediumGrey,
    },
  },
});

export const thumb = style({
  top: '50%',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.primaryText,
  border: `${vars.size.focusRing} solid ${vars.color.white}`,
  boxShadow: `0 0 0 ${vars.size.border} ${vars.color.primaryText}`,
  selectors: {
    // Nothing chosen yet: an outlined thumb in the middle, which a tap or a key then sets.
    '&[data-unset]': { background: vars.color.white, border: `${vars.size.focusRing} dashed ${vars.color.mediumGrey}`, boxShadow: 'none' },
    '&[data-dragging]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    '&[data-invalid]': { borderColor: vars.color.errorText },
  },
});

export const ends = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.font.size.small, color: vars.color.mediumGrey });
