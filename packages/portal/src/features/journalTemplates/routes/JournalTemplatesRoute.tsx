import type { NoteTemplate } from '@rehab/contract';
import { Badge, Box, Button, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateDetail, TemplateList, TemplateRow } from '../../../lib/TemplateList';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { updateNoteTemplate, useNoteTemplates } from '../api/noteTemplateCalls';
import { TemplateFormDialog } from '../components/TemplateFormDialog';
import { shownText, templateBodyOf, formValuesOf } from '../components/templateForm';

/** /journal-templates: the organization's journal templates, in use and retired; its physios and admins keep them. */
export function Component() {
  const { t, i18n } = useTranslation('journalTemplates');
  const { organization, organizations } = useOrganizationInAddress();
  const templates = useNoteTemplates(organization?.id);
  const [editing, setEditing] = useState<NoteTemplate | 'new' | null>(null);

  // Retiring keeps the template for the notes written from it; it is only no longer offered.
  const setRetired = async (template: NoteTemplate, retired: boolean) => {
    if (!organization) return;
    const checked = templateBodyOf(formValuesOf(template), retired, 'sv');
    if ('errors' in checked) return;
    const name = shownText(template, i18n.language).title;
    try {
      await updateNoteTemplate(organization.id, template.id, checked.body);
      showToast({ tone: 'success', title: t(retired ? 'retired' : 'restored', { name }) });
      await templates.mutate();
    } catch (failure) {
      showToast({ tone: 'error', title: t('saveFailed', { name }), description: errorText(t, failure) });
    }
  };

  const row = (template: NoteTemplate) => {
    const text = shownText(template, i18n.language);
    return (
      <TemplateRow
        key={template.id}
        actions={
          <>
            {!template.retired && (
              <Button variant="outlined" aria-label={t('editOf', { name: text.title })} onPress={() => setEditing(template)}>
                {t('edit')}
              </Button>
            )}
            <Button variant="text" aria-label={t(template.retired ? 'restoreOf' : 'retireOf', { name: text.title })} onPress={() => void setRetired(template, !template.retired)}>
              {t(template.retired ? 'restore' : 'retire')}
            </Button>
          </>
        }
      >
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
          <Box as="h3" fontSize="h5" fontWeight="bold">
            {text.title}
          </Box>
          {template.repeatable && <Badge tone="neutral">{t('repeatable')}</Badge>}
        </Box>
        <TemplateDetail>{text.sections.map((section) => section.heading).join(' · ')}</TemplateDetail>
      </TemplateRow>
    );
  };

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <TemplateList
        namespace="journalTemplates"
        organization={organization}
        organizations={organizations}
        templates={templates}
        isRetired={(template) => template.retired}
        row={row}
        onCreate={() => setEditing('new')}
      />
      {editing && organization && (
        <TemplateFormDialog
          organizationId={organization.id}
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await templates.mutate();
          }}
        />
      )}
    </Box>
  );
}
