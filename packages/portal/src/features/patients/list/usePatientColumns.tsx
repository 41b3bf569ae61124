import type { PatientListItem } from '@rehab/contract';
import { formatInSweden, dateLocale } from '@rehab/contract/dates';
import { Badge, StatusPill, type TableColumn } from '@rehab/ui';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Viewport } from '../../../lib/useViewport';
import { patientAge } from '../patientAge';
import { columnsThatFit } from './columnsThatFit';

/**
 * docs/rules/records.md's patient table columns. Short values (gender, age, phone, latest signed note, status, last
 * activity, adherence, attention) and the organization get a fixed width they fit in; names and email share the rest.
 * The health record's columns are a physio's only (`health`).
 * Where the table (`width`, once measured) has no room for every column at its least width, the ones that
 * matter least are left out rather than cut; a phone shows each patient as name, age and status.
 */
export function usePatientColumns(
  viewport: Viewport,
  width: number | undefined,
  { health, organizationWidth }: { health: boolean; organizationWidth: number },
): TableColumn<PatientListItem>[] {
  const { t } = useTranslation('patients');
  const all = useMemo(() => patientColumns(t, health, organizationWidth), [t, health, organizationWidth]);
  const shown = viewport === 'phone' ? 'phone' : columnsThatFit(all, width).join();
  // Stable columns: react-aria rebuilds the table's whole collection when they change.
  return useMemo(() => {
    if (shown === 'phone') return phoneColumns(t, health);
    const ids = new Set(shown.split(','));
    return all.filter((column) => ids.has(column.id));
  }, [all, health, shown, t]);
}

function phoneColumns(t: TFunction<'patients'>, health: boolean): TableColumn<PatientListItem>[] {
  // Who, and where they stand: for a physio whether they need attention, for an admin their age.
  const ids = health ? ['status', 'attention'] : ['age', 'status'];
  const shown = patientColumns(t, health, 0).filter((column) => ids.includes(column.id));
  const name: TableColumn<PatientListItem> = {
    // Sorted as the last name, as on a wider screen.
    id: 'lastName',
    name: t('columns.name'),
    isRowHeader: true,
    allowsSorting: true,
    width: '1fr',
    minWidth: 120,
    render: (patient) => `${patient.firstName} ${patient.lastName}`,
  };
  return [name, ...shown];
}

/** The health record's columns (physios only): last activity, adherence over 14 days, the attention flag. */
function healthColumns(t: TFunction<'patients'>): TableColumn<PatientListItem>[] {
  const missing = t('missing');
  return [
    {
      id: 'lastActivity',
      name: t('columns.lastActivity'),
      allowsSorting: true,
      width: 132,
      minWidth: 132,
      render: (patient) => (patient.lastActivityAt ? formatInSweden(patient.lastActivityAt, dateLocale, { dateStyle: 'short' }) : t('list.never')),
    },
    {
      id: 'adherence',
      name: t('columns.adherence'),
      allowsSorting: true,
      width: 124,
      minWidth: 124,
      render: (patient) => (patient.adherence === null ? missing : t('list.percent', { value: patient.adherence })),
    },
    {
      id: 'attention',
      name: t('columns.attention'),
      allowsSorting: true,
      width: 132,
      minWidth: 132,
      render: (patient) => (patient.needsAttention ? <Badge tone="error">{t('list.needsAttention')}</Badge> : ''),
    },
  ];
}

/**
 * Every column in docs/rules/records.md's order; `organizationWidth` is room for the longest organization name the
 * reader can see, so it is never cut.
 */
function patientColumns(t: TFunction<'patients'>, health: boolean, organizationWidth: number): TableColumn<PatientListItem>[] {
  const missing = t('missing');
  return [
    {
      id: 'firstName',
      name: t('columns.firstName'),
      allowsSorting: true,
      width: '1fr',
      minWidth: 96,
      render: (patient) => patient.firstName,
    },
    {
      id: 'lastName',
      name: t('columns.lastName'),
      isRowHeader: true,
      allowsSorting: true,
      width: '1fr',
      minWidth: 112,
      render: (patient) => patient.lastName,
    },
    {
      id: 'email',
      name: t('columns.email'),
      width: '2fr',
      minWidth: 144,
      render: (patient) => patient.email,
    },
    {
      id: 'gender',
      name: t('columns.gender'),
      width: 100,
      minWidth: 100,
      render: (patient) => t(`genders.${patient.gender}`),
    },
    {
      id: 'age',
      name: t('columns.age'),
      allowsSorting: true,
      // Room for "Ålder" and the sort arrow beside it.
      width: 84,
      minWidth: 84,
      render: (patient) => <span data-age>{patientAge(patient) ?? missing}</span>,
    },
    {
      id: 'phoneNumber',
      name: t('columns.phoneNumber'),
      width: 132,
      minWidth: 132,
      render: (patient) => patient.phoneNumber ?? missing,
    },
    {
      // When the journal was last kept for the patient; an organization admin, who reads no journal, sees none.
      id: 'latestSignedNote',
      name: t('columns.latestSignedNote'),
      width: 128,
      minWidth: 128,
      render: (patient) => (patient.latestSignedNoteAt ? formatInSweden(patient.latestSignedNoteAt, dateLocale, { dateStyle: 'short' }) : missing),
    },
    {
      id: 'organization',
      name: t('columns.organization'),
      allowsSorting: true,
      width: Math.max(128, organizationWidth),
      minWidth: Math.max(128, organizationWidth),
      render: (patient) => patient.organization.title,
    },
    {
      id: 'status',
      name: t('columns.status'),
      allowsSorting: true,
      // Room for the longer "Inaktiv" pill.
      width: 116,
      minWidth: 116,
      // Added by staff and not yet joined: "Inbjuden" until the patient takes up the invitation (docs/rules/patients-in.md).
      render: (patient) =>
        patient.invitation ? (
          <StatusPill status="invited">{t('statuses.invited')}</StatusPill>
        ) : (
          <StatusPill status={patient.status}>{t(`statuses.${patient.status}`)}</StatusPill>
        ),
    },
    ...(health ? healthColumns(t) : []),
  ];
}
