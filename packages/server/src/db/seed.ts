import type { Difficulty, ExerciseType, HealthMeasureKind } from '@rehab/contract';
import { lessonContent } from '@rehab/contract';
import { createHash } from 'node:crypto';
import { seal } from '../auth/sealed';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/passwords';
import { addDays, dayInSweden, fromIsoDate, mondayOf } from '@rehab/contract/dates';
import type { Db } from './client';
import { femaleFirstNames, lastNames, maleFirstNames, otherFirstNames } from './demo-names';
import { seededRandom, type Random } from './random';
import * as chat from './chat-schema';
import * as t from './schema';
import { demoChats, demoPatientPassword, demoProgramPdf } from './seed-chats';
import { demoNotesOf, demoTemplates, type TemplateKey } from './seed-journal';
import { seedBaseLibrary, seedLessonPictures } from './library/seed-library';
import { demoLessons } from './library/demo-lessons';
import { answerInEnglish, catalogueInstruction, exerciseInEnglish, groupInEnglish, levelledName, questionInEnglish, visitTitles } from './demo-english';
import type { MediaStorage } from '../storage/media-storage';
import type { FileStorage } from '../modules/chats/storage';
import { refreshEveryListFacts } from '../modules/patients/list-facts';

/** The demo physio, printed in the README and at first start. */
export const demoPhysio = { email: 'fysio@demo.se', password: 'Rehab-demo-2026', bankId: '19800312-2382' } as const;
/** README's demo patient; the local GrandID double signs her in with BankID by this number (her seeded birth date). */
export const demoPatient = { email: 'karin.isaksson@exempel.se', personalNumber: '19440506-9867' } as const;

/**
 * README's physio with an authenticator app: after the password, the portal asks for its code, made from this secret
 * (`npm run totp -w @rehab/server` prints the code now). The seed keeps it sealed with the server's secret.
 */
export const demoTotpPhysio = { email: 'johan.berg@demo.se', totpSecret: 'JOHANBERGDEMOTOTPJOHANBERGDEMO23' } as const;

/** The admin accounts, printed in the README; same password as the demo physio. */
export const demoAdmins = { organization: 'admin@demo.se', system: 'system@demo.se' } as const;

/**
 * Added after the first demo: fixed ids, so the random stream (and every id the
 * demo had before) stays the same. An organization with few licenses shows the
 * "no licenses left" path.
 */
const systemAdminId = '5a5a0000-0000-4000-8000-000000000001';
const smallOrganization = {
  id: '5a5a0000-0000-4000-8000-000000000002',
  title: 'Hälsoteamet Öst AB',
  orgNumber: '556677-8899',
  contactEmail: 'hej@halsoteametost.se',
  contactName: 'Lena Öst',
  code: 'OST-2026',
  licenses: 2,
};

export interface SeedOptions {
  patients?: number;
  weeks?: number;
  now?: Date;
  /** Where the demo chat's file is written; without it the file row points at nothing. */
  files?: FileStorage;
  /** The server's token secret, which seals the demo authenticator app's secret; without it that physio has none. */
  secret?: Uint8Array;
  /** Where the base library's pictures and videos are written; without it the exercises have none. */
  media?: MediaStorage;
}

export interface SeedSummary {
  organizations: { id: string; title: string; patientIds: string[] }[];
  physios: { id: string; email: string; organizationIds: string[] }[];
  counts: Record<string, number>;
}

