import { Box } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import { FormTextArea, FormTextField, type FormControl } from '@rehab/web/formFields';
import { PhotoField } from './PhotoField';

/** What a form about a physio holds on the person, whether it is one's own profile or a colleague's. */
export type PhysioDetailsValues = {
  photo: string | File | null;
  firstName: string;
  lastName: string;
  email: string;
  aboutMe: string;
  experience: string;
  bankId: string;
};

type PhysioDetailsFieldsProps<Values extends PhysioDetailsValues> = {
  control: FormControl<Values>;
  /** Whose photo it is: the avatar's initials while there is none. */
  personName: string;
  /**
   * Someone else's details, with hints on the address their invitation goes to and on the personal
   * number; the browser then fills in nothing of the user's own.
   */
  colleague?: { emailHint: string; bankIdHint: string };
};

/** Photo, name, email, about me, experience and personal number of a physio. */
export function PhysioDetailsFields<Values extends PhysioDetailsValues>({
  control,
  personName,
  colleague,
}: PhysioDetailsFieldsProps<Values>) {
  const { t } = useTranslation('common');
  // Every form this serves has these fields; TypeScript cannot see that through the generic form type.
  const field = (name: keyof PhysioDetailsValues) => ({ control, name: name as FieldPath<Values>, label: t(`fields.${name}`) });
  const autoComplete = (own: string) => (colleague ? 'off' : own);
  return (
    <>
      <PhotoField {...field('photo')} personName={personName} />
      <Box display="grid" gap="lg">
        <FormTextField {...field('firstName')} autoComplete={autoComplete('given-name')} isRequired />
        <FormTextField {...field('lastName')} autoComplete={autoComplete('family-name')} isRequired />
        <FormTextField
          {...field('email')}
          type="email"
          autoComplete={autoComplete('email')}
          description={colleague?.emailHint}
          isRequired
        />
        <FormTextArea {...field('aboutMe')} />
        <FormTextArea {...field('experience')} rows={2} />
        <FormTextField {...field('bankId')} autoComplete="off" description={colleague?.bankIdHint} />
      </Box>
    </>
  );
}
