import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DownloadIcon, LogoutIcon, MoreIcon, UserIcon } from '../Icon';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';
import { makePatients, type PatientRow } from '../internal/patients';
import { StatusPill } from '../StatusPill';
import { Table, type Selection, type SortDescriptor, type TableColumn, type TableProps } from './Table';

// Under Vitest NODE_ENV is 'test', and react-stately's Virtualizer then renders every row
// (for jsdom) unless VIRT_ON is set; the browser tests must see the real windowing.
const testGlobals = globalThis as unknown as { process?: { env: Record<string, string | undefined> } };
testGlobals.process ??= { env: {} };
testGlobals.process.env.VIRT_ON = '1';

const genders = { 0: 'Ej angivet', 1: 'Man', 2: 'Kvinna' } as const;

const columns: TableColumn<PatientRow>[] = [
  { id: 'id', name: 'Id', allowsSorting: true, width: 68, minWidth: 68, render: (row) => row.id },
  { id: 'roleName', name: 'Roll', width: 76, minWidth: 76, render: (row) => row.roleName },
  { id: 'firstName', name: 'Förnamn', allowsSorting: true, width: '1fr', minWidth: 104, render: (row) => row.firstName },
  { id: 'lastName', name: 'Efternamn', isRowHeader: true, allowsSorting: true, width: '1fr', minWidth: 120, render: (row) => row.lastName },
  { id: 'email', name: 'E-post', width: '2fr', minWidth: 160, render: (row) => row.email },
  { id: 'gender', name: 'Kön', width: 96, minWidth: 88, render: (row) => genders[row.gender] },
  { id: 'age', name: 'Ålder', allowsSorting: true, width: 72, minWidth: 72, render: (row) => row.age },
  { id: 'phoneNumber', name: 'Telefonnummer', width: 128, minWidth: 120, render: (row) => row.phoneNumber },
  { id: 'organization', name: 'Organisation', allowsSorting: true, width: '1.5fr', minWidth: 136, render: (row) => row.organization },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    width: 96,
    minWidth: 96,
    render: (row) => <StatusPill status={row.status}>{row.status === 'active' ? 'Aktiv' : 'Inaktiv'}</StatusPill>,
  },
];

type PatientTableProps = TableProps<PatientRow>;

const onMenuAction = fn();

function PatientActions({ row }: { row: PatientRow }) {
  return (
    <MenuTrigger>
      <IconButton aria-label={`Åtgärder för ${row.firstName} ${row.lastName}`}>
        <MoreIcon />
      </IconButton>
      <Menu onAction={(key) => onMenuAction(key, row.id)}>
        <MenuItem id="profile" icon={<UserIcon />}>Visa patient</MenuItem>
        <MenuItem id="report" icon={<DownloadIcon />}>Ladda ner hälsorapport</MenuItem>
        <MenuSeparator />
        <MenuItem id="end" tone="destructive" icon={<LogoutIcon />}>Avsluta behandling</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Sorting and selection are the caller's state; the story plays the portal's part. */
function PatientTable(props: PatientTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'lastName', direction: 'ascending' });
  const [selectedKeys, setSelectedKeys] = useState<Selection>(new Set());
  const rows = useMemo(() => {
    const key = sortDescriptor.column as keyof PatientRow;
    const sorted = [...props.rows].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'sv', { numeric: true }));
    return sortDescriptor.direction === 'descending' ? sorted.reverse() : sorted;
  }, [props.rows, sortDescriptor]);
  return (
    <Table
      {...props}
      rows={rows}
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) => {
        setSelectedKeys(keys);
        props.onSelectionChange?.(keys);
      }}
    />
  );
}

const meta = {
  title: 'Data/Table',
  component: Table<PatientRow>,
  render: (args) => <PatientTable {...args} />,
  args: {
    'aria-label': 'Patienter',
    columns,
    rows: makePatients(24),
    height: 560,
    selectionMode: 'multiple',
    selectionLabel: 'Markera',
    emptyText: 'Inga patienter matchar sökningen.',
    loadingText: 'Hämtar patienter…',
    onRowAction: fn(),
    onSelectionChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Lists of patients, physios and organizations. Columns sort (aria-sort) when the caller handles onSortChange; rows select with checkboxes (single or multiple); onRowAction opens a row; renderRowActions adds a menu per row. Empty, loading (skeleton rows) and error (with retry) states. Rows are virtualized, so 10,000 rows scroll smoothly while arrow keys, Page Up/Down and Ctrl+Home/End keep working across all of them.',
      },
    },
  },
} satisfies Meta<typeof Table<PatientRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PatientList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Patienter' });
    const lastName = within(table).getByRole('columnheader', { name: /Efternamn/ });
    await expect(lastName).toHaveAttribute('aria-sort', 'ascending');
    const firstRowHeader = () => within(table).getAllByRole('rowheader')[0]?.textContent;
    await expect(firstRowHeader()).toBe('Al-Hassan');
    await userEvent.click(lastName);
    await expect(lastName).toHaveAttribute('aria-sort', 'descending');
    // The rows follow the order, not only the header's arrow.
    await waitFor(() => expect(firstRowHeader()).toBe('Öberg'));
    await userEvent.click(within(table).getByRole('columnheader', { name: /Ålder/ }));
    await expect(within(table).getByRole('columnheader', { name: /Ålder/ })).toHaveAttribute('aria-sort', 'ascending');
    const rows = within(table).getAllByRole('row');
    // With nothing selected a click opens the row; the checkbox selects it.
    await userEvent.click(within(rows[2] as HTMLElement).getAllByRole('gridcell')[3] as HTMLElement);
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

