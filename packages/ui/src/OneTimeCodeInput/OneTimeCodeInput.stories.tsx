import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeInput } from './OneTimeCodeInput';

const meta = {
  title: 'Forms/OneTimeCodeInput',
  component: OneTimeCodeInput,
  args: {
    label: 'Verifieringskod',
    description: 'Vi har skickat en sexsiffrig kod till anna@klinik.se.',
    getCellLabel: (position: number, length: number) => `Siffra ${position} av ${length}`,
    onChange: fn(),
    onComplete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The e-mailed sign-in code, one cell per digit. Typing moves to the next cell; Backspace on an empty cell goes back and clears it; pasting the code (or the phone\'s autofill, `autocomplete="one-time-code"`) fills every cell; arrows move. `onComplete` fires once all six digits are in, e.g. to verify at once. Cell names come from `getCellLabel` ("Siffra 1 av 6").',
      },
    },
  },
} satisfies Meta<typeof OneTimeCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const [first] = cells(canvasElement);
    await expect(cells(canvasElement)).toHaveLength(6);
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(first).toHaveAttribute('inputmode', 'numeric');
    await expect(within(canvasElement).getByRole('group', { name: 'Verifieringskod' })).toBeVisible();
  },
};

export const TypingAdvances: Story = {
  play: async ({ canvasElement, args }) => {
    const all = cells(canvasElement);
    await userEvent.tab();
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('48');
    await expect(all[2]).toHaveFocus();
    // Letters are ignored.
    await userEvent.keyboard('x');
    await expect(all[2]).toHaveValue('');
    await userEvent.keyboard('1590');
    await expect(args.onChange).toHaveBeenLastCalledWith('481590');
    await expect(args.onComplete).toHaveBeenCalledWith('481590');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    const all = cells(canvasElement);
    await userEvent.click(all[0] as HTMLElement);
    await userEvent.paste('827 364');
    await expect(all.map((input) => (input as HTMLInputElement).value).join('')).toBe('827364');
    await expect(all[5]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('827364');
  },
};

export const BackspaceMovesBack: Story = {
  args: { defaultValue: '123' },
  play: async ({ canvasElement, args }) => {
    const all = cells(canvasElement);
    await userEvent.click(all[3] as HTMLElement);
    await expect(all[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(all[2]).toHaveFocus();
    await expect(all[2]).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(all[1]).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: '481590' } };

export const Invalid: Story = {
  args: { defaultValue: '481599', errorMessage: 'Koden är ogiltig eller har gått ut. Begär en ny verifieringskod.' },
  play: async ({ canvasElement }) => {
    const [first] = cells(canvasElement);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/Koden är ogiltig/);
  },
};

export const Disabled: Story = { args: { defaultValue: '48', isDisabled: true } };

/** In a centred card (sign-in): the label, the cells and the texts under them sit in the middle of the field. */
export const Centred: Story = {
  args: { align: 'center', defaultValue: '4815', errorMessage: 'Koden är ogiltig eller har gått ut.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verifieringskod' });
    const field = group.parentElement as HTMLElement;
    const middle = (rect: DOMRect) => rect.left + rect.width / 2;
    await expect(field.getBoundingClientRect().width).toBeGreaterThan(group.getBoundingClientRect().width * 1.5);
    await expect(Math.abs(middle(group.getBoundingClientRect()) - middle(field.getBoundingClientRect()))).toBeLessThan(1);
  },
};
