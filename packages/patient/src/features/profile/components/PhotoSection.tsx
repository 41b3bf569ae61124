import type { PatientProfile } from '@rehab/contract';
import { Avatar, Box, Button, UploadIcon } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '@rehab/web/ApiError';
import { errorText } from '@rehab/web/serverErrors';
import { useSessionFile } from '../../../lib/useSessionFile';
import { profileKey, removePhoto, uploadPhoto } from '../api/profileCalls';
import * as styles from '../profile.css';
import { ConfirmedRemoval } from './ConfirmedRemoval';
import { isAcceptedPhoto, photoTypes } from './photoRules';

type Chosen = { file: File; url: string };

/**
 * The patient's photo: a picture they choose is shown first, then saved, or removed again before it is;
 * a saved one can be removed after a question.
 */
export function PhotoSection({ profile }: { profile: PatientProfile }) {
  const { t } = useTranslation('patientProfile');
  const { mutate } = useSWRConfig();
  const saved = useSessionFile(profile.imageUrl ?? undefined);
  const [chosen, setChosen] = useState<Chosen>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [isSaving, setSaving] = useState(false);
  // Saving or removing a picture replaces the pressed button with the picker, which then takes its focus.
  const [pickerTakesFocus, setPickerTakesFocus] = useState(false);
  // The chosen picture is shown from an object URL, released when another is chosen or it is removed.
  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.url), [chosen]);

  const name = `${profile.firstName} ${profile.lastName}`;
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isAcceptedPhoto(file)) {
      setMessage({ tone: 'error', text: t('photoPicker.rejected', { ns: 'common' }) });
      return;
    }
    setMessage(undefined);
    setChosen({ file, url: URL.createObjectURL(file) });
  };
  const save = async (file: File) => {
    setSaving(true);
    setMessage(undefined);
    try {
      await mutate(profileKey, await uploadPhoto(file), { revalidate: false });
      setChosen(undefined);
      setPickerTakesFocus(true);
      setMessage({ tone: 'success', text: t('photo.saved') });
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      setMessage({ tone: 'error', text: refused ? t('validation.invalidField.photo', { ns: 'common' }) : errorText(t, error) });
    } finally {
      setSaving(false);
    }
  };

  const removed = (withoutPhoto: PatientProfile) => {
    setPickerTakesFocus(true);
    setMessage({ tone: 'success', text: t('photo.removed') });
    void mutate(profileKey, withoutPhoto, { revalidate: false });
  };

  return (
    <section className={styles.section} aria-labelledby="photo-heading">
      <h2 id="photo-heading" className={styles.sectionHeading}>
        {t('photo.heading')}
      </h2>
      <div className={styles.photoRow}>
        <Avatar name={chosen ? t('photo.chosen') : name} src={chosen?.url ?? saved.url ?? null} size="large" />
        <Box as="p" color="mediumGrey">
          {chosen ? t('photo.chosenHint') : t('photoPicker.hint', { ns: 'common' })}
        </Box>
      </div>
      {/* Both messages in one place, taking no room while empty. */}
      <div>
        <Box role="alert" color="errorText">
          {message?.tone === 'error' ? message.text : null}
        </Box>
        <Box role="status" color="primaryText" fontWeight="medium">
          {message?.tone === 'success' ? message.text : null}
        </Box>
      </div>
      <div className={styles.actions}>
        {chosen ? (
          <>
            <Button
              variant="contained"
              isLoading={isSaving}
              loadingLabel={t('saving', { ns: 'common' })}
              onPress={() => void save(chosen.file)}
            >
              {t('photo.save')}
            </Button>
            <Button
              variant="outlined"
              isDisabled={isSaving}
              onPress={() => {
                setChosen(undefined);
                setPickerTakesFocus(true);
              }}
            >
              {t('photo.remove')}
            </Button>
          </>
        ) : (
          <>
            {/* A new key when the saved photo goes, so the picker mounts again and can take the focus. */}
            <FileTrigger key={profile.imageUrl ?? 'none'} acceptedFileTypes={photoTypes} onSelect={choose}>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only right after the patient's own press removed the focused button */}
              <Button variant="outlined" icon={<UploadIcon />} autoFocus={pickerTakesFocus}>
                {profile.imageUrl ? t('photo.change') : t('photo.choose')}
              </Button>
            </FileTrigger>
            {profile.imageUrl && (
              <ConfirmedRemoval
                label={t('photo.removeSaved')}
                title={t('photo.removeTitle')}
                consequences={t('photo.removeConsequences')}
                loadingLabel={t('photo.removing')}
                remove={removePhoto}
                onRemoved={removed}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
