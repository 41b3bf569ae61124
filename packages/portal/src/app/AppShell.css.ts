import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', minHeight: '100vh', alignItems: 'stretch' });

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const content = style({
  flex: 1,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [`screen and (max-width: ${breakpoint.tablet - 1}px)`]: { padding: vars.space.md, gap: vars.space.lg } },
});

export const title = style({ fontSize: vars.font.size.h3, fontWeight: vars.font.weight.bold, margin: 0 });

export const logo = style({ fontWeight: vars.font.weight.bold, color: vars.color.primaryText, fontSize: vars.font.size.h5 });

/** The drawer stays in view, full height, while the screen scrolls. */
export const drawerSlot = style({ position: 'sticky', top: 0, height: '100vh', flexShrink: 0, zIndex: vars.zIndex.drawer });
