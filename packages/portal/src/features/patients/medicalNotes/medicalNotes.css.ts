import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Notes and templates are separated by a thin line. */
export const note = style({
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});

/** The choice after a stale save: set apart so the saved text reads as the other one. */
export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.additional,
});

/** Versions of a signed note, folded under it. */
export const versions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const summary = style({ cursor: 'pointer', fontWeight: vars.font.weight.medium, color: vars.color.primaryText });
export const versionList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const struckTitle = style({ textDecorationLine: 'line-through' });
export const strikeReason = style({ margin: 0, color: vars.color.errorText, fontSize: vars.font.size.small });

/** The autosave's status keeps one width and steady digits as its time changes, so the row does not shift. */
export const draftStatus = style({ minWidth: '16em', fontVariantNumeric: 'tabular-nums', margin: 0 });
