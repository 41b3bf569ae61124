import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarIcon, ChatIcon, CloseIcon, HomeIcon, MenuIcon, UsersIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { NavigationSheet } from './NavigationSheet';
import * as styles from './NavigationSheet.css';
import { SideDrawer, type SideDrawerItem } from './SideDrawer';

const items: SideDrawerItem[] = [
  { id: 'to-do', label: 'Att göra', href: '#to-do', icon: <HomeIcon /> },
  { id: 'patients', label: 'Patienter', href: '#patients', icon: <UsersIcon /> },
  { id: 'calendar', label: 'Kalenderhändelser', href: '#calendar', icon: <CalendarIcon /> },
  { id: 'chats', label: 'Inkorg', href: '#chats', icon: <ChatIcon />, unreadCount: 3, unreadLabel: '3 olästa meddelanden' },
];

/** The phone's top bar menu button and the sheet it opens, as the portal's layout wires them. */
function PhoneNavigation(props: { 'aria-label': string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label="Öppna menyn" onPress={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <NavigationSheet isOpen={isOpen} onOpenChange={setOpen} aria-label={props['aria-label']}>
        <SideDrawer
          aria-label="Huvudmeny"
          items={items}
          currentId="patients"
          isCollapsed={false}
          logo={<strong>Rehab</strong>}
          action={
            <IconButton aria-label="Stäng menyn" onPress={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          }
        />
      </NavigationSheet>
    </>
  );
}

const meta = {
  title: 'Navigation/NavigationSheet',
  component: PhoneNavigation,
  args: { 'aria-label': 'Meny' },
  globals: { viewport: { value: 'phone' } },
  parameters: {
    docs: {
      description: {
        component:
          "The main navigation on a phone: a modal sheet from the start edge holding an expanded SideDrawer, opened from the top bar's menu button. Focus moves into the sheet and stays there while it is open; Escape, a tap outside or the sheet's own close button closes it, and focus goes back to the menu button.",
      },
    },
  },
} satisfies Meta<typeof PhoneNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard: focus goes in and Tab and Shift+Tab keep it there. */
export const OpenOnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Öppna menyn' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Meny' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(within(sheet).getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible());
    await expect(within(sheet).getByRole('link', { name: 'Patienter' })).toHaveAttribute('aria-current', 'page');
    // The close button and every link, then round again: focus never reaches the page behind.
    for (let step = 0; step < items.length + 2; step += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < items.length + 2; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await expect(opener).not.toHaveFocus();
  },
};

/** Escape, a tap on the dimmed page beside the sheet, and the close button each close it; focus returns to the menu button. */
export const Closing: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Öppna menyn' });
    const isClosed = () => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument();

    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Meny' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(isClosed);
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Meny' });
    const backdrop = document.querySelector(`.${styles.overlay}`);
    await expect(backdrop).toBeInstanceOf(HTMLElement);
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(isClosed);
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng menyn' }));
    await waitFor(isClosed);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
