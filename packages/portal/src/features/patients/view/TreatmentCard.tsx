import type { PatientDetails, TreatmentPeriod } from '@rehab/contract';
import { Card, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { useTreatmentPeriods } from '../api/usePatient';
import { mutedText, periodList, periodName } from '../patients.css';
import { EndTreatmentButton } from './EndTreatmentButton';
import { ReopenTreatmentButton } from './ReopenTreatmentButton';

/**
 * "Behandling" at the foot of the patient view: the treatment periods, and ending or reopening the treatment,
 * kept apart from the header's everyday actions (docs/rules/patients-in.md).
 */
export function TreatmentCard({ patient }: { patient: PatientDetails }) {
  const { t, i18n } = useTranslation('patients');
  const periods = useTreatmentPeriods(patient.id);
  const format = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' });
  const describe = ({ startedAt, endedAt }: TreatmentPeriod) =>
    endedAt
      ? t('treatment.period', { start: format.format(new Date(startedAt)), end: format.format(new Date(endedAt)) })
      : t('treatment.ongoing', { start: format.format(new Date(startedAt)) });

  return (
    <Card
      title={t('treatment.title')}
      subtitle={t(patient.status === 'active' ? 'treatment.activeHint' : 'treatment.endedHint')}
      actions={patient.status === 'active' ? <EndTreatmentButton patient={patient} /> : <ReopenTreatmentButton patient={patient} />}
    >
      {periods.data ? (
        <ol className={periodList} aria-label={t('treatment.periods')}>
          {periods.data.items.map((period, index, all) => (
            <li key={period.startedAt}>
              <span className={periodName}>{t('treatment.periodNumber', { number: all.length - index })}</span>{' '}
              <span className={mutedText}>{describe(period)}</span>
            </li>
          ))}
        </ol>
      ) : periods.error ? (
        <p className={mutedText}>{t('treatment.loadError')}</p>
      ) : (
        <Skeleton variant="text" />
      )}
    </Card>
  );
}
