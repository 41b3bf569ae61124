import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const storyFrame = style({ padding: vars.space.xl });
