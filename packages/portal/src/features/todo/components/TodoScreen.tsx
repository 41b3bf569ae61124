import type { TodoItem } from '@rehab/contract';
import { Box, Button, EmptyState, Skeleton } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useTodo } from '../api/useTodo';
import { TodoFilters } from './TodoFilters';
import { TodoViews } from './TodoViews';
import { useTodoFilters } from './useTodoFilters';
import { LoadError } from '../../../lib/LoadError';

/** The frame of both to-do views: the day's heading, the views, the filters and the loading, failed and empty states. */
export function TodoScreen({ children }: { children: (items: TodoItem[]) => ReactNode }) {
  const { t, i18n } = useTranslation('todo');
  const filters = useTodoFilters();
  const todo = useTodo(filters.date, filters.type);
  // `items` is a list even before the first page arrives; whether the day has loaded is `data`.
  const { items, data, error, isValidating } = todo;
  const day = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(fromIsoDate(filters.date));

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <TodoViews search={filters.search} />
      <Box as="h2" fontSize="h3" fontWeight="bold" aria-live="polite">
        {day}
      </Box>
      <TodoFilters filters={filters} />
      <section aria-label={t('tasks')} aria-busy={isValidating || undefined}>
        {error && !data ? (
          <LoadError title={t('failed')} of={todo} />
        ) : !data ? (
          <Box display="flex" flexDirection="column" gap="sm">
            <Skeleton variant="text" lines={4} />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <Box display="flex" flexDirection="column" gap="md">
            <Box as="p" color="mediumGrey" role="status">
              {t('shown', { count: todo.total ?? items.length, shown: items.length })}
            </Box>
            {children(items)}
            {todo.hasMore && (
              <Box>
                <Button variant="outlined" isLoading={todo.isLoadingMore} onPress={todo.loadMore}>
                  {t('showMore')}
                </Button>
              </Box>
            )}
          </Box>
        )}
      </section>
    </Box>
  );
}
