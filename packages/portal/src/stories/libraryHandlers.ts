import { applyTemplateResponse, lineExercisesBody, lineExercisesResponse, type LibraryExercise, type LineExercise } from '@rehab/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, pageOf, type ScreenState } from './handlers';
import { lineExercisesByKind, libraryExercises, programTemplates, storyPicture } from './libraryFixtures';
import type { PatientRecord } from './patientFixtures';

const matches = (exercise: LibraryExercise, query: URLSearchParams) => {
  const search = query.get('search')?.toLocaleLowerCase('sv') ?? '';
  const tag = query.get('tag');
  return (
    (!search || `${exercise.name.sv} ${exercise.name.en}`.toLocaleLowerCase('sv').includes(search)) &&
    (!query.get('kind') || exercise.kind === query.get('kind')) &&
    (!query.get('region') || exercise.regions.includes(query.get('region') as LibraryExercise['regions'][number])) &&
    (!tag || exercise.tags.includes(tag))
  );
};

/** The library's calls over the stories' exercises: the list searched and paged, one exercise, and every picture. */
export function libraryHandlers(state: ScreenState = 'loaded', all: LibraryExercise[] = libraryExercises): RequestHandler[] {
  return [
    http.get('/organizations/:id/library', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return answer(state, () => pageOf(all.filter((exercise) => matches(exercise, query)), query));
    }),
    http.get('/organizations/:id/library/:exerciseId', ({ params }) => {
      const found = all.find((exercise) => exercise.id === params.exerciseId);
      return found ? answer(state, () => found) : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Exercise not found' }, { status: 404 });
    }),
    http.get('/library-media/:mediaId/:variant', ({ params }) =>
      // A video's file is not played in a story: its poster shows, and the file answers with nothing to play.
      params.variant === 'video'
        ? new HttpResponse(new Uint8Array(0), { headers: { 'content-type': 'video/mp4' } })
        : new HttpResponse(storyPicture(String(params.mediaId)), { headers: { 'content-type': 'image/svg+xml' } }),
    ),
  ];
}

/** What the program lines hold now, by line: a story's change shows until the next story starts. */
const held = new Map<string, LineExercise[]>();

/** Each story starts with the lines as the fixtures have them (a screen story's `beforeEach`). */
export function resetProgramLines() {
  held.clear();
}

/** A patient's program lines' exercises and the organization's templates; a change is answered as the server would. */
export function programLineHandlers(record: PatientRecord): RequestHandler[] {
  const path = `/patients/list/${record.details.id}/program`;
  const kindOf = new Map(record.program.updates.map((line) => [line.id, line.type]));
  const heldOn = (lineId: string) => held.get(lineId) ?? lineExercisesByKind[kindOf.get(lineId) as keyof typeof lineExercisesByKind] ?? [];
  return [
    http.get(`${path}/lines/:lineId/exercises`, ({ params }) =>
      HttpResponse.json(lineExercisesResponse.parse({ lineId: params.lineId, exercises: heldOn(String(params.lineId)) })),
    ),
    http.put(`${path}/lines/:lineId/exercises`, async ({ params, request }) => {
      const body = lineExercisesBody.parse(await request.json());
      const before = heldOn(String(params.lineId));
      const exercises = body.exercises.map((sent, position) => {
        const known = before.find((each) => each.exerciseId === sent.exerciseId);
        const library = libraryExercises.find((each) => each.id === sent.exerciseId);
        const from = known ?? {
          id: `${sent.exerciseId.slice(0, 24)}${String(position).padStart(12, '0')}`,
          exerciseId: sent.exerciseId,
          name: library?.name ?? { sv: '', en: '' },
          kind: library?.kind ?? 'strength',
          level: library?.level ?? 1,
          retired: false,
          pictureUrl: library?.media.find((medium) => medium.kind === 'picture')?.urls.card ?? null,
        };
        return { ...from, position, dosage: sent.dosage ?? library?.dosage, comment: sent.comment };
      });
      const answered = lineExercisesResponse.parse({ lineId: params.lineId, exercises });
      held.set(String(params.lineId), answered.exercises);
      return HttpResponse.json(answered);
    }),
    http.get('/organizations/:id/program-templates', () => HttpResponse.json(programTemplates)),
    http.post(`${path}/templates/:templateId`, () => HttpResponse.json(applyTemplateResponse.parse({ lines: [] }), { status: 201 })),
  ];
}
