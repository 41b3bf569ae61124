import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Link } from '../Link';
import { StatTile } from '../StatTile';
import { Card } from './Card';

const meta = {
  title: 'Data/Card',
  component: Card,
  args: {
    title: 'Om mig',
    children: 'Legitimerad fysioterapeut med tio års erfarenhet av rehabilitering efter knä- och höftoperationer.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A white surface that groups content on a page. With a `title` it is a named section (pick `headingLevel` to fit the page outline); `actions` sit top right; `subtitle` under the title.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Om mig' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Om mig' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Organisationsstatistik',
    subtitle: 'Rehabiliteringskliniken Norrland',
    actions: <Link variant="standalone" href="/organisations/norr">Visa alla</Link>,
    children: (
      <Box display="grid" gap="md">
        <StatTile label="Använda licenser" value={128} />
        <StatTile label="Aktiva användare" value={96} />
      </Box>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined, padding: 'md' } };

export const LongTitle: Story = {
  args: {
    title: 'Uppskattning av välbefinnandeaktivitetsindex för rehabiliteringsperioden',
    actions: <Link variant="standalone" href="/report">Ladda ner</Link>,
  },
};

/** Two buttons on a phone: they wrap inside the card, none runs past its edge. */
export const TwoActionsOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Anders Andersson',
    actions: (
      <>
        <Button variant="outlined">Skicka meddelande</Button>
        <Button variant="outlined" tone="destructive">
          Avsluta behandling
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Anders Andersson' }).getBoundingClientRect();
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};
