import { describe, expect, it } from 'vitest';
import { acceptsFile, formatFileSize } from './files';

describe('acceptsFile', () => {
  const pdf = { name: 'Hälsorapport.PDF', type: 'application/pdf' };
  const photo = { name: 'knä.jpg', type: 'image/jpeg' };

  it('accepts everything without a list', () => {
    expect(acceptsFile(pdf)).toBe(true);
    expect(acceptsFile(pdf, [])).toBe(true);
  });

  it('matches exact MIME types, wildcards and extensions', () => {
    expect(acceptsFile(pdf, ['application/pdf'])).toBe(true);
    expect(acceptsFile(photo, ['image/*'])).toBe(true);
    expect(acceptsFile(pdf, ['.pdf'])).toBe(true);
    expect(acceptsFile(photo, ['application/pdf', '.png'])).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('writes sizes in Swedish with the largest fitting unit', () => {
    expect(formatFileSize(10_000_000)).toBe('10 MB');
    expect(formatFileSize(512_000)).toBe('512 kB');
    expect(formatFileSize(1_500_000)).toBe('1,5 MB');
  });
});
