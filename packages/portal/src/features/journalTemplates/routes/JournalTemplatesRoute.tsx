import type { NoteTemplate } from '@rehab/contract';
import { Badge, Box, Button, Card, EmptyState, PlusIcon, Select, SelectItem, Skeleton, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../lib/LoadError';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { plainList } from '../../../lib/views.css';
import { updateNoteTemplate, useNoteTemplates } from '../api/noteTemplateCalls';
import { TemplateFormDialog } from '../components/TemplateFormDialog';
import { shownText, templateBodyOf, formValuesOf } from '../components/templateForm';
import { mutedText, organizationField, templateRow, templateText } from '../journalTemplates.css';

/** /journal-templates: the organization's journal templates, in use and retired; its physios and admins keep them. */
export function Component() {
  const { t, i18n } = useTranslation('journalTemplates');
  const { organization, organizations } = useOrganizationInAddress();
  const [, setParams] = useSearchParams();
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
      <li key={template.id} className={templateRow}>
        <div className={templateText}>
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
            <Box as="h3" fontSize="h5" fontWeight="bold">
              {text.title}
            </Box>
            {template.repeatable && <Badge tone="neutral">{t('repeatable')}</Badge>}
          </Box>
          <p className={mutedText}>{text.sections.map((section) => section.heading).join(' · ')}</p>
        </div>
        <Box display="flex" flexWrap="wrap" gap="sm">
          {!template.retired && (
            <Button variant="outlined" aria-label={t('editOf', { name: text.title })} onPress={() => setEditing(template)}>
              {t('edit')}
            </Button>
          )}
          <Button variant="text" aria-label={t(template.retired ? 'restoreOf' : 'retireOf', { name: text.title })} onPress={() => void setRetired(template, !template.retired)}>
            {t(template.retired ? 'restore' : 'retire')}
          </Button>
        </Box>
      </li>
    );
  };

  const inUse = templates.data?.filter((template) => !template.retired) ?? [];
  const retired = templates.data?.filter((template) => template.retired) ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h2" fontSize="h3" fontWeight="bold">
            {t('title')}
          </Box>
          {organization && <p className={mutedText}>{t('intro', { organization: organization.title })}</p>}
        </Box>
        <Button icon={<PlusIcon />} isDisabled={!organization} onPress={() => setEditing('new')}>
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
