import { bodyRegions, libraryKinds, type BodyRegion, type LibraryKind } from '@rehab/contract';
import { Box, Button, EmptyState, ExerciseMediaGrid, PlusIcon, Select, SelectItem, Skeleton } from '@rehab/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListSearchField } from '../../../lib/ListSearchField';
import { LoadError } from '../../../lib/LoadError';
import { searchFromParams } from '../../../lib/useSearchParam';
import { useLibrary, type LibraryFilters } from '../api/libraryCalls';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { ExerciseFormDialog } from '../components/ExerciseFormDialog';
import { LibraryCard } from '../components/LibraryCard';
import { exercisePath } from '../components/exerciseTexts';
import { filterField, mutedText, searchFilter } from '../library.css';

const allKey = 'all';

function filtersFromParams(params: URLSearchParams): LibraryFilters {
  const kind = params.get('kind');
  const region = params.get('region');
  return {
    search: searchFromParams(params),
    kind: libraryKinds.includes(kind as LibraryKind) ? (kind as LibraryKind) : undefined,
    region: bodyRegions.includes(region as BodyRegion) ? (region as BodyRegion) : undefined,
    tag: params.get('tag')?.slice(0, 40) ?? '',
  };
}

/** /library: the exercise library (Övningsbank) of the organization, searched and filtered on the server, kept in the address. */
export function Component() {
  const { t } = useTranslation('library');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { organization, organizations } = useOrganizationInAddress();
  const library = useLibrary(organization?.id, filters);
  const [isCreating, setCreating] = useState(false);

  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((search: string) => setParam('search', search), [setParam]);
  const onTag = useCallback((tag: string) => setParam('tag', tag), [setParam]);

  const kindOptions = useMemo(() => [{ id: allKey, name: t('filters.allKinds') }, ...libraryKinds.map((kind) => ({ id: kind, name: t(`kinds.${kind}`) }))], [t]);
  const regionOptions = useMemo(
    () => [{ id: allKey, name: t('filters.allRegions') }, ...bodyRegions.map((region) => ({ id: region, name: t(`regions.${region}`) }))],
    [t],
  );
  const isFiltered = Boolean(filters.search || filters.kind || filters.region || filters.tag);

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box as="h2" fontSize="h3" fontWeight="bold">
          {t('title')}
        </Box>
        <Button icon={<PlusIcon />} isDisabled={!organization} onPress={() => setCreating(true)}>
          {t('create')}
        </Button>
      </Box>
      <Box role="search" aria-label={t('filters.label')} display="flex" flexWrap="wrap" gap="md" alignItems="flex-end">
        <div className={searchFilter}>
          <ListSearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} clearLabel={t('filters.clearSearch')} search={filters.search} onSearch={onSearch} />
        </div>
        <div className={filterField}>
          <Select label={t('filters.kind')} items={kindOptions} selectedKey={filters.kind ?? allKey} onSelectionChange={(key) => setParam('kind', key === allKey ? undefined : String(key))}>
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
        <div className={filterField}>
          <Select label={t('filters.region')} items={regionOptions} selectedKey={filters.region ?? allKey} onSelectionChange={(key) => setParam('region', key === allKey ? undefined : String(key))}>
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        </div>
        <div className={filterField}>
          <ListSearchField label={t('filters.tag')} placeholder={t('filters.tagPlaceholder')} clearLabel={t('filters.clearTag')} search={filters.tag ?? ''} onSearch={onTag} />
        </div>
        {organizations.length > 1 && organization && (
          <div className={filterField}>
            <Select
              label={t('filters.organization')}
              items={organizations.map(({ id, title }) => ({ id, name: title }))}
              selectedKey={organization.id}
              onSelectionChange={(key) => setParam('organization', String(key))}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
          </div>
        )}
      </Box>
      <p className={mutedText} role="status">
        {library.total === undefined ? '' : t('count', { count: library.total })}
      </p>
      {library.error && !library.data ? (
        <LoadError headingLevel={3} title={t('loadError')} of={[library]} onRetry={() => void library.mutate()} />
      ) : !library.data ? (
        <Box display="flex" flexDirection="column" gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="16rem" />
        </Box>
      ) : library.items.length === 0 ? (
        <EmptyState title={isFiltered ? t('empty') : t('noExercises')} />
      ) : (
        <>
          <ExerciseMediaGrid aria-label={t('listLabel')}>
            {library.items.map((exercise) => (
              <li key={exercise.id}>{organization && <LibraryCard exercise={exercise} organizationId={organization.id} />}</li>
            ))}
          </ExerciseMediaGrid>
          {library.hasMore && (
            <Box display="flex" justifyContent="center">
              <Button variant="outlined" onPress={library.loadMore} isLoading={library.isLoadingMore} loadingLabel={t('loadingMore')}>
                {t('loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
      {isCreating && organization && (
        <ExerciseFormDialog
          organizationId={organization.id}
          onClose={() => setCreating(false)}
          onSaved={async (saved) => {
            setCreating(false);
            await library.mutate();
            navigate(exercisePath(saved.id, organization.id));
          }}
        />
      )}
    </Box>
  );
}
