import { parseDate } from '@internationalized/date';
import { Box, Button, DatePicker, Select, SelectItem } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { addDays } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { filterField } from '../../../lib/views.css';
import { isTodoType, todoTypes } from '../todoTypes';
import type { useTodoFilters } from './useTodoFilters';

const allTypes = 'all';

/** Type and day of the to-do, with steps to the day before and after. */
export function TodoFilters({ filters }: { filters: ReturnType<typeof useTodoFilters> }) {
  const { t, i18n } = useTranslation('todo');
  const options = [{ id: allTypes }, ...todoTypes.map((type) => ({ id: type }))];
  return (
    <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="md">
      <div className={filterField}>
        <Select
          label={t('filters.type')}
          items={options}
          selectedKey={filters.type ?? allTypes}
          onSelectionChange={(key) => filters.setType(isTodoType(String(key)) ? (key as typeof filters.type) : undefined)}
        >
          {(option) => (
            <SelectItem id={option.id}>{option.id === allTypes ? t('filters.allTypes') : t(`types.${option.id}`)}</SelectItem>
          )}
        </Select>
      </div>
      <div className={filterField}>
        <DatePicker
          label={t('filters.date')}
          locale={dateLocale(i18n.language)}
          value={parseDate(filters.date)}
          onChange={(date) => date && filters.setDate(date.toString())}
        />
      </div>
      <Box role="group" aria-label={t('filters.days')} display="flex" gap="sm">
        <Button variant="text" onPress={() => filters.setDate(addDays(filters.date, -1))}>
          {t('filters.previousDay')}
        </Button>
        <Button variant="text" isDisabled={filters.date === filters.today} onPress={() => filters.setDate(filters.today)}>
          {t('filters.today')}
        </Button>
        <Button variant="text" onPress={() => filters.setDate(addDays(filters.date, 1))}>
          {t('filters.nextDay')}
        </Button>
      </Box>
    </Box>
  );
}
