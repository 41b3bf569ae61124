import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { HomeIcon } from '../Icon';
import { Link } from '../Link';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: {
    heading: 'Unexpected Application Error!',
    message: 'Något gick fel när sidan skulle visas. Gå tillbaka till startsidan och försök igen.',
    action: <Button icon={<HomeIcon />}>Till startsidan</Button>,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The whole-page screen for unknown routes and render failures (docs/rules/errors.md: "Unexpected Application Error!"). The heading, message and the way back (`action`, e.g. a Button or Link to the start page) come as props; `details` with `detailsLabel` adds the error text behind a disclosure for support.',
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const WithDetails: Story = {
  args: {
    detailsLabel: 'Tekniska detaljer',
    details:
      "TypeError: Cannot read properties of undefined (reading 'exercises')\n    at ProgramWeek (program-week.tsx:42:17)\n    at renderWithHooks (react-dom.development.js:15486:18)",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Tekniska detaljer'));
    await expect(canvas.getByText(/TypeError/)).toBeVisible();
  },
};

export const WithLink: Story = {
  args: { action: <Link variant="standalone" href="/">Till startsidan</Link>, message: undefined },
};
