import type { JournalSettings } from '@rehab/contract';
import { Box, Card, Link, showToast, Switch } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveJournalSettings, useJournalSettings } from '../api/journalSettings';

const settings = ['sharesNotesWithPatients', 'namesStaffInLogExtract'] as const satisfies (keyof JournalSettings)[];

/**
 * The admin's journal settings (docs/rules/journal.md): whether patients read their signed notes in the app (on
 * unless turned off), and whether their log extract names the staff who opened the record; and the templates.
 */
export function OrganizationJournalSettings({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const { data, error, mutate } = useJournalSettings(organizationId);
  const [isSaving, setSaving] = useState(false);

  const change = async (setting: (typeof settings)[number], value: boolean) => {
    if (!data) return;
    setSaving(true);
    try {
      await mutate(await saveJournalSettings(organizationId, { ...data, [setting]: value }), { revalidate: false });
      showToast({ tone: 'success', title: t('journal.saved') });
    } catch (caught) {
      showToast({ tone: 'error', title: errorText(t, caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('journal.title')} headingLevel={3} actions={<Link href={`/journal-templates?organization=${organizationId}`}>{t('journal.templates')}</Link>}>
      {error ? (
        <Box role="alert">{t('journal.loadFailed')}</Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="lg">
          {settings.map((setting) => (
            <Box key={setting} display="flex" flexDirection="column" gap="xs">
              <Switch isSelected={data?.[setting] ?? false} isDisabled={!data || isSaving} onChange={(value) => void change(setting, value)} aria-describedby={`journal-${setting}`}>
                {t(`journal.${setting}`)}
              </Switch>
              <Box as="p" id={`journal-${setting}`} margin="none" color="mediumGrey" fontSize="small">
                {t(`journal.${setting}Description`)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
