import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider, type SliderProps } from './Slider';

/** A slider that keeps its own value, as a form's Controller does. */
function Controlled(props: Omit<SliderProps, 'value' | 'onChange'> & { initial?: number; onChange?: (value: number) => void }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <div style={{ maxWidth: 480 }}>
      <Slider
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/Slider',
  component: Controlled,
  args: {
    label: 'Hur har du mått den senaste veckan?',
    description: '0 = mycket dåligt, 100 = mycket bra',
    minValue: 0,
    maxValue: 100,
    unsetText: 'Inte besvarad',
    isRequired: true,
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A number on a long scale (0–100), dragged or tapped, or stepped with the arrow keys; Page Up and Page Down jump a tenth, Home and End go to the ends. Until the person chooses it shows "Inte besvarad" and an outlined thumb, so an untouched scale is never an answer. The thumb is a 44 px touch target.',
      },
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Hur har du mått den senaste veckan?' });
    await expect(slider).toHaveAccessibleDescription('Inte besvarad 0 = mycket dåligt, 100 = mycket bra');
    await expect(within(canvasElement).getByText('Inte besvarad')).toBeVisible();
  },
};

export const Answered: Story = { args: { initial: 72 } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    // The first key sets the answer from the middle.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(51);
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(61);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByText('100', { selector: 'output' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
  },
};

export const Tapped: Story = {
  play: async ({ canvasElement, args }) => {
    const track = canvasElement.querySelector<HTMLElement>('[class*="track"]');
    if (!track) throw new Error('no track');
    const box = track.getBoundingClientRect();
    // A tap a quarter along the line chooses about 25.
    await userEvent.pointer({ keys: '[MouseLeft]', target: track, coords: { clientX: box.left + box.width / 4, clientY: box.top + box.height / 2 } });
    const chosen = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as number;
    await expect(chosen).toBeGreaterThanOrEqual(23);
    await expect(chosen).toBeLessThanOrEqual(27);
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Svara på frågan' },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider');
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription('Inte besvarad 0 = mycket dåligt, 100 = mycket bra Svara på frågan');
  },
};
