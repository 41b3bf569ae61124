import { zodResolver } from '@hookform/resolvers/zod';
import { attentionThresholds, type AttentionThresholds } from '@rehab/contract';
import { Box, Button, Card, NumberField, Skeleton, showToast } from '@rehab/ui';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../lib/LoadError';
import { thresholdFields } from '../organizations.css';
import { saveAttentionThresholds, useAttentionThresholds } from '../api/attentionThresholds';

/** Each threshold's bounds, as the contract has them; adherence is a percent. */
const bounds = {
  pain: { min: 1, max: 10 },
  painRise: { min: 1, max: 10 },
  inactiveDays: { min: 1, max: 30 },
  adherence: { min: 0, max: 100 },
} as const satisfies Record<keyof AttentionThresholds, { min: number; max: number }>;
const fields = Object.keys(bounds) as (keyof AttentionThresholds)[];

/** The organization admin's thresholds for when a patient needs their physio's attention (docs/rules/attention.md). */
export function OrganizationAttentionThresholds({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const thresholds = useAttentionThresholds(organizationId);
  return (
    <Card title={t('attention.title')} headingLevel={3}>
      <Box display="flex" flexDirection="column" gap="lg">
        <Box as="p" margin="none" color="mediumGrey">
          {t('attention.explanation')}
        </Box>
        {thresholds.error && !thresholds.data ? (
          <LoadError title={t('attention.loadFailed')} of={thresholds} />
        ) : !thresholds.data ? (
          <Skeleton variant="rectangle" height="12rem" />
        ) : (
          <ThresholdsForm
            initial={thresholds.data}
            onSave={async (values) => {
              await thresholds.mutate(await saveAttentionThresholds(organizationId, values), { revalidate: false });
              showToast({ tone: 'success', title: t('attention.saved') });
            }}
          />
        )}
      </Box>
    </Card>
  );
}

function ThresholdsForm({ initial, onSave }: { initial: AttentionThresholds; onSave: (values: AttentionThresholds) => Promise<void> }) {
  const { t } = useTranslation(['organizations', 'common']);
  const { control, handleSubmit, setError, formState } = useForm<AttentionThresholds, unknown, AttentionThresholds>({
    resolver: zodResolver(attentionThresholds),
    defaultValues: initial,
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, onSave);

  return (
    <form noValidate onSubmit={submit} aria-label={t('attention.title')}>
      <Box display="flex" flexDirection="column" gap="lg">
        <div className={thresholdFields}>
          {fields.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { value, onChange, ...field }, fieldState }) => (
                <NumberField
                  {...field}
                  value={value}
                  onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
                  minValue={bounds[name].min}
                  maxValue={bounds[name].max}
                  step={1}
                  label={t(`attention.fields.${name}.label`)}
                  description={t(`attention.fields.${name}.description`)}
                  isRequired
                  errorMessage={fieldState.error ? t('attention.outOfRange', bounds[name]) : undefined}
                />
              )}
            />
          ))}
        </div>
        <Box role="alert" color="errorText">
          {formError}
        </Box>
        <Box>
          <Button type="submit" variant="contained" isLoading={formState.isSubmitting} loadingLabel={t('saving', { ns: 'common' })}>
            {t('attention.save')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}
