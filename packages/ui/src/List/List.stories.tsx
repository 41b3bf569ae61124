import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { EmptyState } from '../EmptyState';
import { List, ListItem } from './List';

const templates = [
  { id: 1, name: 'Första bedömning' },
  { id: 2, name: 'Uppföljning efter två veckor' },
  { id: 3, name: 'Avslutande bedömning' },
];

const patients = [
  { id: 'p1', name: 'Anna-Karin Lindqvist', status: 'Aktiv', unread: 3 },
  { id: 'p2', name: 'Östen Åberg', status: 'Aktiv', unread: 0 },
  { id: 'p3', name: 'Maja Söderström-Wallenberg', status: 'Inaktiv', unread: 120 },
];

const onAction = fn();

const meta = {
  title: 'Data/List',
  component: List,
  args: { 'aria-label': 'Mallar för journalanteckningar', onAction, children: null },
  parameters: {
    docs: {
      description: {
        component:
          'An interactive list (react-aria GridList): arrows move between rows, Enter runs `onAction(id)`, `selectionMode` adds checkboxes, and buttons inside a row stay reachable with the arrow keys. `emptyState` shows when there are no items. For plain read-only text use a <ul>.',
      },
    },
  },
  beforeEach: () => onAction.mockClear(),
  decorators: [(Story) => <div style={{ width: 420 }}><Story /></div>],
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  render: (args) => (
    <List {...args} items={templates}>
      {(template) => <ListItem id={template.id}>{template.name}</ListItem>}
    </List>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Första bedömning' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Uppföljning efter två veckor' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith(2);
  },
};

export const RichRows: Story = {
  render: (args) => (
    <List {...args} aria-label="Patienter" items={patients}>
      {(patient) => (
        <ListItem id={patient.id} textValue={patient.name}>
          <Avatar name={patient.name} size="small" isDecorative />
          <Box display="flex" flexDirection="column">
            <span>{patient.name}</span>
          </Box>
          <span style={{ marginInlineStart: 'auto', display: 'inline-flex', gap: 8 }}>
            <Badge tone={patient.status === 'Aktiv' ? 'primary' : 'neutral'}>{patient.status}</Badge>
            {patient.unread > 0 && <Badge tone="error" count={patient.unread} aria-label={`${patient.unread} olästa meddelanden`} />}
          </span>
        </ListItem>
      )}
    </List>
  ),
};

export const MultipleSelection: Story = {
  render: (args) => (
    <List {...args} onAction={undefined} selectionMode="multiple" defaultSelectedKeys={[2]} items={templates}>
      {(template) => <ListItem id={template.id}>{template.name}</ListItem>}
    </List>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Focus enters at the selected row.
    await expect(canvas.getByRole('row', { name: 'Uppföljning efter två veckor' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp} ');
    await expect(canvas.getByRole('row', { name: 'Första bedömning' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: 'Uppföljning efter två veckor' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  render: (args) => (
    <List {...args} items={[]} emptyState={<EmptyState title="Inga mallar kvar" description="Alla mallar har redan använts för den här patienten." />}>
      {(template: (typeof templates)[number]) => <ListItem id={template.id}>{template.name}</ListItem>}
    </List>
  ),
};
