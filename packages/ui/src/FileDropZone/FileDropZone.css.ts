import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.textAreaMinHeight,
  padding: vars.space.xl,
  border: `${vars.size.focusRing} dashed ${vars.color.lightMediumGrey}`,
  borderRadius: vars.radius.lg,
  background: vars.color.white,
  color: vars.color.darkGrey,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primaryText, background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    '[data-invalid] > &': { borderColor: vars.color.errorText },
    '[data-disabled] > &': { background: vars.color.background, color: vars.color.mediumGrey },
  },
});

export const icon = style({ display: 'inline-flex', color: vars.color.primaryText });

export const prompt = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium });

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey });
