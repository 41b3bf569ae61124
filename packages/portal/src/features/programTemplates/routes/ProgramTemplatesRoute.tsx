import type { ProgramTemplate } from '@rehab/contract';
import { AlertDialog, Box, Button, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TemplateDetail, TemplateList, TemplateRow } from '../../../lib/TemplateList';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { updateProgramTemplate, useProgramTemplateList } from '../api/programTemplateCalls';
import { bodyOf, draftOf } from '../components/templateDraft';
import { templateLink } from '../programTemplates.css';

export const templatePath = (organizationId: string, templateId = 'new') => `/program-templates/${templateId}?organization=${organizationId}`;

/**
 * /program-templates: the organization's program templates (protocols), in use and retired. A physio makes one from
 * the library, changes it, retires it (asked first) or takes it into use again; it is applied on a patient's program tab.
 */
export function Component() {
  const { t, i18n } = useTranslation(['programTemplates', 'program']);
  const navigate = useNavigate();
  const { organization, organizations } = useOrganizationInAddress();
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
      <TemplateRow
        key={template.id}
        actions={
          template.retiredAt ? (
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
          )
        }
      >
        {organization && !template.retiredAt ? (
          <Link href={templatePath(organization.id, template.id)} className={templateLink}>
            {template.name}
          </Link>
        ) : (
          <Box as="h3" fontSize="h5" fontWeight="bold">
            {template.name}
          </Box>
        )}
        <TemplateDetail>{t('summary', { count: template.weeks, lines: template.lines.length, exercises })}</TemplateDetail>
        <TemplateDetail>
          {template.lines
            .map((line) => `${t(`weekdays.${line.day}`, { ns: 'program' })} · ${t(`exerciseTypes.${line.type}`, { ns: 'program' })}: ${line.exercises.map((each) => nameOf(each.name)).join(', ') || t('noExercises')}`)
            .join(' — ')}
        </TemplateDetail>
      </TemplateRow>
    );
  };

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <TemplateList
        namespace="programTemplates"
        organization={organization}
        organizations={organizations}
        templates={templates}
        isRetired={(template) => Boolean(template.retiredAt)}
        row={row}
        onCreate={() => organization && void navigate(templatePath(organization.id))}
      />
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
