import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors, palette, textShades } from '../values';
import * as css from './docs.css';

function Swatches({ title, entries }: { title: string; entries: Record<string, string> }) {
  return (
    <section className={css.page} aria-label={title}>
      <h2 className={css.heading}>{title}</h2>
      <ul className={css.grid}>
        {Object.entries(entries).map(([name, hex]) => (
          <li key={name} className={css.swatch}>
            <div className={css.swatchColour} style={{ background: hex }} />
            <div className={css.swatchLabel}>
              <span className={css.name}>{name}</span>
              <span className={css.value}>{hex}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Foundations/Colours',
  parameters: {
    docs: {
      description: {
        component:
          'The palette of docs/rules/look.md under semantic names, then the two darker text shades we add so text in the primary and error hues stays readable (WCAG AA). Read them in styles through `vars.color.*`; charts and canvas import `colors` from `@rehab/tokens`.',
      },
    },
  },
} satisfies Meta;
export default meta;

export const Palette: StoryObj = {
  render: () => <Swatches title="Palette" entries={palette} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(13);
    await expect(canvas.getByText('#6BB7CD')).toBeVisible();
  },
};

export const TextShades: StoryObj = {
  render: () => <Swatches title="Text shades" entries={textShades} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(colors).length - 13);
  },
};
