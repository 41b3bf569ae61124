import type { PatientDetails } from '@rehab/contract';
import { Box, Card, StatusPill } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { patientAge } from '../patientAge';
import { detail, detailList, detailTerm, detailValue, mutedText, responsibleField } from '../patients.css';
import { InvitationActions } from './InvitationActions';
import { AddFollowUpButton } from './AddFollowUpButton';
import { OpenChatButton } from './OpenChatButton';
import { ResponsiblePhysioSelect } from './ResponsiblePhysioSelect';

/** Who the patient is, above every section of the patient view. */
export function PatientHeader({ patient }: { patient: PatientDetails }) {
  const { t, i18n } = useTranslation('patients');
  const age = patientAge(patient);
  const details = [
    { id: 'age', term: t('columns.age'), value: age === null ? t('missing') : t('view.ageValue', { count: age }) },
    { id: 'gender', term: t('columns.gender'), value: t(`genders.${patient.gender}`) },
    { id: 'email', term: t('columns.email'), value: patient.email },
    { id: 'phoneNumber', term: t('columns.phoneNumber'), value: patient.phoneNumber ?? t('missing') },
    { id: 'organization', term: t('columns.organization'), value: patient.organization.title },
  ];
  const dateOf = (value: string) => new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(new Date(value));
  const ended = patient.treatmentEnd
    ? new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(new Date(patient.treatmentEnd))
    : null;
  // Health record: only a reader with the care right gets the date (null otherwise), so an admin's header omits it.
  if (patient.access !== 'administrative') {
    const latest = patient.latestSignedNoteAt;
    details.push({ id: 'latestSignedNoteAt', term: t('view.latestSignedNoteAt'), value: latest ? dateOf(latest) : t('view.noSignedNote') });
  }

  return (
    <Card
      title={`${patient.firstName} ${patient.lastName}`}
      subtitle={
        <Box as="span" display="inline-flex" flexWrap="wrap" alignItems="center" gap="md">
          {patient.invitation ? (
            <>
              <StatusPill status="invited">{t('statuses.invited')}</StatusPill>
              <span className={mutedText} data-invitation>
                {t('invitation.pending', { sent: dateOf(patient.invitation.sentAt), expires: dateOf(patient.invitation.expiresAt) })}
              </span>
            </>
          ) : (
            <StatusPill status={patient.status}>{t(`statuses.${patient.status}`)}</StatusPill>
          )}
          {ended && patient.status === 'inactive' && (
            <span className={mutedText} data-treatment-end>
              {t('view.treatmentEnded', { date: ended })}
            </span>
          )}
        </Box>
      }
      actions={
        <>
          {patient.access === 'care' && <OpenChatButton patientId={patient.id} />}
          {patient.access === 'care' && <AddFollowUpButton patientId={patient.id} name={`${patient.firstName} ${patient.lastName}`} />}
          {/* Ending and reopening the treatment are in the "Behandling" card at the foot of the view. */}
          {patient.invitation && <InvitationActions patient={patient} />}
        </>
      }
    >
      <dl className={detailList}>
        {details.map(({ id, term, value }) => (
          <div key={id} className={detail} data-detail={id}>
            <dt className={detailTerm}>{term}</dt>
            <dd className={detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={responsibleField}>
        <ResponsiblePhysioSelect patient={patient} />
      </div>
    </Card>
  );
}
