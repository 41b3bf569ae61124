/** What the server takes as a profile photo (it checks the bytes too): JPEG, PNG or WebP of at most 5 MB. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
export const maxPhotoBytes = 5 * 1024 * 1024;

/** Whether the server would take this file as a photo, so the patient hears at once why not. */
export function isAcceptedPhoto(file: Pick<File, 'type' | 'size'>): boolean {
  return photoTypes.includes(file.type) && file.size > 0 && file.size <= maxPhotoBytes;
}
