import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badField, fieldError } from '../../errors';

/** What a chat file may be, told by its content: images, PDF and common office documents. */
const allowedTypes = new Map<string, string>([
  ['image/jpeg', 'image/jpeg'],
  ['image/png', 'image/png'],
  ['image/gif', 'image/gif'],
  ['image/webp', 'image/webp'],
  ['image/heic', 'image/heic'],
  ['application/pdf', 'application/pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.text'],
  ['application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.spreadsheet'],
  // Old Word and Excel files share one container format.
  ['application/x-cfb', 'application/octet-stream'],
]);

const textNames = /\.(txt|csv)$/i;

/** Plain text has no signature: accept it only as UTF-8 without control characters, under a text name. */
function isPlainText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // eslint-disable-next-line no-control-regex
  return !text.includes('\uFFFD') && !/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text);
}

/** A file name as sent, refused when it tries to be a path or is not printable. */
export function checkFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (name.length === 0 || name.length > 200 || /[/\\\u0000-\u001F\u007F]/.test(name) || name === '.' || name === '..') {
    throw badField('file', 'invalid', 'file name is invalid');
  }
  return name;
}

/** The content type the file really has, or a 415 when it is not one we keep. */
export async function detectContentType(bytes: Buffer, name: string): Promise<string> {
  if (bytes.length === 0) throw badField('file', 'required', 'file is empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const stored = allowedTypes.get(detected.mime);
    if (stored) return stored;
  } else if (textNames.test(name) && isPlainText(bytes)) {
    return name.toLowerCase().endsWith('.csv') ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8';
  }
  throw new HttpError(415, 'Unsupported file type: images, PDF and documents only', [
    fieldError('file', 'type', 'file type is invalid'),
  ]);
}

/** What the exercise library keeps: pictures and video, told by their content like a chat file. */
const mediaTypes = {
  'image/jpeg': 'picture',
  'image/png': 'picture',
  'image/webp': 'picture',
  'video/mp4': 'video',
  'video/webm': 'video',
} as const;
export type MediaKind = (typeof mediaTypes)[keyof typeof mediaTypes];

/** A library medium's real type and kind, or a 415 when it is not a JPEG, PNG or WebP picture or an MP4 or WebM video. */
export async function detectMediaType(bytes: Buffer): Promise<{ contentType: keyof typeof mediaTypes; kind: MediaKind }> {
  if (bytes.length === 0) throw badField('file', 'required', 'file is empty');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as keyof typeof mediaTypes | undefined;
  if (mime && mime in mediaTypes) return { contentType: mime, kind: mediaTypes[mime] };
  throw new HttpError(415, 'Unsupported file type: JPEG, PNG or WebP pictures and MP4 or WebM video only', [
    fieldError('file', 'type', 'file type is invalid'),
  ]);
}
