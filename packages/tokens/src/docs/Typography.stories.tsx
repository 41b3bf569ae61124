import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSize, fontWeight } from '../values';
import * as css from './docs.css';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const sample = 'Välkommen tillbaka, Åsa Öberg';

const meta = {
  title: 'Foundations/Typography',
  parameters: {
    docs: {
      description: {
        component: 'Poppins, self-hosted, at 400, 500 and 700. Body text is 14 px; headings run 28, 24, 22, 18, 16 and 14 px.',
      },
    },
  },
} satisfies Meta;
export default meta;

export const TypeScale: StoryObj = {
  render: () => (
    <div className={css.page}>
      {headings.map((level) => {
        const Heading = level;
        return (
          <div key={level} className={css.row}>
            <span className={css.value}>
              {level} · {fontSize[level]} · {fontWeight.bold}
            </span>
            <Heading style={{ fontSize: fontSize[level], fontWeight: fontWeight.bold }}>{sample}</Heading>
          </div>
        );
      })}
      <div className={css.row}>
        <span className={css.value}>body · {fontSize.body}</span>
        <p>{sample}. Patienten har genomfört 4 av 5 styrkeövningar den här veckan.</p>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontFamily).toContain('Poppins');
  },
};

export const Weights: StoryObj = {
  render: () => (
    <div className={css.page}>
      {Object.entries(fontWeight).map(([name, weight]) => (
        <div key={name} className={css.row}>
          <span className={css.value}>
            {name} · {weight}
          </span>
          <p style={{ fontWeight: weight, fontSize: fontSize.h4 }}>{sample}</p>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(sample)).toHaveLength(3);
  },
};
