import { Box, Card, showToast, Switch } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setOrganizationSecondFactor, useOrganizationSecondFactor } from '../api/organizationSecondFactor';

/** The admin's rule that the organization's staff sign in with two factors; it counts from their next request. */
export function OrganizationSecondFactor({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const { data, error, mutate } = useOrganizationSecondFactor(organizationId);
  const [isSaving, setSaving] = useState(false);

  const change = async (required: boolean) => {
    setSaving(true);
    try {
      await mutate(await setOrganizationSecondFactor(organizationId, required), { revalidate: false });
      showToast({ tone: 'success', title: required ? t('secondFactor.turnedOn') : t('secondFactor.turnedOff') });
    } catch (caught) {
      showToast({ tone: 'error', title: errorText(t, caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('secondFactor.title')} headingLevel={3}>
      <Box display="flex" flexDirection="column" gap="md">
        <Box as="p" id="second-factor-rule-explanation" margin="none" color="mediumGrey">
          {t('secondFactor.explanation')}
        </Box>
        {error ? (
          <Box role="alert">{t('secondFactor.loadFailed')}</Box>
        ) : (
          <Switch
            isSelected={data?.required ?? false}
            isDisabled={!data || isSaving}
            onChange={(required) => void change(required)}
            aria-describedby="second-factor-rule-explanation"
          >
            {t('secondFactor.label')}
          </Switch>
        )}
      </Box>
    </Card>
  );
}
