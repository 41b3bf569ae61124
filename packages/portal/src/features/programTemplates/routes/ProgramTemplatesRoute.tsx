import type { ProgramTemplate } from '@rehab/contract';
import { AlertDialog, Box, Button, Card, EmptyState, PlusIcon, Select, SelectItem, Skeleton, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../lib/LoadError';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { plainList } from '../../../lib/views.css';
import { updateProgramTemplate, useProgramTemplateList } from '../api/programTemplateCalls';
import { bodyOf, draftOf } from '../components/templateDraft';
import { mutedText, organizationField, templateLink, templateRow, templateText } from '../programTemplates.css';

export const templatePath = (organizationId: string, templateId = 'new') => `/program-templates/${templateId}?organization=${organizationId}`;

/**
 * /program-templates: the organization's program templates (protocols), in use and retired. A physio makes one from
 * the library, changes it, retires it (asked first) or takes it into use again; it is applied on a patient's program tab.
 */
export function Component() {
  const { t, i18n } = useTranslation(['programTemplates', 'program']);
  const navigate = useNavigate();
  const { organization, organizations } = useOrganizationInAddress();
  const [, setParams] = useSearchParams();
  const templates = useProgramTemplateList(organization?.id);
  const [retiring, setRetiring] = useState<ProgramTemplate>();
  const nameOf = (name: { sv: string; en: string }) => (i18n.language.startsWith('en') && name.en ? name.en : name.sv);

  const setRetired = async (template: ProgramTemplate, retired: boolean) => {
    if (!organization) return;
    const checked = bodyOf(draftOf(template));
    if ('errors' in checked) return;
    try {
      await updateProgramTemplate(organization.id, template.id, { ...checked.body, retired });
      showToast({ tone: 'success', title: t(retired ? 'retired' : 'restored', { name: template.name }) });
      await templates.mutate();
    } catch (failure) {
      showToast({ tone: 'error', title: t('saveFailed', { name: template.name }), description: errorText(t, failure) });
      throw failure;
    }
  };

  const row = (template: ProgramTemplate) => {
    const exercises = template.lines.reduce((sum, line) => sum + line.exercises.length, 0);
    return (
      <li key={template.id} className={templateRow}>
        <div className={templateText}>
          {organization && !template.retiredAt ? (
            <Link href={templatePath(organization.id, template.id)} className={templateLink}>
              {template.name}
            </Link>
          ) : (
            <Box as="h3" fontSize="h5" fontWeight="bold">
              {template.name}
            </Box>
          )}
          <p className={mutedText}>{t('summary', { count: template.weeks, lines: template.lines.length, exercises })}</p>
          <p className={mutedText}>
            {template.lines
              .map((line) => `${t(`weekdays.${line.day}`, { ns: 'program' })} · ${t(`exerciseTypes.${line.type}`, { ns: 'program' })}: ${line.exercises.map((each) => nameOf(each.name)).join(', ') || t('noExercises')}`)
              .join(' — ')}
          </p>
        </div>
        <Box display="flex" flexWrap="wrap" gap="sm">
          {template.retiredAt ? (
            <Button variant="text" aria-label={t('restoreOf', { name: template.name })} onPress={() => void setRetired(template, false).catch(() => undefined)}>
              {t('restore')}
            </Button>
          ) : (
            <>
              {organization && (
                <Button variant="outlined" aria-label={t('editOf', { name: template.name })} onPress={() => void navigate(templatePath(organization.id, template.id))}>
                  {t('edit')}
                </Button>
              )}
              <Button variant="text" tone="destructive" aria-label={t('retireOf', { name: template.name })} onPress={() => setRetiring(template)}>
                {t('retire')}
              </Button>
            </>
          )}
        </Box>
      </li>
    );
  };

  const inUse = templates.data?.filter((template) => !template.retiredAt) ?? [];
  const retired = templates.data?.filter((template) => template.retiredAt) ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h2" fontSize="h3" fontWeight="bold">
            {t('title')}
          </Box>
          {organization && <p className={mutedText}>{t('intro', { organization: organization.title })}</p>}
        </Box>
        <Button icon={<PlusIcon />} isDisabled={!organization} onPress={() => organization && void navigate(templatePath(organization.id))}>
          {t('create')}
        </Button>
      </Box>
      {organizations.length > 1 && organization && (
        <div className={organizationField}>
          <Select
            label={t('organization')}
            items={organizations.map(({ id, title }) => ({ id, name: title }))}
            selectedKey={organization.id}
            onSelectionChange={(key) => setParams({ organization: String(key) }, { replace: true })}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
      )}
      {templates.error && !templates.data ? (
        <LoadError headingLevel={2} title={t('loadError')} of={templates} />
      ) : !templates.data ? (
        <Skeleton variant="rectangle" height="16rem" />
      ) : (
        <>
          <Card title={t('inUse')} subtitle={t('count', { count: inUse.length })}>
            {inUse.length === 0 ? (
              <EmptyState title={t('empty')} description={t('emptyDescription')} />
            ) : (
              <Box as="ul" className={plainList}>
                {inUse.map(row)}
              </Box>
            )}
          </Card>
          {retired.length > 0 && (
            <Card title={t('retiredTitle')} subtitle={t('retiredDescription')}>
              <Box as="ul" className={plainList}>
                {retired.map(row)}
              </Box>
            </Card>
          )}
        </>
      )}
      {retiring && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRetiring(undefined)}
          title={t('retireTitle', { name: retiring.name })}
          confirmLabel={t('retire')}
          cancelLabel={t('cancel')}
          variant="destructive"
          onConfirm={async () => {
            await setRetired(retiring, true);
            setRetiring(undefined);
          }}
        >
          {t('retireDescription')}
        </AlertDialog>
      )}
    </Box>
  );
}
