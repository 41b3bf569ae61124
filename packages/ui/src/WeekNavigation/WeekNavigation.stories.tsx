import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { WeekNavigation } from './WeekNavigation';

const labels = { navigation: 'Byt vecka', previous: 'Föregående vecka', thisWeek: 'Denna vecka', next: 'Nästa vecka' };

/** Steps through week numbers from week 48, as a screen would. */
function Stepping() {
  const [week, setWeek] = useState(48);
  return (
    <WeekNavigation
      heading={`v. ${week}`}
      labels={labels}
      isThisWeek={week === 48}
      onPrevious={() => setWeek(week - 1)}
      onThisWeek={() => setWeek(48)}
      onNext={() => setWeek(week + 1)}
    />
  );
}

const meta = {
  title: 'Navigation/WeekNavigation',
  component: Stepping,
  parameters: {
    docs: {
      description: {
        component:
          'The shown week and steps to the previous, this and the next week. On a phone the previous and next steps are arrows on one row under the heading; their words stay their accessible names.',
      },
    },
  },
} satisfies Meta<typeof Stepping>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Denna vecka' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Nästa vecka' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent('v. 49');
    await userEvent.click(canvas.getByRole('button', { name: 'Denna vecka' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent('v. 48');
    // The keyboard reaches every step.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Föregående vecka' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading')).toHaveTextContent('v. 47');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The words are not drawn, yet name the arrows.
    const previous = canvas.getByRole('button', { name: 'Föregående vecka' });
    await expect(previous.getBoundingClientRect().width).toBeLessThan(64);
  },
};
