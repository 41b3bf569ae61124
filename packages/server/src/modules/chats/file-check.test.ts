import { describe, expect, it } from 'vitest';
import { demoProgramPdf } from '../../db/seed-chats';
import { HttpError } from '../../errors';
import { checkFileName, detectContentType } from './file-check';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof HttpError ? error.statusCode : 500));

describe('chat file checks', () => {
  it('tells the type by the content, whatever the name says', async () => {
    expect(await detectContentType(png, 'bild.pdf')).toBe('image/png');
    expect(await detectContentType(demoProgramPdf, 'program')).toBe('application/pdf');
    expect(await detectContentType(Buffer.from('dag;pass\nmåndag;knäböj\n'), 'plan.csv')).toBe('text/csv; charset=utf-8');
    expect(await detectContentType(Buffer.from('Hej från patienten'), 'anteckning.txt')).toBe('text/plain; charset=utf-8');
  });

  it('refuses programs, scripts, binary text and empty files', async () => {
    expect(await statusOf(detectContentType(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'setup.pdf'))).toBe(415);
    expect(await statusOf(detectContentType(Buffer.from('<html><script>alert(1)</script></html>'), 'sida.html'))).toBe(415);
    expect(await statusOf(detectContentType(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'skript.sh'))).toBe(415);
    expect(await statusOf(detectContentType(Buffer.from([0x41, 0x00, 0x42, 0x01]), 'data.txt'))).toBe(415);
    expect(await statusOf(detectContentType(Buffer.from([0xff, 0xfe, 0xfd]), 'data.txt'))).toBe(415);
    expect(await statusOf(detectContentType(Buffer.alloc(0), 'tom.pdf'))).toBe(400);
  });

  it('refuses names that try to be paths', () => {
    for (const name of ['../x.pdf', 'a/b.pdf', 'a\\b.pdf', '..', '.', '', 'x'.repeat(201), 'ny\nrad.pdf', 'nul\u0000.pdf']) {
      expect(() => checkFileName(name), JSON.stringify(name)).toThrow(HttpError);
    }
    expect(checkFileName('Övningsprogram vecka 1–4.pdf')).toBe('Övningsprogram vecka 1–4.pdf');
  });
});
