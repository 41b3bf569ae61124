import { Box, Button, Card, EmptyState, PlusIcon, Select, SelectItem, Skeleton } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError, type Loadable } from './LoadError';
import { mutedText, organizationField, templateRow, templateText } from './TemplateList.css';
import { plainList } from './views.css';

type Organization = { id: string; title: string };

type TemplateListProps<Template extends { id: string }> = {
  /**
   * The feature's namespace, which holds the list's texts: title, intro, create, organization, loadError, inUse,
   * count, empty, emptyDescription, retiredTitle and retiredDescription.
   */
  namespace: string;
  /** The organization whose templates are shown; the others the user works for are offered beside it. */
  organization: Organization | undefined;
  organizations: Organization[];
  templates: Loadable & { data?: Template[] };
  isRetired: (template: Template) => boolean;
  /** One template's row, a `TemplateRow`. */
  row: (template: Template) => ReactNode;
  onCreate: () => void;
};

/**
 * An organization's templates (journal or program), in use and then retired: a heading with a create button, a choice
 * of organization for those who work for more than one, and the two lists.
 */
export function TemplateList<Template extends { id: string }>({
  namespace,
  organization,
  organizations,
  templates,
  isRetired,
  row,
  onCreate,
}: TemplateListProps<Template>) {
  const { t } = useTranslation(namespace);
  const [, setParams] = useSearchParams();
  const inUse = templates.data?.filter((template) => !isRetired(template)) ?? [];
  const retired = templates.data?.filter(isRetired) ?? [];
  return (
    <>
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h2" fontSize="h3" fontWeight="bold">
            {t('title')}
          </Box>
          {organization && <p className={mutedText}>{t('intro', { organization: organization.title })}</p>}
        </Box>
        <Button icon={<PlusIcon />} isDisabled={!organization} onPress={onCreate}>
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
    </>
  );
}

type TemplateRowProps = {
  /** The template's name and what it holds, each line of the latter a `TemplateDetail`. */
  children: ReactNode;
  actions: ReactNode;
};

/** One template of a `TemplateList`: what it is beside what can be done with it. */
export function TemplateRow({ children, actions }: TemplateRowProps) {
  return (
    <li className={templateRow}>
      <div className={templateText}>{children}</div>
      <Box display="flex" flexWrap="wrap" gap="sm">
        {actions}
      </Box>
    </li>
  );
}

/** A line of small grey text about a template. */
export function TemplateDetail({ children }: { children: ReactNode }) {
  return <p className={mutedText}>{children}</p>;
}
