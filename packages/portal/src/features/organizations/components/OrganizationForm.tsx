import { zodResolver } from '@hookform/resolvers/zod';
import { organizationCreateBody, type Organization, type OrganizationCreateBody } from '@rehab/contract';
import { Box, NumberField } from '@rehab/ui';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@rehab/web/formFields';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormFooter } from '../../../lib/FormFooter';

export type OrganizationFormValues = OrganizationCreateBody;

const fields = ['title', 'hash', 'contactEmail', 'contactName', 'code', 'licenses'] as const;
type TextFieldName = Exclude<(typeof fields)[number], 'licenses'>;

const empty: OrganizationFormValues = { title: '', hash: '', contactEmail: '', contactName: '', code: '', licenses: 0 };

export function organizationFormValues(organization?: Organization): OrganizationFormValues {
  if (!organization) return empty;
  const { title, hash, contactEmail, contactName, code, licenses } = organization;
  return { title, hash, contactEmail, contactName, code, licenses };
}

/** Only the fields that differ from where the form started. */
export function organizationChanges(
  before: OrganizationFormValues,
  after: OrganizationFormValues,
): Partial<OrganizationFormValues> {
  return Object.fromEntries(fields.filter((name) => after[name] !== before[name]).map((name) => [name, after[name]]));
}

type OrganizationFormProps = {
  initial: OrganizationFormValues;
  submitLabel: string;
  onSubmit: (values: OrganizationFormValues) => Promise<void>;
  onCancel: () => void;
};

/** Title, organization number, contact, company code and licenses, checked with the contract's rules. */
export function OrganizationForm({ initial, submitLabel, onSubmit, onCancel }: OrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const { control, handleSubmit, setError, formState } = useForm<OrganizationFormValues, unknown, OrganizationFormValues>({
    resolver: zodResolver(organizationCreateBody),
    defaultValues: initial,
  });

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async (values) => {
    await onSubmit(values);
  });

  const textField = (name: TextFieldName, options: { type?: 'email'; autoComplete: string; description?: string }) => (
    <FormTextField control={control} name={name} label={t(`fields.${name}`)} isRequired {...options} />
  );

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="xl">
        <Box display="grid" gap="lg">
          {textField('title', { autoComplete: 'organization' })}
          {textField('hash', { autoComplete: 'off', description: t('hashHint') })}
          {textField('contactName', { autoComplete: 'name' })}
          {textField('contactEmail', { type: 'email', autoComplete: 'email' })}
          {textField('code', { autoComplete: 'off', description: t('codeHint') })}
          <Controller
            control={control}
            name="licenses"
            render={({ field: { value, onChange, ...field }, fieldState }) => (
              <NumberField
                {...field}
                value={value}
                onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
                minValue={0}
                label={t('fields.licenses')}
                isRequired
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </Box>
        <FormFooter formError={formError} submitLabel={submitLabel} isSubmitting={formState.isSubmitting} onCancel={onCancel} />
      </Box>
    </form>
  );
}
