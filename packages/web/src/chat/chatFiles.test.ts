import { describe, expect, it } from 'vitest';
import { fileRefusal, maxFileBytes } from './chatFiles';

const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

describe('fileRefusal', () => {
  it('lets through what the server keeps', () => {
    expect(fileRefusal(fileOf('knä.jpg', 2048, 'image/jpeg'))).toBeNull();
    expect(fileRefusal(fileOf('IMG_0012.HEIC', 2048))).toBeNull();
    expect(fileRefusal(fileOf('dagbok.txt', 10, 'text/plain'))).toBeNull();
    expect(fileRefusal(fileOf('remiss.pdf', maxFileBytes, 'application/pdf'))).toBeNull();
  });

  it('refuses a file over the size limit, an empty one, and a type the server does not keep', () => {
    expect(fileRefusal(fileOf('video.pdf', maxFileBytes + 1, 'application/pdf'))).toBe('tooLarge');
    expect(fileRefusal(fileOf('tom.txt', 0, 'text/plain'))).toBe('empty');
    expect(fileRefusal(fileOf('program.exe', 100, 'application/x-msdownload'))).toBe('wrongType');
    expect(fileRefusal(fileOf('film.mov', 100, 'video/quicktime'))).toBe('wrongType');
  });
});
