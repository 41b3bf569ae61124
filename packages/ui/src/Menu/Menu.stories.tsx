import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DownloadIcon, LogoutIcon, MoreIcon, SettingsIcon, UserIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';
import { withOverlaySpace } from '../stories/withOverlaySpace';

const onAction = fn();

function PatientActions({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <IconButton aria-label="Åtgärder för Anna-Karin Lindqvist">
        <MoreIcon />
      </IconButton>
      <Menu onAction={(key) => onAction(key)} placement="bottom start">
        <MenuItem id="profile" icon={<UserIcon />}>Visa profil</MenuItem>
        <MenuItem id="report" icon={<DownloadIcon />}>Ladda ner hälsorapport</MenuItem>
        <MenuItem id="settings" icon={<SettingsIcon />} isDisabled>Inställningar</MenuItem>
        <MenuSeparator />
        <MenuItem id="end" tone="destructive" icon={<LogoutIcon />}>Avsluta behandling</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  decorators: [withOverlaySpace(320)],
  title: 'Overlays/Menu',
  component: PatientActions,
  parameters: {
    docs: {
      description: {
        component:
          'Put a button and a `Menu` inside `MenuTrigger`. Items run `onAction(id)`. Keyboard: Enter, Space or Arrow Down opens, arrows move, Enter runs, Escape closes and returns focus. Use `tone="destructive"` for actions that end or delete (they should then open an AlertDialog).',
      },
    },
  },
  beforeEach: () => onAction.mockClear(),
} satisfies Meta<typeof PatientActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Inställningar' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Åtgärder för Anna-Karin Lindqvist' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Visa profil' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Ladda ner hälsorapport' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Avsluta behandling' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('end');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus comes back to the trigger a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(onAction).not.toHaveBeenCalled();
  },
};

function LanguageMenu() {
  const [selected, setSelected] = useState<Selection>(new Set(['sv']));
  return (
    <MenuTrigger defaultOpen>
      <Button variant="outlined">Språk</Button>
      <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected} placement="bottom start">
        <MenuSection title="Gränssnittets språk">
          <MenuItem id="sv">Svenska</MenuItem>
          <MenuItem id="en">Engelska</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

export const SingleSelection: Story = {
  render: () => <LanguageMenu />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongItems: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="outlined">Rapporter</Button>
      <Menu placement="bottom start">
        <MenuItem>Uppskattning av välbefinnandeaktivitetsindex för rehabiliteringsperioden</MenuItem>
        <MenuItem>Organisationsstatistik</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