/** The demo's own patients; a larger clinic adds to them and leaves them as they are. */
const demoPatientCount = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Inserts rows as one JSON parameter per slice (json_populate_recordset): a clinic of 10 000 patients and
 * a million tasks goes in a few hundred statements instead of binding millions of parameters. A slice
 * holds consecutive rows that set the same fields, so a field a row leaves out still gets its column
 * default, and rows go in in their order (a serial, like a chat message's seq, follows it).
 */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = 5000) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  let slice: Record<string, unknown>[] = [];
  let sliceFields: string[] = [];
  const flush = async () => {
    if (slice.length === 0) return;
    const names = sql.join(
      sliceFields.map((key) => sql.identifier(columns[key]?.name ?? key)),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(slice)}::json)`);
    slice = [];
  };
  for (const row of rows as Record<string, unknown>[]) {
    const fields = Object.keys(row).filter((key) => row[key] !== undefined && key in columns);
    if (slice.length >= size || fields.join(',') !== sliceFields.join(',')) {
      await flush();
      sliceFields = fields;
    }
    slice.push(Object.fromEntries(fields.map((key) => [columns[key]?.name, row[key]])));
  }
  await flush();
}

const ascii = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');

const exerciseCatalogue: { type: ExerciseType; groupId: number; groupName: string; groupDisplayName: string; names: string[] }[] = [
  { type: 'strength', groupId: 1, groupName: 'legs', groupDisplayName: 'Ben', names: ['Knäböj', 'Utfallssteg', 'Tåhävningar'] },
  { type: 'strength', groupId: 2, groupName: 'core', groupDisplayName: 'Bål', names: ['Planka', 'Bäckenlyft', 'Fågelhunden'] },
  { type: 'strength', groupId: 3, groupName: 'arms', groupDisplayName: 'Armar', names: ['Armhävning mot vägg', 'Rodd med gummiband'] },
  { type: 'walking', groupId: 4, groupName: 'pulse', groupDisplayName: 'Puls', names: ['Rask promenad', 'Intervallpromenad'] },
  { type: 'breathing', groupId: 5, groupName: 'breathing', groupDisplayName: 'Andning', names: ['Magandning', 'Fyrkantsandning'] },
  { type: 'mindfulness', groupId: 6, groupName: 'mindfulness', groupDisplayName: 'Medveten närvaro', names: ['Kroppsscanning', 'Närvaro i stunden'] },
];
/**
 * The pain a patient reports with a verdict, NRS 0–10: mostly low, higher after a hard one, now and then 7 or 8
 * (the demo's pain alerts). Read off the task's id rather than drawn, so that adding it left the rest of the demo as it was.
 */
const painOf = (difficulty: Difficulty, taskId: string) => {
  const spread = parseInt(taskId.slice(-2), 16) % 4;
  return difficulty === 'hard' ? 5 + spread : difficulty === 'moderate' ? 1 + spread : spread % 2;
};

const feedbackNotes = ['Kändes bra idag', 'Lite ont i knät efteråt', 'Svårt att hinna med', 'Mycket bättre än förra veckan', 'Blev andfådd', null];
const questionnaireItems: Record<'welcome' | 'well-being' | 'physical-activity', { name: string; description: string; answers: string[] }[]> = {
  welcome: [
    { name: 'Mål', description: 'Vad vill du uppnå med rehabiliteringen?', answers: ['Gå utan smärta', 'Orka leka med barnbarnen', 'Tillbaka till arbetet', 'Springa 5 km'] },
    { name: 'Besvär', description: 'Var sitter dina besvär?', answers: ['Ländrygg', 'Knä', 'Axel', 'Nacke', 'Höft'] },
    { name: 'Tidigare träning', description: 'Hur ofta tränade du innan besvären?', answers: ['Aldrig', '1 gång i veckan', '2–3 gånger i veckan', 'Dagligen'] },
  ],
  'well-being': [
    { name: 'Sömn', description: 'Hur har du sovit den senaste veckan?', answers: ['Dåligt', 'Ganska dåligt', 'Ganska bra', 'Bra'] },
    { name: 'Stämningsläge', description: 'Hur har du mått den senaste veckan?', answers: ['Nedstämd', 'Varierande', 'Ganska bra', 'Bra'] },
    { name: 'Energi', description: 'Hur mycket energi har du haft?', answers: ['Lite', 'Måttligt', 'Mycket'] },
  ],
  'physical-activity': [
    { name: 'Vardagsaktivitet', description: 'Minuter rask aktivitet per dag', answers: ['Under 10', '10–30', '30–60', 'Över 60'] },
    { name: 'Stillasittande', description: 'Timmar stillasittande per dag', answers: ['Under 4', '4–8', 'Över 8'] },
  ],
};

/** A form's answer row, its question and answer in both languages. */
const answerRow = (id: string, questionnaireId: string, position: number, item: { name: string; description: string }, answer: string) => ({
  id,
  questionnaireId,
  position,
  name: item.name,
  description: item.description,
  answer,
  nameEn: questionInEnglish[item.name]?.name ?? '',
  descriptionEn: questionInEnglish[item.name]?.description ?? '',
  answerEn: answerInEnglish[item.name]?.[answer] ?? '',
});

/**
 * The progression of one place in the catalogue, named as migration 0024 names the existing ones; not
 * drawn from `random`, so the rest of the demo stays as it was.
 */
function catalogueChain(type: ExerciseType, groupIndex: number) {
  const hex = createHash('md5').update(`chain:${type}:${groupIndex}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Which task a program line becomes, per kind of exercise. */
const taskTypeOf = { strength: 'exercise-strength', walking: 'exercise-pulse', breathing: 'breathing', mindfulness: 'mindfulness', 'theory-lesson': 'theory-lesson' } as const;

