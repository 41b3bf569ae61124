import type { Organization } from '@rehab/contract';
import { Button, Card, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import * as styles from '../organizations.css';
import { updateOrganization } from '../api/saveOrganization';
import { organizationKey } from '../api/useOrganization';
import { organizationsKey } from '../api/useOrganizations';
import { OrganizationForm, organizationChanges, organizationFormValues } from './OrganizationForm';

/** The general information of an organization, and its edit form. */
export function OrganizationGeneral({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const { mutate } = useSWRConfig();
  const [isEditing, setEditing] = useState(false);

  if (isEditing) {
    const initial = organizationFormValues(organization);
    return (
      <Card title={t('editTitle')} headingLevel={3}>
        <OrganizationForm
          initial={initial}
          submitLabel={t('save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const changes = organizationChanges(initial, values);
            if (Object.keys(changes).length > 0) {
              const saved = await updateOrganization(organization.id, changes);
              await mutate(organizationKey(organization.id), saved, { revalidate: false });
              void mutate(organizationsKey);
            }
            showToast({ tone: 'success', title: t('saved') });
            setEditing(false);
          }}
        />
      </Card>
    );
  }

  const rows: [string, string][] = [
    [t('fields.title'), organization.title],
    [t('fields.hash'), organization.hash],
    [t('fields.contactName'), organization.contactName],
    [t('fields.contactEmail'), organization.contactEmail],
    [t('fields.code'), organization.code],
    [t('licensesInUse'), t('licensesUsed', { used: organization.usedLicenses, total: organization.licenses })],
    [t('physioCount'), String(organization.physioCount)],
  ];
  return (
    <Card
      title={t('generalTitle')}
      headingLevel={3}
      actions={
        <Button variant="outlined" onPress={() => setEditing(true)}>
          {t('edit')}
        </Button>
      }
    >
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.description}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