export const RowActions: Story = {
  args: {
    rows: makePatients(6),
    height: 400,
    columns: columns.filter((column) => ['firstName', 'lastName', 'email', 'organization', 'status'].includes(column.id)),
    renderRowActions: (row) => <PatientActions row={row} />,
    rowActionsLabel: 'Åtgärder',
  },
  beforeEach: () => onMenuAction.mockClear(),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Patienter' });
    const rows = within(table).getAllByRole('row');
    const trigger = within(rows[1] as HTMLElement).getByRole('button', { name: /^Åtgärder för/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ladda ner hälsorapport' }));
    await expect(onMenuAction).toHaveBeenCalledWith('report', expect.any(Number));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', rows: makePatients(8), height: 480 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Patienter' });
    const rows = within(table).getAllByRole('row');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(rows[3] as HTMLElement).getByRole('checkbox'));
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const TenThousandRows: Story = {
  args: { rows: makePatients(10000), selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Patienter' });
    // The header row plus 10,000 body rows, though only a window of them is in the DOM.
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    await userEvent.tab();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('aria-rowindex', '4');
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(document.activeElement?.getAttribute('aria-rowindex'))).toBeGreaterThan(10));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
    await expect(document.activeElement).toHaveAttribute('role', 'row');
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('role', 'rowheader');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '2'));
  },
};

/** A few rows in a card: the table is only as tall as they need, up to its height. */
export const FitsItsRows: Story = {
  args: { rows: makePatients(3), height: 480, fitRows: true, selectionMode: 'none' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Patienter' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table.getBoundingClientRect().height).toBeLessThan(480);
  },
};

export const Empty: Story = {
  args: { rows: [], height: 320 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inga patienter matchar sökningen.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, height: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Hämtar patienter…');
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const ErrorWithRetry: Story = {
  args: {
    height: 320,
    error: { message: 'Patientlistan kunde inte hämtas. Kontrollera anslutningen.', retryLabel: 'Försök igen', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Försök igen' }));
    await expect(args.error?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongSwedishNames: Story = {
  args: {
    height: 320,
    rows: makePatients(4).map((row, index) => ({
      ...row,
      firstName: ['Karl-Henrik Gustaf Adolf', 'Anna-Carin', 'Maj-Britt Ulrika', 'Per-Olof'][index] ?? row.firstName,
      lastName: ['Strömberg-Söderholm af Klercker', 'Öhrström-Wachtmeister', 'Lindqvist', 'Åkerlund-Björkegren'][index] ?? row.lastName,
      organization: 'Rehabiliteringsmedicinska kliniken, Danderyds sjukhus',
      email: 'karl-henrik.stromberg-soderholm@rehabiliteringsmottagningen.se',
    })),
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('rowheader', { name: 'Strömberg-Söderholm af Klercker' });
    await expect(cell).toBeInTheDocument();
  },
};

/** A table whose columns the caller narrows, as the portal does when the window leaves less room. */
function NarrowingTable(props: PatientTableProps) {
  const [narrow, setNarrow] = useState(false);
  const shown = narrow ? props.columns.filter((column) => column.id !== 'id' && column.id !== 'roleName') : props.columns;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <Button variant="outlined" onPress={() => setNarrow((was) => !was)}>
        {narrow ? 'Alla kolumner' : 'Färre kolumner'}
      </Button>
      <div style={{ alignSelf: 'stretch' }}>
        <PatientTable {...props} columns={shown} />
      </div>
    </div>
  );
}

export const ColumnsChange: Story = {
  args: { rows: makePatients(6), height: 360 },
  render: (args) => <NarrowingTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Patienter' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Färre kolumner' }));
    // Rows are built again with the new columns: every row has a cell per column, and the table still shows.
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(9));
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row.querySelectorAll('[role=gridcell], [role=rowheader]')).toHaveLength(9);
    }
    await expect(within(table).queryByRole('columnheader', { name: 'Id' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Alla kolumner' }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(11));
  },
};
