import { Box, Card, EmptyState, Link, Skeleton, Tab, TabList, TabPanel, Tabs } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '@rehab/web/ApiError';
import { usePatient } from '../api/usePatient';
import { PatientHeader } from './PatientHeader';
import { TreatmentCard } from './TreatmentCard';
import { EmergencyAccessBanner, RecordClosed } from './RecordAccessNotice';
import { LoadError } from '../../../lib/LoadError';

/** The patient view's sections, in docs/rules/screens.md's order and spelling (routes and tab ids). */
export const patientSections = ['questionaries', 'program', 'statistics', 'medical-notes', 'feedback'] as const;

/** An id that is not a patient of the physio's organizations (404), or not an id at all (400). */
function isNotFound(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /patients/view/{userId}: the patient's header and the tabs of its sections, the open one below. */
export function Component() {
  const { t } = useTranslation('patients');
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const patient = usePatient(userId);
  const section = patientSections.find((candidate) => pathname.endsWith(`/${candidate}`)) ?? 'program';

  if (patient.error && !patient.data) {
    if (isNotFound(patient.error)) {
      return (
        <Card>
          <EmptyState
            headingLevel={2}
            title={t('view.notFound')}
            description={t('view.notFoundDescription')}
            action={<Link href="/patients/list">{t('view.backToList')}</Link>}
          />
        </Card>
      );
    }
    return <LoadError headingLevel={2} title={t('view.loadError')} of={patient} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {patient.data ? (
        <PatientHeader patient={patient.data} />
      ) : (
        <Box as="section" aria-busy="true" aria-label={t('view.loading')}>
          <Skeleton variant="rectangle" height="8rem" />
        </Box>
      )}
      {/* Staff who only manage the patient get no health tabs, and their calls are never made. */}
      {patient.data?.access === 'administrative' ? (
        <RecordClosed patient={patient.data} />
      ) : (
        <>
          {patient.data?.access === 'emergency' && patient.data.emergencyAccessUntil && (
            <EmergencyAccessBanner until={patient.data.emergencyAccessUntil} />
          )}
          <Tabs selectedKey={section}>
            <TabList aria-label={t('view.sections')}>
              {patientSections.map((id) => (
                <Tab key={id} id={id} href={`/patients/view/${userId}/${id}`}>
                  {t(`sections.${id}`)}
                </Tab>
              ))}
            </TabList>
            {/* A new panel per section: react-aria keeps a panel's id from its first render. */}
            <TabPanel key={section} id={section}>
              <Outlet />
            </TabPanel>
          </Tabs>
        </>
      )}
      {patient.data && !patient.data.invitation && <TreatmentCard patient={patient.data} />}
    </Box>
  );
}
