import { libraryPage, type LibraryKind, type LineExercise } from '@rehab/contract';
import { ExercisePicker } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dosageText } from './dosage';
import { usePages } from './pages';
import { useDebouncedValue } from './useDebouncedValue';
import { useSessionFiles } from './useSessionFiles';

const pickerPageSize = 20;

/** The library's exercises of one kind, searched by name, a page at a time, for the picker. */
function usePickerExercises(organizationId: string | undefined, kind: LibraryKind, search: string, isOpen: boolean) {
  return usePages((cursor) => {
    if (!organizationId || !isOpen) return '';
    const query = new URLSearchParams({ kind, limit: String(pickerPageSize) });
    if (search.trim()) query.set('search', search.trim());
    if (cursor) query.set('cursor', cursor);
    return `/organizations/${organizationId}/library?${query.toString()}`;
  }, libraryPage);
}

type PickedExercise = { id: string; name: { sv: string; en: string }; dosage: LineExercise['dosage'] };

/** The library's exercises of one kind, searched on the server, to put on a program line or a template's; one already there is not offered again. */
export function LibraryExercisePicker({ organizationId, kind, held, onClose, onPick }: { organizationId: string | undefined; kind: LibraryKind; held: ReadonlySet<string>; onClose: () => void; onPick: (exercise: PickedExercise) => void }) {
  const { t, i18n } = useTranslation(['program', 'library']);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const found = usePickerExercises(organizationId, kind, debounced, true);
  const offered = found.items.filter((exercise) => !held.has(exercise.id));
  const status = found.error ? errorText(t, found.error) : found.total === undefined ? t('picker.loading') : t('picker.count', { count: found.total });
  return (
    <PickerItems
      onClose={onClose}
      search={search}
      onSearchChange={setSearch}
      status={status}
      items={offered.map((exercise) => ({
        id: exercise.id,
        kind: exercise.kind,
        name: i18n.language.startsWith('en') && exercise.name.en ? exercise.name.en : exercise.name.sv,
        details: [t('picker.level', { level: exercise.level }), dosageText(t, exercise.dosage)].filter(Boolean).join(' · '),
        pictureUrl: exercise.media.find((medium) => medium.kind === 'picture')?.urls.card ?? null,
      }))}
      onPick={(id) => {
        const picked = offered.find((exercise) => exercise.id === id);
        if (picked) onPick(picked);
      }}
      hasMore={found.hasMore}
      onLoadMore={found.loadMore}
      isLoadingMore={found.isLoadingMore}
    />
  );
}

type PickerItemsProps = {
  onClose: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  status: string;
  items: { id: string; kind: LibraryKind; name: string; details: string; pictureUrl: string | null }[];
  onPick: (id: string) => void;
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore: boolean;
};

/** The picker's rows with their pictures fetched with the session, each by its own row. */
function PickerItems({ items, ...props }: PickerItemsProps) {
  const { t } = useTranslation(['program', 'library']);
  const pictures = useSessionFiles(items.map((item) => item.pictureUrl));
  return (
    <ExercisePicker
      isOpen
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
      title={t('picker.title')}
      closeLabel={t('close', { ns: 'common' })}
      searchLabel={t('picker.search')}
      searchPlaceholder={t('picker.searchPlaceholder')}
      clearSearchLabel={t('picker.clearSearch')}
      search={props.search}
      onSearchChange={props.onSearchChange}
      listLabel={t('picker.listLabel')}
      items={items.map((item, index) => ({ ...item, pictureUrl: pictures[index] ?? null }))}
      onPick={props.onPick}
      status={props.status}
      emptyText={t('picker.empty')}
      hasMore={props.hasMore}
      onLoadMore={props.onLoadMore}
      loadMoreLabel={t('picker.loadMore')}
      isLoadingMore={props.isLoadingMore}
    />
  );
}
