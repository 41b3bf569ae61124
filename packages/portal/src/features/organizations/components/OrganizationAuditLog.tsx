import { getLocalTimeZone, today } from '@internationalized/date';
import { clinicTimeZone } from '@rehab/contract/dates';
import { Badge, Box, Button, DownloadIcon, Select, SelectItem, showToast, Table, type TableColumn } from '@rehab/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { downloadAuditLog, useOrganizationAudit, type AuditFilters } from '../api/useOrganizationAudit';
import { auditViews, type AuditView } from '../auditViews';
import { AuditPersonFilters } from './AuditPersonFilters';
import { AuditViewPatients } from './AuditViewPatients';
import { fieldRow } from '../organizations.css';
import { PeriodFields } from '../../../lib/PeriodFields';
import { errorText } from '@rehab/web/serverErrors';
import { z } from 'zod/mini';
import { useRole } from '../../../lib/useRole';

const outcomes = ['all', 'allowed', 'denied'] as const;
type OutcomeChoice = (typeof outcomes)[number];

const patientIdField = z.uuid();

const fullName = (person: { firstName: string | null; lastName: string | null } | null) => [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/**
 * The organization's access log for its admin (Patientdatalagen): who opened what, newest first, for a period, an
 * outcome, a staff member and a patient, in Stockholm time, with the same rows as a CSV file in the reader's
 * language. A list view is one line, its patients behind it.
 */
export function OrganizationAuditLog({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('organizations');
  const locale = dateLocale(i18n.language);
  const [period, setPeriod] = useState(() => {
    const to = today(getLocalTimeZone());
    return { from: to.subtract({ days: 30 }), to };
  });
  const [outcome, setOutcome] = useState<OutcomeChoice>('all');
  const [actor, setActor] = useState<string | null>(null);
  const [patient, setPatient] = useState<string | null>(null);
  // The system admin sees patients as ids only, so gives one by the id: typed, pasted, or taken from a row.
  const patientById = useRole() === 'system_admin';
  const [typedPatientId, setTypedPatientId] = useState('');
  const patientId = typedPatientId.trim().toLowerCase();
  const patientIdInvalid = patientId !== '' && !patientIdField.safeParse(patientId).success;
  const patientFilter = patientById ? (patientId && !patientIdInvalid ? patientId : null) : patient;
  const [downloading, setDownloading] = useState(false);
  const periodInvalid = period.from.compare(period.to) > 0;
  const filters: AuditFilters = {
    from: period.from.toString(),
    to: period.to.toString(),
    ...(outcome !== 'all' && { outcome }),
    ...(actor && { actor }),
    ...(patientFilter && { patient: patientFilter }),
  };
  const log = useOrganizationAudit(organizationId, filters);
  const views = useMemo(() => auditViews(log.items), [log.items]);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', hour12: false, timeZone: clinicTimeZone });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditLog(organizationId, filters, i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({ tone: 'error', title: t('audit.downloadError'), description: errorText(t, failure) });
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumn<AuditView>[] = [
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
      render: (row) => (
        <AuditViewPatients patients={row.patients} at={time.format(new Date(row.at))} onPickPatient={patientById ? setTypedPatientId : undefined} />
      ),
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
      <div className={fieldRow}>
        <PeriodFields period={period} onChange={setPeriod} />
        <AuditPersonFilters
          organizationId={organizationId}
          actor={actor}
          patient={patient}
          onActorChange={setActor}
          onPatientChange={setPatient}
          patientById={patientById ? { id: typedPatientId, isInvalid: patientIdInvalid, onChange: setTypedPatientId } : undefined}
        />
        <Select label={t('audit.outcome')} selectedKey={outcome} onSelectionChange={(key) => setOutcome(key as OutcomeChoice)}>
          {outcomes.map((choice) => (
            <SelectItem key={choice} id={choice}>
              {t(`audit.outcomeFilter.${choice}`)}
            </SelectItem>
          ))}
        </Select>
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
      </div>
      <Table
        aria-label={t('audit.title')}
        columns={columns}
        rows={periodInvalid ? [] : views}
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
