import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { radius, shadow, size, space } from '../values';
import * as css from './docs.css';

const meta = {
  title: 'Foundations/Spacing and shapes',
  parameters: {
    docs: {
      description: {
        component:
          'A 4 px spacing scale (use it through sprinkles: `padding="lg"`), the radius and shadow scales, and the fixed component sizes of docs/rules/look.md.',
      },
    },
  },
} satisfies Meta;
export default meta;

export const Spacing: StoryObj = {
  render: () => (
    <div className={css.page}>
      {Object.entries(space).map(([name, value]) => (
        <div key={name} className={css.row}>
          <span className={css.value}>
            {name} · {value}
          </span>
          <div className={css.spaceBar} style={{ width: value }} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('lg · 16px')).toBeVisible();
  },
};

export const Radii: StoryObj = {
  render: () => (
    <div className={css.page}>
      {Object.entries(radius).map(([name, value]) => (
        <div key={name} className={css.row}>
          <span className={css.value}>
            {name} · {value}
          </span>
          <div className={css.radiusBox} style={{ borderRadius: value }} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('full · 9999px')).toBeVisible();
  },
};

export const Shadows: StoryObj = {
  render: () => (
    <div className={css.page}>
      {Object.entries(shadow).map(([name, value]) => (
        <div key={name} className={css.row}>
          <span className={css.value}>{name}</span>
          <div className={css.shadowBox} style={{ boxShadow: value }} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('lg')).toBeVisible();
  },
};

export const Sizes: StoryObj = {
  render: () => (
    <div className={css.page}>
      {Object.entries(size).map(([name, value]) => (
        <div key={name} className={css.row}>
          <span className={css.name}>{name}</span>
          <span className={css.value}>{value}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('224px')).toBeVisible();
    await expect(canvas.getByText('68px')).toBeVisible();
  },
};