function patientName(random: Random) {
  const gender = random.pick([1, 1, 2, 2, 2, 0] as const);
  const first = gender === 1 ? random.pick(maleFirstNames) : gender === 2 ? random.pick(femaleFirstNames) : random.pick(otherFirstNames);
  return { gender, first, last: random.pick(lastNames) };
}

/**
 * Loads the demo: 3 organizations, 5 physios, an organization admin and a system admin,
 * `patients` patients with programs and `weeks` weeks of tasks around the
 * current week, feedback, questionnaires, health measures, medical notes,
 * calendar entries and notifications. Same seed, same data, every time; dates
 * follow the real calendar so this week always has tasks.
 */
export async function seed(db: Db, { patients: patientCount = demoPatientCount, weeks = 12, now = new Date(), files, secret, media }: SeedOptions = {}): Promise<SeedSummary> {
  const random = seededRandom(20_261_122);
  const passwordHash = await hashPassword(demoPhysio.password);
  const patientPasswordHash = await hashPassword(demoPatientPassword);
  const today = dayInSweden(now);
  const thisMonday = mondayOf(today);
  const firstMonday = addDays(thisMonday, -7 * (weeks - 3));
  const at = (date: string, hour: number, minute = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+01:00`);

  const organizations = [
    { id: random.uuid(), title: 'Rehabkliniken Syd AB', orgNumber: '556123-4567', contactEmail: 'kontakt@rehabsyd.se', contactName: 'Karin Holm', code: 'SYD-2026', licenses: 150, namesStaffInLogExtract: true },
    { id: random.uuid(), title: 'Friskvård Norr AB', orgNumber: '559876-5435', contactEmail: 'info@friskvardnorr.se', contactName: 'Per Nyberg', code: 'NORR-2026', licenses: 100 },
  ];
  const [south, north] = organizations as [(typeof organizations)[0], (typeof organizations)[0]];
  const staff = [
    { email: demoPhysio.email, firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' as const, orgs: [south.id, north.id], bankId: '19800312-2382', experience: '15 år inom ortopedisk rehabilitering', aboutMe: 'Legitimerad fysioterapeut med fokus på långvarig smärta och träning efter operation.' },
    { email: 'erik.holm@demo.se', firstName: 'Erik', lastName: 'Holm', role: 'physio' as const, orgs: [south.id], bankId: '19750921-4412', experience: '20 år, idrottsskador', aboutMe: 'Arbetar med idrottare och motionärer.' },
    { email: 'sara.nyberg@demo.se', firstName: 'Sara', lastName: 'Nyberg', role: 'physio' as const, orgs: [north.id], bankId: '19880604-1201', experience: '8 år, neurologisk rehabilitering', aboutMe: 'Brinner för rörelse genom hela livet.' },
    { email: 'johan.berg@demo.se', firstName: 'Johan', lastName: 'Berg', role: 'physio' as const, orgs: [north.id], bankId: '19910117-3350', experience: '5 år, primärvård', aboutMe: 'Rygg och nacke är min specialitet.' },
    { email: 'maria.ek@demo.se', firstName: 'Maria', lastName: 'Ek', role: 'physio' as const, orgs: [south.id], bankId: '19830228-6623', experience: '12 år, geriatrik', aboutMe: 'Balans och fallprevention för äldre.' },
    { email: 'admin@demo.se', firstName: 'Karin', lastName: 'Holm', role: 'org_admin' as const, orgs: [south.id], bankId: null, experience: '', aboutMe: '' },
  ].map((person) => ({ ...person, id: random.uuid() }));

  const exercises: (typeof t.exercises.$inferInsert & { id: string })[] = [];
  let groupIndex = 0;
  for (const group of exerciseCatalogue) {
    for (let level = 1; level <= 5; level += 1) {
      group.names.forEach((name, i) => {
        exercises.push({
          id: random.uuid(),
          type: group.type,
          name: levelledName.sv(name, level),
          nameEn: levelledName.en(exerciseInEnglish[name]?.name ?? name, level),
          groupId: group.groupId,
          groupName: group.groupName,
          groupDisplayName: group.groupDisplayName,
          groupDisplayNameEn: groupInEnglish[group.groupDisplayName] ?? '',
          groupIndex: groupIndex + i,
          // One progression per place in the catalogue, its levels the chain's steps.
          chainId: catalogueChain(group.type, groupIndex + i),
          level,
          repetitions: group.type === 'strength' ? 6 + level * 2 : null,
          instruction: catalogueInstruction.sv(name, group.type === 'walking', level),
          instructionEn: catalogueInstruction.en(name, group.type === 'walking', level),
          // The demo catalogue has no pictures: a URL here would point at nothing.
          imageUrl: null,
        });
      });
    }
    groupIndex += group.names.length;
  }
  const lessons = demoLessons.map((lesson, i) => ({
    id: random.uuid(),
    type: 'theory-lesson' as const,
    name: lesson.title.sv,
    nameEn: lesson.title.en,
    content: lessonContent.parse(lesson.content),
    groupId: 7,
    groupName: 'theory',
    groupDisplayName: 'Teori',
    groupDisplayNameEn: groupInEnglish.Teori ?? '',
    groupIndex: i,
    chainId: catalogueChain('theory-lesson', i),
    level: 1,
    repetitions: null,
    instruction: `Lektion ${i + 1}: ${lesson.title.sv}.`,
    instructionEn: `Lesson ${i + 1}: ${lesson.title.en}.`,
    imageUrl: null,
    lessonNumber: i + 1,
  }));
  exercises.push(...lessons);
  const exercisesAt = (type: ExerciseType, level: number) => exercises.filter((e) => e.type === type && e.level === level);

  // Every organization has the demo's templates; the first organization's ids come from the draws its old templates took.
  const journalIds = seededRandom(20_261_201);
  const templates: (typeof t.noteTemplates.$inferInsert & { id: string; key: TemplateKey })[] = [...organizations, smallOrganization].flatMap((org, o) =>
    demoTemplates.map((template, i) => ({
      id: o === 0 ? random.uuid() : journalIds.uuid(),
      key: template.key,
      organizationId: org.id,
      textSv: template.sv,
      textEn: template.en,
      repeatable: template.repeatable,
      createdAt: at(addDays(today, -400), 9, i),
      updatedAt: at(addDays(today, -400), 9, i),
    })),
  );
  const templateOf = (organizationId: string, key: TemplateKey) => templates.find((each) => each.organizationId === organizationId && each.key === key);

  const users: (typeof t.users.$inferInsert)[] = staff.map((person) => ({
    id: person.id,
    email: person.email,
    passwordHash,
    role: person.role,
    firstName: person.firstName,
    lastName: person.lastName,
    createdAt: at(addDays(today, -400), 9),
  }));
  const patientRows: (typeof t.patients.$inferInsert)[] = [];
  const userExercises: (typeof t.userExercises.$inferInsert)[] = [];
  const programs: (typeof t.programs.$inferInsert)[] = [];
  const programUpdates: (typeof t.programUpdates.$inferInsert)[] = [];
  const tasks: (typeof t.tasks.$inferInsert)[] = [];
  const feedback: (typeof t.feedbackItems.$inferInsert)[] = [];
  const questionnaires: (typeof t.questionnaires.$inferInsert)[] = [];
  const answers: (typeof t.questionnaireAnswers.$inferInsert)[] = [];
  const measures: (typeof t.healthMeasures.$inferInsert)[] = [];
  const notes: (typeof t.journalNotes.$inferInsert)[] = [];
  const noteVersions: (typeof t.journalNoteVersions.$inferInsert)[] = [];
  const calendar: (typeof t.calendarEntries.$inferInsert)[] = [];
  const notifications: (typeof t.notifications.$inferInsert)[] = [];
  const summary: SeedSummary = {
    organizations: [...organizations, smallOrganization].map((org) => ({ id: org.id, title: org.title, patientIds: [] })),
    physios: staff.map((person) => ({ id: person.id, email: person.email, organizationIds: person.orgs })),
    counts: {},
  };
  const emails = new Set<string>();
  const patientSeeds = seededRandom(20_261_124);

  for (let p = 0; p < patientCount; p += 1) {
    // Each patient draws from a generator of their own: how many draws their tasks and forms take depends
    // on today's date, and must not change who the next patient is, so the people are the same every day.
    // Beyond the demo's 200, ids are hashed per patient: thousands of mulberry32 streams would overlap.
    const random = seededRandom(patientSeeds.int(1, 2 ** 31 - 1), p < demoPatientCount ? undefined : `patient-${p}`);
    const id = random.uuid();
    const org = p < Math.ceil(patientCount * 0.6) ? south : north;
    summary.organizations.find((o) => o.id === org.id)?.patientIds.push(id);
    const { gender, first, last } = patientName(random);
    let email = `${ascii(first)}.${ascii(last)}@exempel.se`;
    if (emails.has(email)) email = `${ascii(first)}.${ascii(last)}${p}@exempel.se`;
    emails.add(email);
    const active = random.chance(0.9);
    users.push({ id, email, passwordHash: patientPasswordHash, role: 'patient', firstName: first, lastName: last, createdAt: at(addDays(firstMonday, -random.int(1, 14)), 10) });
    patientRows.push({
      userId: id,
      organizationId: org.id,
      gender,
      birthDate: `${random.int(1942, 2002)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      phone: `07${random.int(0, 9)}-${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`,
      status: active ? 'active' : 'inactive',
      treatmentEnd: active ? null : at(addDays(today, -random.int(1, 20)), 15),
      ...(email === demoPatient.email && { personalNumber: demoPatient.personalNumber }),
    });

    const levels = new Map<ExerciseType, number>([
      ['strength', random.int(1, 5)],
      ['walking', random.int(1, 5)],
      ['breathing', random.int(1, 3)],
      ['mindfulness', random.int(1, 3)],
      ['theory-lesson', 1],
    ]);
    for (const [exerciseType, level] of levels) userExercises.push({ patientId: id, exerciseType, level });

    const programId = random.uuid();
    const physio = random.pick(staff.filter((s) => s.role === 'physio' && s.orgs.includes(org.id)));
    programs.push({ id: programId, patientId: id, createdBy: physio.id, createdAt: at(firstMonday, 8) });
    // The physio who made the program answers the patient (no draw of its own: the people stay the same).
    const patientRow = patientRows[patientRows.length - 1];
    if (patientRow) patientRow.responsiblePhysioId = physio.id;
    const lines: { day: number; type: ExerciseType }[] = [
      { day: 1, type: 'strength' },
      { day: 3, type: 'strength' },
      { day: 5, type: 'strength' },
      { day: 2, type: 'walking' },
      { day: 4, type: 'walking' },
      { day: random.int(1, 7), type: 'breathing' },
      { day: random.int(6, 7), type: 'mindfulness' },
      { day: 2, type: 'theory-lesson' },
    ];
    const lastSunday = addDays(firstMonday, 7 * weeks - 1);
    for (const line of lines) {
      programUpdates.push({
        id: random.uuid(),
        programId,
        day: line.day,
        start: firstMonday,
        finish: lastSunday,
        level: levels.get(line.type) ?? 1,
        type: line.type,
        createdBy: physio.id,
        createdAt: at(firstMonday, 8),
      });
    }

    // Active patients follow the program up to today; inactive ones stopped at their treatment end.
    const stoppedOn = active ? null : addDays(today, -random.int(1, 20));
    const diligence = 0.55 + random.next() * 0.4;
    for (let week = 0; week < weeks; week += 1) {
      const monday = addDays(firstMonday, week * 7);
      for (const line of lines) {
        const bookedDate = addDays(monday, line.day - 1);
        if (stoppedOn && bookedDate > stoppedOn) continue;
        const level = levels.get(line.type) ?? 1;
        const options = line.type === 'theory-lesson' ? [lessons[week % lessons.length]] : exercisesAt(line.type, level);
        const exercise = options[random.int(0, options.length - 1)];
        const taskId = random.uuid();
        const doneAt = at(bookedDate, random.int(7, 20), random.int(0, 59));
        // Today's tasks are done only where the patient did them before now: nothing is completed in the future.
        const isPast = bookedDate < today || (bookedDate === today && doneAt <= now);
        const outcome = !isPast ? 'planned' : random.chance(diligence) ? 'done' : random.chance(0.6) ? 'skipped' : 'planned';
        const difficulty: Difficulty | null = outcome === 'done' ? random.pick(['easy', 'moderate', 'moderate', 'hard'] as const) : null;
        const completedAt = outcome === 'done' ? doneAt : null;
        const note = outcome === 'done' ? random.pick(feedbackNotes) : null;
        const pain = difficulty ? painOf(difficulty, taskId) : null;
        tasks.push({
          id: taskId,
          patientId: id,
          exerciseId: exercise?.id ?? null,
          type: taskTypeOf[line.type],
          status: outcome,
          bookedDate,
          level: line.type === 'theory-lesson' ? null : level,
          completedAt,
          difficulty,
          pain,
          feedback: note,
          lessonNumber: line.type === 'theory-lesson' ? (week % lessons.length) + 1 : null,
        });
        if (outcome === 'done' && difficulty && completedAt && line.type !== 'theory-lesson' && random.chance(0.5)) {
          feedback.push({
            id: random.uuid(),
            patientId: id,
            taskId,
            exerciseId: exercise?.id ?? null,
            subjectType: 'task',
            subjectId: taskId,
            exerciseType: line.type,
            category: exercise?.groupDisplayName ?? line.type,
            feedback: difficulty,
            pain,
            feedbackNote: note,
            createdAt: completedAt,
          });
        }
      }
    }

    const formDates: { kind: 'welcome' | 'well-being' | 'physical-activity'; date: string }[] = [
      { kind: 'welcome', date: addDays(firstMonday, -2) },
      { kind: 'physical-activity', date: addDays(firstMonday, -1) },
    ];
    for (let week = 4; week < weeks - 2; week += 4) formDates.push({ kind: 'well-being', date: addDays(firstMonday, week * 7 + 4) });
    formDates.push({ kind: 'physical-activity', date: addDays(thisMonday, -3) });
    for (const form of formDates) {
      if (form.date > today) continue;
      const questionnaireId = random.uuid();
      questionnaires.push({ id: questionnaireId, patientId: id, kind: form.kind, createdAt: at(form.date, 9), completedAt: at(form.date, random.int(10, 21)) });
      questionnaireItems[form.kind].forEach((item, position) =>
        answers.push(answerRow(random.uuid(), questionnaireId, position, item, random.pick(item.answers))),
      );
    }

    const kinds: { kind: HealthMeasureKind; start: number; step: number; min: number; max: number }[] = [
      { kind: 'stress-scale', start: random.int(5, 9), step: -0.3, min: 0, max: 10 },
      { kind: 'physical-function', start: random.int(30, 60), step: 2.5, min: 0, max: 100 },
      { kind: 'well-being', start: random.int(30, 60), step: 2, min: 0, max: 100 },
      { kind: 'perceived-capacity', start: random.int(2, 5), step: 0.25, min: 0, max: 10 },
      { kind: 'activity-index', start: random.int(20, 50), step: 3, min: 0, max: 100 },
    ];
    for (const k of kinds) {
      let value = k.start;
      for (let week = 0; week < weeks - 2; week += 2) {
        const date = addDays(firstMonday, week * 7 + 6);
        if (date > today) break;
        measures.push({ id: random.uuid(), patientId: id, kind: k.kind, value: Math.round(value * 10) / 10, measuredAt: at(date, 18) });
        value = Math.min(k.max, Math.max(k.min, value + k.step * 2 + (random.next() - 0.5) * Math.abs(k.step) * 4));
      }
    }

    // The journal: real notes from the organization's templates, signed by the patient's physio, the first one
    // amended now and then (always for README's patient). The draws are those the old notes took, so the demo's other data stays.
    const noteCount = random.int(1, 3);
    const variants = Array.from({ length: noteCount }, () => ({ id: random.uuid(), pick: random.int(0, 3) }));
    const program = { strength: levels.get('strength') ?? 1, walking: levels.get('walking') ?? 1, breathing: levels.get('breathing') ?? 1, mindfulness: levels.get('mindfulness') ?? 1 };
    const amended = email === demoPatient.email || variants[0]?.pick === 0;
    demoNotesOf(p, noteCount, variants[0]?.pick ?? 0, program, !active, amended).forEach((demo, n) => {
      const noteId = variants[n]?.id ?? journalIds.uuid();
      let written = at(addDays(firstMonday, demo.daysAfterStart), 10 + n);
      // Nothing is written in the future, nor after the treatment ended.
      const latest = stoppedOn ? at(stoppedOn, 15) : now;
      if (written > latest) written = new Date(latest.getTime() - (4 - n) * 60 * 60 * 1000);
      const signed = new Date(written.getTime() + 25 * 60 * 1000);
      notes.push({ id: noteId, patientId: id, authorId: physio.id, templateId: templateOf(org.id, demo.template)?.id ?? null, createdAt: written, updatedAt: signed, signedBy: physio.id, signedAt: signed });
      noteVersions.push({ noteId, version: 1, title: demo.title, sections: demo.sections, writtenBy: physio.id, writtenAt: written, signedBy: physio.id, signedAt: signed });
      if (demo.amendment) {
        const corrected = new Date(signed.getTime() + 2 * 24 * 60 * 60 * 1000 > latest.getTime() ? signed.getTime() + 5 * 60 * 1000 : signed.getTime() + 2 * 24 * 60 * 60 * 1000);
        noteVersions.push({ noteId, version: 2, title: demo.title, sections: demo.amendment.sections, reason: demo.amendment.reason, writtenBy: physio.id, writtenAt: corrected, signedBy: physio.id, signedAt: corrected });
      }
    });

    if (active) {
      const day = addDays(thisMonday, random.int(-7, 25));
      const hour = random.int(8, 16);
      const type = random.pick(['appointment', 'appointment', 'questionary', 'lesson'] as const);
      // The entry names what happens; the patient is shown beside it.
      calendar.push({ id: random.uuid(), physioId: physio.id, patientId: id, type, title: visitTitles[type].sv, titleEn: visitTitles[type].en, startsAt: at(day, hour), endsAt: at(day, hour, 45) });
      const exerciseDay = addDays(thisMonday, random.int(0, 13));
      calendar.push({ id: random.uuid(), physioId: null, patientId: id, type: random.pick(['exercise-strength', 'exercise-pulse'] as const), title: visitTitles.workout.sv, titleEn: visitTitles.workout.en, startsAt: at(exerciseDay, 17), endsAt: at(exerciseDay, 18) });
    }
  }

  const demo = staff[0];
  if (demo) {
    // A clinic's own meetings: the team on Monday mornings, supervision on Thursdays; none at the weekend.
    for (let day = -3; day < 10; day += 1) {
      const date = addDays(today, day);
      const id = random.uuid();
      const weekday = fromIsoDate(date).getDay();
      if (weekday === 1) calendar.push({ id, physioId: demo.id, patientId: null, type: 'appointment', title: visitTitles.teamMeeting.sv, titleEn: visitTitles.teamMeeting.en, startsAt: at(date, 8), endsAt: at(date, 8, 45) });
      if (weekday === 4) calendar.push({ id, physioId: demo.id, patientId: null, type: 'appointment', title: visitTitles.supervision.sv, titleEn: visitTitles.supervision.en, startsAt: at(date, 12, 30), endsAt: at(date, 13, 15) });
    }
    // Only what happens in the product: messages and feedback. History: error notifications that no failure of the
    // product can cause ("Formulärsvar sparades inte") were seeded here; the slot they took is a message now, so
    // the draws, and the rest of the demo, stay as they were.
    const kindsOfNotification = [
      { type: 'NewMessage' as const, name: 'Nytt meddelande', code: 'new-message' },
      { type: 'ActivityFeedback' as const, name: 'Ny feedback på aktivitet', code: 'activity-feedback' },
      { type: 'NewMessage' as const, name: 'Nytt meddelande', code: 'new-message' },
    ];
    for (let i = 0; i < 15; i += 1) {
      const kind = random.pick(kindsOfNotification);
      const patient = random.pick(users.filter((u) => u.role === 'patient'));
      const created = new Date(now.getTime() - (i * 7 + random.int(1, 6)) * 60 * 60 * 1000);
      const patientName = `${patient.firstName} ${patient.lastName}`;
      const fields = { type: kind.type, name: kind.name, description: patientName, code: kind.code, params: { patientId: patient.id ?? '' } };
      notifications.push({ id: random.uuid(), userId: demo.id, ...fields, isRead: i > 5, createdAt: created, updatedAt: created });
    }
  }

  // Chats use their own generator, so the rest of the demo stays as it was.
  const chatRandom = seededRandom(20_261_123);
  // By id: a search of the whole list per patient took seconds at 10 000 patients.
  const userById = new Map(users.map((user) => [user.id, user]));
  const chatsOfDemo = demo
    ? demoChats({
        random: chatRandom,
        physioId: demo.id,
        patients: programs
          .filter((program) => program.createdBy === demo.id)
          .map((program) => userById.get(program.patientId))
          .filter((user) => user !== undefined)
          .map((user) => ({ id: user.id ?? '', firstName: user.firstName })),
        feedbackOf: (patientId) => {
          const item = feedback.find((f) => f.patientId === patientId);
          return item?.id ? { id: item.id, feedbackNote: item.feedbackNote ?? null } : undefined;
        },
        now,
      })
    : { chats: [], files: [], messages: [] };

  await db.transaction(async (tx) => {
    await insertAll(tx, t.organizations, [...organizations, smallOrganization]);
    await insertAll(tx, t.users, users);
    await tx.insert(t.users).values({ id: systemAdminId, email: demoAdmins.system, passwordHash, role: 'system_admin', firstName: 'Sofia', lastName: 'Systemsson', createdAt: at(addDays(today, -400), 9) });
    await insertAll(
      tx,
      t.physioProfiles,
      staff.map((person) => ({ userId: person.id, aboutMe: person.aboutMe, experience: person.experience, bankId: person.bankId })),
    );
    await insertAll(tx, t.organizationMembers, staff.flatMap((person) => person.orgs.map((organizationId) => ({ userId: person.id, organizationId }))));
    const totpPhysio = staff.find((person) => person.email === demoTotpPhysio.email);
    if (secret && totpPhysio) {
      const enrolled = at(addDays(today, -30), 9);
      await tx.insert(t.secondFactors).values({
        userId: totpPhysio.id,
        kind: 'totp',
        name: 'Authenticator app',
        totpSecret: seal(secret, demoTotpPhysio.totpSecret),
        confirmedAt: enrolled,
        createdAt: enrolled,
      });
    }
    await insertAll(tx, t.exercises, exercises);
    await insertAll(tx, t.noteTemplates, templates.map((template) => omitKey(template)));
    await insertAll(tx, t.patients, patientRows);
    await insertAll(tx, t.userExercises, userExercises);
    await insertAll(tx, t.programs, programs);
    await insertAll(tx, t.programUpdates, programUpdates);
    await insertAll(tx, t.tasks, tasks);
    await insertAll(tx, t.feedbackItems, feedback);
    await insertAll(tx, t.questionnaires, questionnaires);
    await insertAll(tx, t.questionnaireAnswers, answers);
    await insertAll(tx, t.healthMeasures, measures);
    await insertAll(tx, t.journalNotes, notes);
    await insertAll(tx, t.journalNoteVersions, noteVersions);
    await insertAll(tx, t.calendarEntries, calendar);
    await insertAll(tx, t.notifications, notifications);
    await insertAll(tx, chat.chats, chatsOfDemo.chats);
    await insertAll(tx, chat.chatFiles, chatsOfDemo.files);
    await insertAll(tx, chat.chatMessages, chatsOfDemo.messages);
  });
  await seedBaseLibrary(db, organizations.map((organization) => organization.id), media);
  if (media) await seedLessonPictures(db, media, lessons.map((lesson, i) => ({ id: lesson.id, poses: demoLessons[i]?.pictures ?? [] })));
  // The patient list's figures from the tasks and feedback just loaded, as of the seed's day.
  await refreshEveryListFacts(db, now);
  // Fresh statistics and visibility map, so lists page through their indexes and counts read only them (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze`);
  if (files) for (const file of chatsOfDemo.files) await files.save(file.storageKey, demoProgramPdf);
  summary.counts = {
    users: users.length,
    patients: patientRows.length,
    tasks: tasks.length,
    feedback: feedback.length,
    questionnaires: questionnaires.length,
    healthMeasures: measures.length,
    journalNotes: notes.length,
    calendarEntries: calendar.length,
    notifications: notifications.length,
    chats: chatsOfDemo.chats.length,
    chatMessages: chatsOfDemo.messages.length,
  };
  return summary;
}

