import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { CalendarIcon, ChatIcon, CloseIcon, HomeIcon, SettingsIcon, UserIcon, UsersIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { NavigationSheet } from './NavigationSheet';
import { SideDrawer, type SideDrawerItem } from './SideDrawer';

const items: SideDrawerItem[] = [
  { id: 'to-do', label: 'Att göra', href: '#to-do', icon: <HomeIcon /> },
  { id: 'patients', label: 'Patienter', href: '#patients', icon: <UsersIcon /> },
  { id: 'calendar', label: 'Kalenderhändelser', href: '#calendar', icon: <CalendarIcon /> },
  { id: 'chats', label: 'Inkorg', href: '#chats', icon: <ChatIcon />, unreadCount: 3, unreadLabel: '3 olästa meddelanden' },
  { id: 'organizations', label: 'Organisationsadministration', href: '#organizations', icon: <UsersIcon /> },
  { id: 'profile', label: 'Min profil', href: '#profile', icon: <UserIcon /> },
  { id: 'settings', label: 'Inställningar', href: '#settings', icon: <SettingsIcon /> },
];

const meta = {
  title: 'Navigation/SideDrawer',
  component: SideDrawer,
  args: {
    'aria-label': 'Huvudmeny',
    items,
    currentId: 'patients',
    isCollapsed: false,
    onCollapsedChange: fn(),
    collapseLabel: 'Fäll ihop menyn',
    expandLabel: 'Fäll ut menyn',
    logo: <strong>Rehab</strong>,
  },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex' }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'The main navigation. Items are links (`href`); the current page has aria-current="page". The caller owns the collapsed state (`isCollapsed`, `onCollapsedChange`): 224 px wide, or 68 px with icons only, where each item shows its name in a tooltip on hover and keyboard focus. Unread counts are badges with a spoken label.',
      },
    },
  },
} satisfies Meta<typeof SideDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(nav.getBoundingClientRect().width).toBe(224);
    await expect(canvas.getByRole('link', { name: 'Patienter' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Inkorg 3 olästa meddelanden' })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(68);
    await expect(canvas.getByRole('link', { name: 'Patienter' })).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardCollapseAndTooltip: Story = {
  render: function Render(args) {
    const [isCollapsed, setCollapsed] = useState(false);
    return (
      <SideDrawer
        {...args}
        isCollapsed={isCollapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          args.onCollapsedChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Fäll ihop menyn' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Fäll ut menyn' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Att göra' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Patienter' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Patienter'));
  },
};

export const LongLabelsAndCounts: Story = {
  args: {
    currentId: 'chats',
    items: items.map((item) =>
      item.id === 'chats' ? { ...item, label: 'Inkorg och patientmeddelanden', unreadCount: 128, unreadLabel: '128 olästa meddelanden' } : item,
    ),
  },
};

/** A tablet's rail: 68 px, the width is the screen's, so there is no collapse button. */
export const Rail: Story = {
  args: { isCollapsed: true, onCollapsedChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(68);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A phone's navigation: a modal sheet opened from the top bar's menu button; focus stays inside, Escape closes it. */
export const PhoneSheet: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="outlined" onPress={() => setOpen(true)}>
          Öppna menyn
        </Button>
        <NavigationSheet isOpen={isOpen} onOpenChange={setOpen} aria-label="Meny">
          <SideDrawer
            {...args}
            isCollapsed={false}
            onCollapsedChange={undefined}
            action={
              <IconButton aria-label="Stäng menyn" onPress={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
            }
          />
        </NavigationSheet>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Öppna menyn' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Meny' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // Tabbing past the last link comes back inside the sheet.
    for (let step = 0; step < items.length + 2; step += 1) await userEvent.tab();
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng menyn' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument());
  },
};

/** The sheet as a phone shows it, open. */
export const PhoneSheetOpen: Story = {
  render: (args) => (
    <NavigationSheet isOpen onOpenChange={() => undefined} aria-label="Meny">
      <SideDrawer
        {...args}
        isCollapsed={false}
        onCollapsedChange={undefined}
        action={
          <IconButton aria-label="Stäng menyn">
            <CloseIcon />
          </IconButton>
        }
      />
    </NavigationSheet>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible());
  },
};
