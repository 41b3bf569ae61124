import { Box, Breadcrumbs, Skeleton, Tab, TabList, TabPanel, Tabs } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useOrganization } from '../api/useOrganization';
import { OrganizationAttentionThresholds } from '../components/OrganizationAttentionThresholds';
import { OrganizationAuditLog } from '../components/OrganizationAuditLog';
import { OrganizationGeneral } from '../components/OrganizationGeneral';
import { OrganizationJournalSettings } from '../components/OrganizationJournalSettings';
import { OrganizationLogReviews } from '../components/OrganizationLogReviews';
import { OrganizationPhysios } from '../components/OrganizationPhysios';
import { OrganizationSecondFactor } from '../components/OrganizationSecondFactor';
import { OrganizationStatistics } from '../components/OrganizationStatistics';
import { LoadError } from '../../../lib/LoadError';

const tabs = ['general', 'statistics', 'physios', 'audit', 'reviews'] as const;
type OrganizationTab = (typeof tabs)[number];

/** /organizations/{id}/{tab}: general information, statistics and physios of one organization. */
export function Component() {
  const { t } = useTranslation('organizations');
  const { id = '', tab } = useParams();
  const organization = useOrganization(id);
  const { data, error } = organization;

  if (!tabs.includes(tab as OrganizationTab)) return <Navigate to={`/organizations/${id}/general`} replace />;
  if (error) {
    return <LoadError headingLevel={2} title={t('loadError')} notFoundTitle={t('notFound')} of={organization} />;
  }
  if (!data) return <Skeleton variant="rectangle" height="16rem" />;

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Breadcrumbs
        aria-label={t('breadcrumbs')}
        items={[
          { id: 'list', label: t('listTitle'), href: '/organizations' },
          { id: 'current', label: data.title },
        ]}
      />
      <Box as="h2" fontSize="h3" fontWeight="bold">
        {data.title}
      </Box>
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('sections')}>
          {tabs.map((section) => (
            <Tab key={section} id={section} href={`/organizations/${id}/${section}`}>
              {t(`tabs.${section}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="general">
          <Box display="flex" flexDirection="column" gap="lg">
            <OrganizationGeneral organization={data} />
            <OrganizationSecondFactor organizationId={id} />
            <OrganizationAttentionThresholds organizationId={id} />
            <OrganizationJournalSettings organizationId={id} />
          </Box>
        </TabPanel>
        <TabPanel id="statistics">
          <OrganizationStatistics organizationId={id} />
        </TabPanel>
        <TabPanel id="physios">
          <OrganizationPhysios organizationId={id} />
        </TabPanel>
        <TabPanel id="audit">
          <OrganizationAuditLog organizationId={id} />
        </TabPanel>
        <TabPanel id="reviews">
          <OrganizationLogReviews organizationId={id} />
        </TabPanel>
      </Tabs>
    </Box>
  );
}
