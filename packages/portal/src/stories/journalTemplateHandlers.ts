import { noteTemplate, noteTemplateListResponse, type NoteTemplate, type NoteTemplateBody } from '@rehab/contract';
import { http, type RequestHandler } from 'msw';
import { organizations, storyTime, uuid } from './fixtures';
import { answer, type ScreenState } from './handlers';

const section = (heading: string, hint: string) => ({ heading, hint });
const [syd = { id: uuid(1, 1) }] = organizations;

/** Rehabkliniken Syd AB's journal templates as a Swedish clinic writes them: four in use, one retired. */
export const clinicTemplates: NoteTemplate[] = noteTemplateListResponse.parse(
  (
    [
      ['Nybesök', false, false, [section('Anamnes', 'Sökorsak, debut och förlopp, tidigare besvär.'), section('Status', 'Inspektion, rörlighet, styrka och funktionstester.'), section('Bedömning', 'Sammanfattande bedömning av funktion, aktivitet och delaktighet utifrån fynden.'), section('Åtgärd och plan', 'Behandling, hemövningar och uppföljning.')]],
      ['Uppföljning', true, false, [section('Följsamhet', 'Hur hemprogrammet har gått sedan förra besöket.'), section('Förändring', 'Smärta och funktion jämfört med förra besöket.'), section('Justering och plan', '')]],
      ['SOAP', true, false, [section('Subjektivt', ''), section('Objektivt', ''), section('Analys', ''), section('Plan', '')]],
      ['Epikris', false, false, [section('Sammanfattning', 'Vårdperiodens förlopp och resultat.'), section('Råd inför framtiden', '')]],
      ['Telefonkontakt (gammal)', true, true, [section('Samtalet', '')]],
    ] as const
  ).map(([title, repeatable, retired, sections], index) => ({
    id: uuid(30, index),
    organizationId: syd.id,
    texts: { sv: { title, sections }, en: null },
    repeatable,
    retired,
    updatedAt: storyTime(-200 + index, 9),
  })),
);

/** GET, POST and PUT /organizations/{id}/note-templates over `initial`, kept as the server keeps them while the story runs. */
export function noteTemplateHandlers(initial: NoteTemplate[] = clinicTemplates, state: ScreenState = 'loaded'): RequestHandler[] {
  let templates = initial;
  const saved = (id: string, organizationId: string, body: NoteTemplateBody) =>
    noteTemplate.parse({ id, organizationId, texts: body.texts, repeatable: body.repeatable, retired: body.retired ?? false, updatedAt: storyTime(0, 10) });
  return [
    http.get('/organizations/:id/note-templates', ({ params }) => answer(state, () => templates.filter((template) => template.organizationId === params.id))),
    http.post('/organizations/:id/note-templates', async ({ params, request }) => {
      const template = saved(uuid(31, templates.length), String(params.id), (await request.json()) as NoteTemplateBody);
      templates = [...templates, template];
      return answer(state, () => template);
    }),
    http.put('/organizations/:id/note-templates/:templateId', async ({ params, request }) => {
      const template = saved(String(params.templateId), String(params.id), (await request.json()) as NoteTemplateBody);
      templates = templates.map((each) => (each.id === template.id ? template : each));
      return answer(state, () => template);
    }),
  ];
}
