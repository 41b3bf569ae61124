import type { PatientDetails } from '@rehab/contract';
import { formatTimeInSweden as clock } from '@rehab/contract/dates';
import { Card, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { EmergencyAccessButton } from './EmergencyAccessButton';
import { notice } from './recordAccess.css';

/** In place of the health tabs for staff who manage the patient but do not treat them. */
export function RecordClosed({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        title={t('emergency.closedTitle')}
        description={t('emergency.closedDescription')}
        action={<EmergencyAccessButton patient={patient} />}
      />
    </Card>
  );
}

/** The banner over a record opened by emergency access: until when, and that every read is logged. */
export function EmergencyAccessBanner({ until }: { until: string }) {
  const { t } = useTranslation('patients');
  return (
    <div role="status" className={notice} data-emergency-access>
      <strong>{t('emergency.activeUntil', { time: clock(until) })}</strong> {t('emergency.activeLogged')}
    </div>
  );
}
