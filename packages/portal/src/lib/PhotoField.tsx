import { Avatar, Box, FileDropZone } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from '@rehab/web/formFields';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from './PersonAvatar';

/** What the server takes as a photo (it checks the bytes too). */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxPhotoBytes = 5 * 1024 * 1024;

type PhotoFieldProps<Values extends FieldValues> = {
  control: FormControl<Values>;
  /** The form's photo field: the current photo's address, a newly chosen file, or null. */
  name: FieldPath<Values>;
  /** The field's name as the form shows it. */
  label: string;
  /** Whose photo it is: the avatar's initials while there is none. */
  personName: string;
};

/** The current photo, or a preview of the newly chosen one, beside the picker; bound to a form's photo field. */
export function PhotoField<Values extends FieldValues>({ control, name, label, personName }: PhotoFieldProps<Values>) {
  const { t } = useTranslation('common');
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  // A file the picker refused is the picker's own news; the form's error is the server's word on the photo.
  const [rejected, setRejected] = useState(false);
  // The chosen file is shown from an object URL, released when another is chosen or the field leaves.
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as string | File | null;
        const shown = value instanceof File ? (preview?.file === value ? preview.url : null) : value;
        return (
          <Box display="flex" alignItems="center" gap="xl" flexWrap="wrap">
            {value instanceof File ? (
              <Avatar name={personName} src={shown} size="large" isDecorative />
            ) : (
              <PersonAvatar name={personName} src={value} size="large" isDecorative />
            )}
            <FileDropZone
              label={label}
              dropLabel={t('photoPicker.drop')}
              buttonLabel={t('photoPicker.choose')}
              hint={t('photoPicker.hint')}
              acceptedFileTypes={photoTypes}
              maxFileSize={maxPhotoBytes}
              onSelect={([file]) => {
                if (!file) return;
                setRejected(false);
                setPreview({ file, url: URL.createObjectURL(file) });
                field.onChange(file);
              }}
              onReject={() => setRejected(true)}
              errorMessage={rejected ? t('photoPicker.rejected') : fieldState.error?.message}
            />
          </Box>
        );
      }}
    />
  );
}
