import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    'aria-label': 'Brödsmulor',
    items: [
      { id: 'patients', label: 'Patienter', href: '#patients' },
      { id: 'patient', label: 'Karl-Henrik Strömberg-Söderholm', href: '#patient' },
      { id: 'program', label: 'Program' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: 'Where a screen sits in the portal. Every level but the last is a link; the last is the current page (aria-current="page").',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PatientProgram: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
    await expect(canvas.getByText('Program')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Patienter' })).toHaveFocus();
  },
};

export const TwoLevels: Story = {
  args: {
    items: [
      { id: 'settings', label: 'Inställningar', href: '#settings' },
      { id: 'organizations', label: 'Organisationer' },
    ],
  },
};

export const Overflow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  args: {
    items: [
      { id: 'organizations', label: 'Organisationer', href: '#o' },
      { id: 'organization', label: 'Rehabiliteringsmedicinska kliniken, Danderyds sjukhus', href: '#d' },
      { id: 'physios', label: 'Fysioterapeuter' },
    ],
  },
};