/** A template row without the demo's key for it. */
function omitKey<T extends { key: unknown }>(row: T): Omit<T, 'key'> {
  const copy: Partial<T> = { ...row };
  delete copy.key;
  return copy as Omit<T, 'key'>;
}

/** Why `npm run seed` refuses a database that holds an access log. */
export const keptLogRefusal =
  'This database holds an access log, which is kept and never emptied, so the demo is not loaded into it again. ' +
  'Load the demo into a new database: remove the data folder (PGlite) or create a new database (PostgreSQL).';

/**
 * Empties every table, for a fresh `npm run seed`; refuses, changing nothing, once the access log holds a row. The
 * log is append-only, TRUNCATE included (migration 0035): emptying the rest around it would leave rows naming
 * people and organizations that are no longer there, and a database with a log has been used, maybe by a clinic.
 */
export async function wipe(db: Db) {
  const [logged] = await db.select({ id: t.auditLog.id }).from(t.auditLog).limit(1);
  if (logged) throw new Error(keptLogRefusal);
  await db.execute(
    sql`truncate ${chat.chatMessages}, ${chat.chatFiles}, ${chat.chats}, ${t.revokedTokens}, ${t.grandIdSessions}, ${t.oneTimeCodes}, ${t.notifications}, ${t.healthMeasures}, ${t.feedbackItems},
        ${t.journalNoteVersions}, ${t.journalNotes}, ${t.noteTemplates}, ${t.questionnaireAnswers}, ${t.questionnaires}, ${t.calendarEntries},
        ${t.programTemplateExercises}, ${t.programTemplateLines}, ${t.programTemplates}, ${t.programLineExercises}, ${t.exerciseMedia},
        ${t.tasks}, ${t.programUpdates}, ${t.programs}, ${t.userExercises}, ${t.exercises}, ${t.patients},
        ${t.organizationMembers}, ${t.physioProfiles}, ${t.organizations}, ${t.users} cascade`,
  );
}
