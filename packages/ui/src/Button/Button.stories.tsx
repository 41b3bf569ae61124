import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { CalendarIcon, DownloadIcon, PlusIcon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Spara ändringar', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Contained for the one main action of a screen, outlined for the alternative beside it, text for quiet actions. `tone="destructive"` for ending or deleting. Contained and outlined are 236×56 px and never upper-cased; a long label wraps to two lines. `icon` puts an icon before the label. `isLoading` shows a spinner, sets aria-busy and ignores presses while keeping focus and width; give `loadingLabel` ("Sparar") to have it announced.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  args: { variant: 'contained' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Spara ändringar' });
    await expect(button.getBoundingClientRect().width).toBe(236);
    await expect(button.getBoundingClientRect().height).toBe(56);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Outlined: Story = { args: { variant: 'outlined', children: 'Avbryt' } };

export const Text: Story = { args: { variant: 'text', children: 'Visa fler' } };

export const Disabled: Story = {
  args: { variant: 'contained', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'contained' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="center">
      <Button {...args} icon={<DownloadIcon />}>Ladda ner rapport</Button>
      <Button {...args} variant="outlined" icon={<PlusIcon />}>Lägg till patient</Button>
      <Button {...args} variant="text" icon={<CalendarIcon />}>Visa kalender</Button>
    </Box>
  ),
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Sparar', children: 'Spara ändringar' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Spara ändringar/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Sparar' })).toBeInTheDocument();
    await expect(button.getBoundingClientRect().width).toBe(236);
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LoadingVariants: Story = {
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="center">
      <Button {...args} isLoading loadingLabel="Loggar in">Logga in</Button>
      <Button {...args} variant="outlined" isLoading loadingLabel="Laddar">Visa fler</Button>
      <Button {...args} variant="text" isLoading>Försök igen</Button>
    </Box>
  ),
};

export const LongLabel: Story = {
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="center">
      <Button {...args}>Skicka rehabiliteringsprogramsuppföljningen till patienten</Button>
      <Button {...args} variant="outlined">Avsluta behandlingen för Anna-Karin Lindqvist</Button>
    </Box>
  ),
};

export const Destructive: Story = {
  render: (args) => (
    <Box display="flex" gap="lg" alignItems="center">
      <Button {...args} tone="destructive">Avsluta behandling</Button>
      <Button {...args} tone="destructive" variant="outlined">Ta bort fysioterapeut</Button>
      <Button {...args} tone="destructive" variant="text">Ta bort</Button>
      <Button {...args} tone="destructive" isLoading loadingLabel="Tar bort">Ta bort</Button>
    </Box>
  ),
};
