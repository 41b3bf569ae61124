import sharp from 'sharp';

/** A plain picture of `width` × `height` in `format`, made here for the tests. */
export const testPicture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .toFormat(format)
    .toBuffer();

/** The start of an MP4 file (an `ftyp` box), followed by `size` bytes counting up, so a range is easy to check. */
export function testMp4(size = 4096) {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
  const body = Buffer.alloc(size - ftyp.length);
  for (let i = 0; i < body.length; i += 1) body[i] = (i + ftyp.length) % 251;
  return Buffer.concat([ftyp, body]);
}

/** Multipart with several files, as the portal sends a video and its poster. */
export function multipartFiles(files: { field: string; name: string; type: string; content: Buffer }[]) {
  const boundary = `----rehabmedia${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
