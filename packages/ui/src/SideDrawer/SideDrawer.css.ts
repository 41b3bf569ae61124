import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: vars.size.drawer,
  height: '100%',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  background: vars.color.white,
  borderRight: `${vars.size.border} solid ${vars.color.inputField}`,
  overflowX: 'hidden',
  overflowY: 'auto',
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const collapsed = style({ width: vars.size.drawerCollapsed, paddingInline: vars.space.sm });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.iconButton,
  marginBottom: vars.space.sm,
  selectors: { [`${collapsed} &`]: { justifyContent: 'center' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.mediumGrey,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background, color: vars.color.darkGrey },
    '&[aria-current="page"]': { background: vars.color.additional, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    [`${collapsed} &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

// Long Swedish words wrap (with hyphens where the browser knows them) rather than hide.
export const label = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

/** On the collapsed drawer the count sits on the icon's corner. */
export const cornerBadge = style({ position: 'absolute', top: vars.space.xxs, right: vars.space.xxs, lineHeight: 0 });
