import { Box, Card, showToast } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createOrganization } from '../api/saveOrganization';
import { organizationKey } from '../api/useOrganization';
import { organizationsKey } from '../api/useOrganizations';
import { OrganizationForm, organizationFormValues } from '../components/OrganizationForm';

/** /organizations/new: a system admin adds an organization. */
export function Component() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Card>
        <OrganizationForm
          initial={organizationFormValues()}
          submitLabel={t('create')}
          onCancel={() => navigate('/organizations')}
          onSubmit={async (values) => {
            const created = await createOrganization(values);
            await mutate(organizationKey(created.id), created, { revalidate: false });
            void mutate(organizationsKey);
            showToast({ tone: 'success', title: t('created', { title: created.title }) });
            navigate(`/organizations/${created.id}/general`);
          }}
        />
      </Card>
    </Box>
  );
}
