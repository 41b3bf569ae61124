import type { PatientAppointment } from '@rehab/contract';
import { formatInSweden, formatTimeInSweden as clock } from '@rehab/contract/dates';
import { Box, Card, EmptyState, Link, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useAppointments } from '../appointmentCalls';
import { ListScreen } from '../../../lib/ListScreen';

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** /appointments, "Mina besök": the patient's coming visits, with whom, when, and the video link where there is one. */
export function Component() {
  const { t } = useTranslation('patientAppointments');
  const appointments = useAppointments();

  return (
    <ListScreen heading={t('heading')} intro={t('intro')}>
      {appointments.error && !appointments.data ? (
        <EmptyState title={t('loadError')} description={t('loadErrorDescription')} />
      ) : !appointments.data ? (
        <Box aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="8rem" />
        </Box>
      ) : appointments.data.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyDescription')} />
      ) : (
        appointments.data.map((appointment) => <AppointmentCard key={appointment.id} appointment={appointment} />)
      )}
    </ListScreen>
  );
}

function AppointmentCard({ appointment }: { appointment: PatientAppointment }) {
  const { t, i18n } = useTranslation('patientAppointments');
  const day = formatInSweden(appointment.startsAt, locale(i18n.language), { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <Card title={appointment.title}>
      <Box display="flex" flexDirection="column" gap="sm">
        <Box as="p" fontSize="h3" fontWeight="bold">
          {t('when', { day, start: clock(appointment.startsAt), end: clock(appointment.endsAt) })}
        </Box>
        {appointment.physio && (
          <Box as="p" color="mediumGrey">
            {t('with', { name: `${appointment.physio.firstName} ${appointment.physio.lastName}` })}
          </Box>
        )}
        {appointment.videoUrl && (
          <Link href={appointment.videoUrl} target="_blank" rel="noreferrer">
            {t('videoLink')}
          </Link>
        )}
      </Box>
    </Card>
  );
}
