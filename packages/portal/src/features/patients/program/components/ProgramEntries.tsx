import type { ProgramUpdate } from '@rehab/contract';
import { Button, Card, Table, type TableColumn } from '@rehab/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@rehab/contract/dates';
import { ProgramUpdateDialog } from './ProgramUpdateDialog';

/** The ui Table's row and header heights, to fit the table to its few rows without scrolling. */
const rowHeight = 52;
const headerHeight = 44;

/**
 * The lines in force: the program keeps every update, and per kind and weekday the one with the
 * latest start (then the latest made) is the one the patient follows.
 */
export function currentLines(updates: readonly ProgramUpdate[]): ProgramUpdate[] {
  const byLine = new Map<string, ProgramUpdate>();
  for (const update of updates) {
    const key = `${update.type}:${update.day}`;
    const shown = byLine.get(key);
    if (!shown || update.start > shown.start || (update.start === shown.start && update.createdAt > shown.createdAt))
      byLine.set(key, update);
  }
  return [...byLine.values()].sort((a, b) => a.day - b.day || a.type.localeCompare(b.type));
}

type ProgramLine = ProgramUpdate & { isChangeable: boolean };

type ProgramEntriesProps = {
  patientId: string;
  updates: readonly ProgramUpdate[];
  /** The treatment has ended: the lines are shown, not changed. */
  hasEnded: boolean;
  onChanged: () => Promise<unknown>;
};

/** The patient's program, one row per kind and weekday, each changeable in a dialog. */
export function ProgramEntries({ patientId, updates, hasEnded, onChanged }: ProgramEntriesProps) {
  const { t } = useTranslation('program');
  const [editing, setEditing] = useState<ProgramUpdate>();
  // Whether a line can be changed lives on the row: the table renders a row's cells again only for a new row.
  const rows: ProgramLine[] = currentLines(updates).map((line) => ({ ...line, isChangeable: !hasEnded }));

  // Fixed widths: the table sits in a card, whose width its fraction columns cannot measure.
  const columns = useMemo<TableColumn<ProgramLine>[]>(
    () => [
      { id: 'day', name: t('entries.day'), width: 160, minWidth: 112, render: (row) => t(`weekdays.${row.day}`) },
      {
        id: 'type',
        name: t('entries.type'),
        isRowHeader: true,
        width: 176,
        minWidth: 120,
        render: (row) => t(`exerciseTypes.${row.type}`),
      },
      { id: 'level', name: t('entries.level'), width: 96, minWidth: 96, render: (row) => row.level },
      { id: 'start', name: t('entries.start'), width: 160, minWidth: 120, render: (row) => formatShortDate(row.start) },
      { id: 'finish', name: t('entries.finish'), width: 160, minWidth: 120, render: (row) => formatShortDate(row.finish) },
      {
        id: 'edit',
        name: t('entries.actions'),
        width: 176,
        minWidth: 128,
        render: (row) => (
          <Button
            variant="text"
            isDisabled={!row.isChangeable}
            aria-label={t('entries.editOf', { type: t(`exerciseTypes.${row.type}`), day: t(`weekdays.${row.day}`) })}
            onPress={() => setEditing(row)}
          >
            {t('entries.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Card title={t('entries.title')}>
      <Table
        aria-label={t('entries.tableLabel')}
        columns={columns}
        rows={rows}
        height={headerHeight + Math.max(rows.length, 2) * rowHeight}
        emptyText={t('entries.empty')}
      />
      {editing && (
        <ProgramUpdateDialog
          patientId={patientId}
          line={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            await onChanged();
          }}
        />
      )}
    </Card>
  );
}
