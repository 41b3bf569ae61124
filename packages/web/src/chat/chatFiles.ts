/**
 * What the server keeps in a chat (its chat routes: images, PDF, office documents and plain text, at most
 * UPLOAD_MAX_BYTES, 10 MB by default), checked here too so the writer hears at once why a file cannot go.
 */
export const acceptedFileTypes = ['image/*', 'application/pdf', '.doc', '.docx', '.xls', '.xlsx', '.pptx', '.odt', '.ods', '.txt', '.csv'];

export const maxFileBytes = 10 * 1024 * 1024;

const acceptedNames = /\.(jpe?g|png|gif|webp|heic|pdf|docx?|xlsx?|pptx|odt|ods|txt|csv)$/i;

export type FileRefusal = 'tooLarge' | 'wrongType' | 'empty';

/** Why the server would refuse this file, or null when it may be sent. */
export function fileRefusal(file: File): FileRefusal | null {
  if (file.size === 0) return 'empty';
  if (file.size > maxFileBytes) return 'tooLarge';
  if (!file.type.startsWith('image/') && !acceptedNames.test(file.name)) return 'wrongType';
  return null;
}
