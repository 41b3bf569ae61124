import { Box, Button, DownloadIcon, Select, SelectItem, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFields, type Period } from '../../../../lib/PeriodFields';
import { periodBar } from '../statistics.css';
import { periodChoices, type PeriodChoice } from '../statisticPeriod';

type StatisticPeriodBarProps = {
  choice: PeriodChoice;
  onChoiceChange: (choice: PeriodChoice) => void;
  custom: Period;
  onCustomChange: (period: Period) => void;
  /** Saves the chosen period as a file; its failure is told in a toast. */
  onDownload: () => Promise<void>;
};

/** Which period the statistics cover, the dates of a custom one, and the period's download. */
export function StatisticPeriodBar({ choice, onChoiceChange, custom, onCustomChange, onDownload }: StatisticPeriodBarProps) {
  const { t } = useTranslation('statistics');
  const [downloading, setDownloading] = useState(false);
  const customInvalid = choice === 'custom' && custom.from.compare(custom.to) > 0;

  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } catch (failure) {
      showToast({ tone: 'error', title: t('period.downloadError'), description: errorText(t, failure) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap" className={periodBar} data-statistic-period>
      <Select
        label={t('period.label')}
        selectedKey={choice}
        onSelectionChange={(key) => onChoiceChange(key as PeriodChoice)}
        items={periodChoices.map((id) => ({ id }))}
      >
        {(item) => <SelectItem id={item.id}>{t(`period.${item.id}`)}</SelectItem>}
      </Select>
      {choice === 'custom' ? <PeriodFields period={custom} onChange={onCustomChange} /> : null}
      <Button
        variant="outlined"
        icon={<DownloadIcon />}
        isDisabled={customInvalid}
        isLoading={downloading}
        loadingLabel={t('period.downloading')}
        onPress={() => void download()}
      >
        {t('period.download')}
      </Button>
    </Box>
  );
}
