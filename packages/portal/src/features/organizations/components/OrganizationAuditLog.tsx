import { getLocalTimeZone, today } from '@internationalized/date';
import type { OrganizationAuditEntry } from '@rehab/contract';
import { clinicTimeZone } from '@rehab/contract/dates';
import { Badge, Box, Button, DownloadIcon, Select, SelectItem, showToast, Table, TextField, type TableColumn } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { downloadAuditLog, useOrganizationAudit, type AuditFilters } from '../api/useOrganizationAudit';
import { PeriodFields } from '../../../lib/PeriodFields';
import { errorText } from '@rehab/web/serverErrors';
import { z } from 'zod/mini';

const outcomes = ['all', 'allowed', 'denied'] as const;
type OutcomeChoice = (typeof outcomes)[number];

const patientId = z.uuid();

const fullName = (person: { firstName: string | null; lastName: string | null } | null) => [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/**
 * The organization's access log for its admin (Patientdatalagen): who read or tried to read which
 * patient's record, newest first, for a period and an outcome, with the same view as a CSV file.
 */
export function OrganizationAuditLog({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('organizations');
  const locale = dateLocale(i18n.language);
  const [period, setPeriod] = useState(() => {
    const to = today(getLocalTimeZone());
    return { from: to.subtract({ days: 30 }), to };
  });
  const [outcome, setOutcome] = useState<OutcomeChoice>('all');
  const [patient, setPatient] = useState('');
  const [downloading, setDownloading] = useState(false);
  // A patient is filtered by their whole id; until one is typed in full, the log shows every patient.
  const patientFilter = patientId.safeParse(patient.trim().toLowerCase());
  const patientInvalid = patient.trim() !== '' && !patientFilter.success;
  const periodInvalid = period.from.compare(period.to) > 0;
  const filters: AuditFilters = {
    from: period.from.toString(),
    to: period.to.toString(),
    ...(outcome !== 'all' && { outcome }),
    ...(patientFilter.success && { patient: patientFilter.data }),
  };
  const log = useOrganizationAudit(organizationId, filters);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', hour12: false, timeZone: clinicTimeZone });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditLog(organizationId, filters);
    } catch (failure) {
      showToast({ tone: 'error', title: t('audit.downloadError'), description: errorText(t, failure) });
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumn<OrganizationAuditEntry>[] = [
    { id: 'at', name: t('audit.columns.at'), isRowHeader: true, width: 160, render: (row) => time.format(new Date(row.at)) },
    {
      id: 'outcome',
      name: t('audit.columns.outcome'),
      width: 120,
      render: (row) => <Badge tone={row.outcome === 'denied' ? 'error' : 'neutral'}>{t(`audit.outcomes.${row.outcome}`)}</Badge>,
    },
    {
      id: 'actor',
      name: t('audit.columns.actor'),
      render: (row) => (row.actor ? `${fullName(row.actor)} (${t(`audit.roles.${row.actor.role}`, { defaultValue: row.actor.role })})` : ''),
    },
    {
      id: 'patient',
      name: t('audit.columns.patient'),
      // Without a name (the system admin reads no patient data) the patient is told apart by the start of their id.
      render: (row) => (row.patient ? fullName(row.patient) || t('audit.hiddenPatient', { id: row.patient.id.slice(0, 8) }) : t('audit.noPatient')),
    },
    {
      id: 'action',
      name: t('audit.columns.action'),
      render: (row) => {
        const action = t(`audit.actions.${row.action.replace(':', '_')}`, { defaultValue: row.action });
        // A read under emergency access carries the reason its holder gave, for the review's follow-up.
        return row.reason ? `${action} (${t('audit.emergency', { reason: row.reason })})` : action;
      },
    },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap">
        <PeriodFields period={period} onChange={setPeriod} />
        <Select label={t('audit.outcome')} selectedKey={outcome} onSelectionChange={(key) => setOutcome(key as OutcomeChoice)}>
          {outcomes.map((choice) => (
            <SelectItem key={choice} id={choice}>
              {t(`audit.outcomeFilter.${choice}`)}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label={t('audit.patientFilter')}
          description={patientInvalid ? undefined : t('audit.patientFilterHint')}
          errorMessage={patientInvalid ? t('audit.patientFilterInvalid') : undefined}
          value={patient}
          onChange={setPatient}
          autoComplete="off"
        />
        <Button
          variant="outlined"
          icon={<DownloadIcon />}
          isDisabled={periodInvalid}
          isLoading={downloading}
          loadingLabel={t('statistics.downloading')}
          onPress={() => void download()}
        >
          {t('statistics.downloadCsv')}
        </Button>
      </Box>
      <Table
        aria-label={t('audit.title')}
        columns={columns}
        rows={periodInvalid ? [] : log.items}
        // A row's patient becomes the filter: how the system admin, who sees only the start of an id, finds the rest.
        onRowAction={(id) => {
          const row = log.items.find((item) => item.id === id);
          if (row?.patient) setPatient(row.patient.id);
        }}
        emptyText={t('audit.empty')}
        isLoading={log.isLoading}
        loadingText={t('loading')}
        height={480}
        error={
          log.error && !periodInvalid
            ? { message: t('audit.loadError'), retryLabel: t('audit.retry'), onRetry: () => void log.mutate() }
            : undefined
        }
      />
      {log.hasMore && !periodInvalid ? (
        <Box>
          <Button variant="outlined" isLoading={log.isValidating} loadingLabel={t('loading')} onPress={() => void log.loadMore()}>
            {t('audit.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
