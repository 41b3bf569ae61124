import type { ExerciseMedia as Medium } from '@rehab/contract';
import { Box, Button, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useSessionFile } from '../../../lib/useSessionFile';
import { gallery, mediaItem, picture } from '../library.css';

type ExerciseMediaProps = {
  name: string;
  media: readonly Medium[];
  /** Removes a medium; only the organization's own exercises change. */
  onRemove?: (medium: Medium) => void;
};

/** The exercise's pictures at the page's size and its videos with their posters, each fetched with the session. */
export function ExerciseMedia({ name, media, onRemove }: ExerciseMediaProps) {
  const { t } = useTranslation('library');
  if (media.length === 0) return <p>{t('page.noMedia')}</p>;
  return (
    <ul className={gallery} aria-label={t('page.media')}>
      {media.map((medium, index) => (
        <li key={medium.id} className={mediaItem}>
          {medium.kind === 'picture' ? (
            <Picture url={medium.urls.page} alt={t('page.pictureOf', { name, number: index + 1 })} />
          ) : (
            <Video url={medium.urls.video} poster={medium.urls.poster} label={t('page.videoOf', { name })} />
          )}
          {onRemove && (
            <Box display="flex" justifyContent="flex-end">
              <Button variant="text" onPress={() => onRemove(medium)}>
                {medium.kind === 'picture' ? t('page.removePicture') : t('page.removeVideo')}
              </Button>
            </Box>
          )}
        </li>
      ))}
    </ul>
  );
}

function Picture({ url, alt }: { url?: string; alt: string }) {
  const file = useSessionFile(url);
  if (!file.url) return <Skeleton variant="rectangle" height="12rem" />;
  return <img className={picture} src={file.url} alt={alt} />;
}

/** The video is fetched whole with the session (a video element cannot send its token), its poster first. */
function Video({ url, poster, label }: { url?: string; poster?: string; label: string }) {
  const { t } = useTranslation('library');
  const posterFile = useSessionFile(poster);
  const videoFile = useSessionFile(url);
  if (!videoFile.url) return <Skeleton variant="rectangle" height="12rem" />;
  return (
    // The exercise's steps beside it are its words; a clinic's own films have no caption track to give.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video className={picture} src={videoFile.url} poster={posterFile.url} controls preload="metadata" aria-label={label}>
      {t('page.noVideoSupport')}
    </video>
  );
}
