import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const sections = [
  { id: 'questionaries', label: 'Frågeformulär', text: 'Välkomstformulär, välbefinnande och fysisk aktivitet.' },
  { id: 'program', label: 'Program', text: 'Veckans övningar, teorilektioner och nivåer.' },
  { id: 'statistics', label: 'Statistik', text: 'Följsamhet och stresskala över tid.' },
  { id: 'medical-notes', label: 'Medicinska anteckningar', text: 'Journalanteckningar och mallar.' },
  { id: 'feedback', label: 'Återkoppling', text: 'Patientens återkoppling på övningar.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Patientvy">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.text}
        </TabPanel>
      ))}
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The patient view sections. Arrow keys move between tabs, Tab moves into the panel. In the portal each Tab gets an `href` to its route and `selectedKey` follows the URL.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PatientSections: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Frågeformulär' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const statistics = canvas.getByRole('tab', { name: 'Statistik' });
    await expect(statistics).toHaveFocus();
    await expect(statistics).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('statistics');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Följsamhet');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Återkoppling' })).toHaveFocus();
  },
};

export const Selected: Story = { args: { defaultSelectedKey: 'medical-notes' } };

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  args: { defaultSelectedKey: 'feedback' },
};

export const DisabledSection: Story = { args: { disabledKeys: ['statistics'] } };
