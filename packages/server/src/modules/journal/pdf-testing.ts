import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type StructNode = { role?: string; children?: StructNode[] };

/** A PDF as a reader and a screen reader get it (Mozilla's pdf.js): its text, its language and its tagged structure's roles. */
export async function readPdf(bytes: Uint8Array) {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  let text = '';
  const roles: string[] = [];
  const walk = (node: StructNode | null | undefined) => {
    if (!node) return;
    if (node.role) roles.push(node.role);
    for (const child of node.children ?? []) walk(child);
  };
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    walk((await page.getStructTree()) as StructNode | null);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
  // pdf.js gives the catalogue's MarkInfo as a Map.
  const markInfo = (await pdf.getMarkInfo()) as Map<string, boolean> | null;
  await task.destroy();
  return { text, roles, title: info.Title, language: info.Language, tagged: markInfo?.get('Marked') === true };
}
