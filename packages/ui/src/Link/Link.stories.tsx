import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { ChevronRightIcon, DownloadIcon } from '../Icon';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/patients/list', children: 'Visa alla patienter' },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation, not actions (use Button for those). `inline` inside text is always underlined; `standalone` for "Visa alla" style links. The portal wraps the app in `RouterProvider navigate={useNavigate()} useHref={useHref}` once, so every `href` goes through react-router without a full page load.',
      },
    },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      Patienten har tre obesvarade frågeformulär. <Link {...args}>Öppna frågeformulären</Link> för att se svaren.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', icon: <ChevronRightIcon size="sm" /> },
};

export const NavigatesThroughRouter: Story = {
  args: { variant: 'standalone', href: '/patients/view/42/program', children: 'Öppna programmet' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Öppna programmet' });
    await expect(link).toHaveAttribute('href', '/patients/view/42/program');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/patients/view/42/program', undefined);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      <div style={{ width: 220 }}>
        <Link {...args} variant="standalone" icon={<DownloadIcon size="sm" />} href="/reports/organisation.pdf">
          Ladda ner organisationsrapporten för rehabiliteringsperioden
        </Link>
      </div>
    </Box>
  ),
};
