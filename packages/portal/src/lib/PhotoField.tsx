import { Avatar, Box, FileDropZone } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server takes as a photo (it checks the bytes too). */
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxPhotoBytes = 5 * 1024 * 1024;

type PhotoFieldProps = {
  name: string;
  value: string | File | null;
  onChange: (photo: File) => void;
  onReject: () => void;
  /** The field's name as the form shows it. */
  label: string;
  errorMessage?: string;
};

/** The current photo, or a preview of the newly chosen one, beside the picker. */
export function PhotoField({ name, label, value, onChange, onReject, errorMessage }: PhotoFieldProps) {
  const { t } = useTranslation('common');
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  // The chosen file is shown from an object URL, released when another is chosen or the field leaves.
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);
  const choose = (file: File) => {
    setPreview({ file, url: URL.createObjectURL(file) });
    onChange(file);
  };
  const shown = value instanceof File ? (preview?.file === value ? preview.url : null) : value;
  return (
    <Box display="flex" alignItems="center" gap="xl" flexWrap="wrap">
      <Avatar name={name} src={shown} size="large" isDecorative />
      <FileDropZone
        label={label}
        dropLabel={t('photoPicker.drop')}
        buttonLabel={t('photoPicker.choose')}
        hint={t('photoPicker.hint')}
        acceptedFileTypes={photoTypes}
        maxFileSize={maxPhotoBytes}
        onSelect={([file]) => file && choose(file)}
        onReject={onReject}
        errorMessage={errorMessage}
      />
    </Box>
  );
}
