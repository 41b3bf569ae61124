/**
 * Every design value of the product, as plain typed constants.
 * The vanilla-extract theme is built from these, and code that cannot read CSS
 * variables (charts, canvas, e-mails) imports them directly.
 */

/** The palette of docs/rules/look.md, under semantic names. */
export const palette = {
  primary: '#6BB7CD',
  primaryPressed: '#62A2B5',
  primaryDisabled: '#B0D6E0',
  secondary: '#FA9884',
  additional: '#D9EDFA',
  background: '#F9F9F9',
  error: '#FF6D6D',
  inputField: '#F6F6F6',
  white: '#FFFFFF',
  placeholder: '#9F9F9F',
  darkGrey: '#353535',
  mediumGrey: '#5F5F5F',
  lightMediumGrey: '#B4B4B4',
} as const;

/**
 * Our own text shades. The primary of docs/rules/look.md (2.3:1 on white) and error (2.7:1)
 * are too light for WCAG AA body text, so text in those hues uses these;
 * onPrimary keeps 4.5:1 on both primary and pressed primary.
 */
export const textShades = {
  primaryText: '#1F6B80',
  errorText: '#C62D2D',
  onPrimary: '#1E1E1E',
} as const;

export const colors = { ...palette, ...textShades } as const;

export const fontFamily = {
  body: '"Poppins", sans-serif',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

/** Base size 14 px; headings 28, 24, 22, 18, 16, 14 px (docs/rules/look.md). */
export const fontSize = {
  h1: '28px',
  h2: '24px',
  h3: '22px',
  h4: '18px',
  h5: '16px',
  h6: '14px',
  body: '14px',
  small: '12px',
  /** A figure read at arm's length: the player's countdown and set count. */
  display: '48px',
} as const;

/**
 * The same sizes a step larger, for the patient app's "Större text" (`largeText`): body text 18 px,
 * so a patient who reads small print with difficulty need not zoom.
 */
export const largeFontSize: { [Key in keyof typeof fontSize]: string } = {
  h1: '34px',
  h2: '30px',
  h3: '26px',
  h4: '22px',
  h5: '20px',
  h6: '18px',
  body: '18px',
  small: '16px',
  display: '60px',
};

export const lineHeight = {
  tight: '1.25',
  normal: '1.5',
} as const;

/** Fixed component sizes from docs/rules/look.md, plus the app frame. */
export const size = {
  drawer: '224px',
  drawerCollapsed: '68px',
  buttonWidth: '236px',
  buttonHeight: '56px',
  textAreaMinHeight: '124px',
  topBarHeight: '64px',
  /**
   * The room toasts leave free at the bottom of the screen: the patient app's menu and a chat's composer above it
   * (each within a top bar's height), with a little to spare.
   */
  toastBottom: '144px',
  fieldHeight: '48px',
  iconButton: '40px',
  icon: '20px',
  avatarSmall: '32px',
  avatarMedium: '40px',
  avatarLarge: '64px',
  focusRing: '2px',
  border: '1px',
  contentMaxWidth: '1280px',
  dialogWidth: '480px',
  /** The narrowest a day of the week view gets before the week scrolls sideways. */
  weekDayMinWidth: '120px',
  /** The smallest a touch target gets (WCAG 2.5.5: 44 px). */
  touchTarget: '44px',
  /** The player's big buttons, pressed between sets without looking closely. */
  bigButton: '72px',
  /** The narrowest an exercise's card in the library's grid gets before the grid takes fewer columns. */
  mediaCardMinWidth: '240px',
  /** How tall the exercise picker's list is before it scrolls. */
  pickerListHeight: '360px',
  /** The narrowest a number field with its step buttons gets in a grid of them (the dosage). */
  numberFieldMinWidth: '168px',
  /** The widest a lesson's text runs, about 70 characters a line at the app's size. */
  readingWidth: '680px',
} as const;

/** A 4 px based spacing scale. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const shadow = {
  none: 'none',
  sm: '0 1px 2px rgba(53, 53, 53, 0.08)',
  md: '0 4px 12px rgba(53, 53, 53, 0.10)',
  lg: '0 12px 32px rgba(53, 53, 53, 0.16)',
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  base: '0',
  drawer: '100',
  topBar: '200',
  popover: '1000',
  modal: '1100',
  toast: '1200',
  tooltip: '1300',
} as const;

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingExit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Viewport widths where the layout changes, in px, for media queries. */
export const breakpoint = {
  tablet: 768,
  desktop: 1200,
} as const;

export const tokens = {
  color: colors,
  font: { family: fontFamily, weight: fontWeight, size: fontSize, lineHeight },
  size,
  space,
  radius,
  shadow,
  zIndex,
  motion,
} as const;

export type ColorName = keyof typeof colors;
export type SpaceName = keyof typeof space;
export type RadiusName = keyof typeof radius;
