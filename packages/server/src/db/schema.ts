import {
  activityTypes,
  appLanguages,
  grandIdAudiences,
  difficulties,
  entryTypes,
  exerciseTypes,
  healthMeasureKinds,
  logReviewFindings,
  logReviewKinds,
  notificationKinds,
  patientStatuses,
  questionnaireKinds,
  reminderKinds,
  roles,
  taskStatuses,
  followUpKinds,
  followUpOrigins,
  followUpStatuses,
  type AttentionReasonKind,
} from '@rehab/contract';
import type { LessonContent } from '@rehab/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The enumerations are the contract's, so the database and the API can never disagree.
export const role = pgEnum('role', roles);
export const patientStatus = pgEnum('patient_status', patientStatuses);
export const exerciseType = pgEnum('exercise_type', exerciseTypes);
export const activityType = pgEnum('activity_type', activityTypes);
export const taskStatus = pgEnum('task_status', taskStatuses);
export const difficulty = pgEnum('difficulty', difficulties);
export const entryType = pgEnum('entry_type', entryTypes);
export const questionnaireKind = pgEnum('questionnaire_kind', questionnaireKinds);
export const healthMeasureKind = pgEnum('health_measure_kind', healthMeasureKinds);
export const notificationKind = pgEnum('notification_kind', notificationKinds);

/** Everyone who signs in or is treated: physios, patients, organization and system admins. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: role('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A removed user keeps their rows for the record but can no longer sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Every token issued before this moment is refused: set when the user's sign-in identity changes. */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    /*
     * The physio lists (GET /physios, GET /organizations/{id}/physios) page through the physios only,
     * by last name, first name and id, and search their names and email folded like the patient
     * search (migration 0007's `search_fold`). Patients are most of this table, so both indexes are
     * partial and a query must say `role = 'physio' and deleted_at is null` as written here.
     */
    index('users_physio_name_idx')
      .on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.role} = 'physio' and ${t.deletedAt} is null`),
    index('users_physio_search_idx')
      .using('gin', sql`search_fold(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`)
      .where(sql`${t.role} = 'physio' and ${t.deletedAt} is null`),
    // The few removed accounts, so a count over many patients asks whether each one's account is removed
    // here (patientsInCareScope) instead of joining every patient's user row.
    index('users_removed_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const physioProfiles = pgTable(
  'physio_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    aboutMe: text('about_me').notNull().default(''),
    experience: text('experience').notNull().default(''),
    /** Swedish personal number, used by BankID. */
    bankId: text('bank_id'),
    photoPath: text('photo_path'),
  },
  // One person, one account: BankID sign-in finds the physio by this number.
  (t) => [uniqueIndex('physio_profiles_bank_id_key').on(t.bankId)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    title: text('title').notNull(),
    /** The organization number (`hash` in docs/rules/records.md). */
    orgNumber: text('org_number').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name').notNull(),
    code: text('code').notNull().unique(),
    licenses: integer('licenses').notNull().default(0),
    /** Its staff must present a second factor after a password or a mailed code (BankID is strong on its own). */
    requiresSecondFactor: boolean('requires_second_factor').notNull().default(false),
    /** When a patient needs attention (docs/rules/attention.md): pain at or above, a rise in pain, days without activity, adherence below (%). */
    attentionPain: smallint('attention_pain').notNull().default(7),
    attentionPainRise: smallint('attention_pain_rise').notNull().default(3),
    attentionInactiveDays: smallint('attention_inactive_days').notNull().default(3),
    attentionAdherence: smallint('attention_adherence').notNull().default(50),
    /** The signed journal notes appear in the patient app (Patientdatalagen 8 kap.: on unless the organization says no). */
    sharesNotesWithPatients: boolean('shares_notes_with_patients').notNull().default(true),
    /** The patient's log extract names the staff member who opened the record, not only their role. */
    namesStaffInLogExtract: boolean('names_staff_in_log_extract').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_org_number_key').on(t.orgNumber)],
);

/** Which organizations' patients a physio or organization admin may see. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /*
     * The member's last and first name in lower case, kept by database triggers from `users`
     * (migration 0009), so an organization's physios page in name order on this table's index.
     */
    sortLastName: text('sort_last_name').notNull().default(''),
    sortFirstName: text('sort_first_name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('organization_members_org_idx').on(t.organizationId, t.sortLastName, t.sortFirstName, t.userId),
  ],
);

export const patients = pgTable(
  'patients',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** 0 other (not set), 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    birthDate: date('birth_date'),
    phone: text('phone'),
    status: patientStatus('status').notNull().default('active'),
    treatmentEnd: timestamp('treatment_end', { withTimezone: true }),
    /** When the current treatment period began; null for the first, which began when the patient joined (joined_at). */
    treatmentStart: timestamp('treatment_start', { withTimezone: true }),
    /** The language the patient chose for the app. */
    language: text('language', { enum: appLanguages }).notNull().default('sv'),
    /** The patient's own photo, beside the physios' in DATA_DIR/uploads/photos. */
    photoPath: text('photo_path'),
    /** Swedish personal number (YYYYMMDD-NNNC), linked by the patient's own BankID login: BankID sign-in finds the patient by it. */
    personalNumber: text('personal_number'),
    /** When a physio last marked the patient's alerts handled: only what happened since raises one again. */
    attentionHandledAt: timestamp('attention_handled_at', { withTimezone: true }),
    /**
     * The physio who answers the patient: chat messages and notifications from the patient go to them, and to
     * every physio of the organization when there is none. Counts only while they are a physio of the patient's
     * organization (modules/patients/care.ts); a physio removed from it no longer answers.
     */
    responsiblePhysioId: uuid('responsible_physio_id').references(() => users.id, { onDelete: 'set null' }),
    /*
     * The patient list's keys, kept by database triggers from this row and the patient's user
     * (migration 0007), so the list pages, sorts and searches on indexes of this one table.
     */
    /** Last and first name in lower case: the name order, and the tie-break of every other order. */
    sortName: text('sort_name').notNull().default(''),
    /** When the patient's account was made (the user's created_at). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The organization's title, for the order by organization. */
    organizationSort: text('organization_sort').notNull().default(''),
    /** Name, email, phone (also as digits only) and birth date, lower case without accents, for a trigram search. */
    searchText: text('search_text').notNull().default(''),
    /** First and last name in lower case: the order by first name. */
    sortFirstName: text('sort_first_name').notNull().default(''),
    /*
     * The list's figures from the patient's health record (migration 0033, docs/rules/records.md), stored so the list
     * sorts and filters on them by index: when the patient last did a task, the share done of the last 14 days' tasks,
     * and whether the attention rules (docs/rules/attention.md) flag the patient. As of `listFactsDay`; a change to
     * the patient's tasks, feedback, status or handled alerts sets it to -infinity, and the list computes again what
     * is older than today before it reads (modules/patients/list-facts.ts).
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** Percent of the tasks due in the 14 days before `listFactsDay` that were done; null with none due. */
    adherence: smallint('adherence'),
    needsAttention: boolean('needs_attention').notNull().default(false),
    listFactsDay: date('list_facts_day').notNull().default(sql`'-infinity'::date`),
  },
  (t) => [
    index('patients_org_idx').on(t.organizationId, t.sortName, t.userId),
    // Who is in treatment in an organization, for the counts over a clinic (the to-do's total, the dashboard) without reading the rows.
    index('patients_org_status_idx').on(t.organizationId, t.status, t.userId),
    index('patients_name_idx').on(t.sortName, t.userId),
    index('patients_status_idx').on(t.status, t.sortName, t.userId),
    index('patients_joined_idx').on(t.joinedAt, t.sortName, t.userId),
    index('patients_organization_sort_idx').on(t.organizationSort, t.sortName, t.userId),
    // Age ascending is birth date descending with the undated last, and the other way round.
    index('patients_youngest_idx').on(sql`coalesce(${t.birthDate}, '-infinity'::date)`, t.sortName, t.userId),
    index('patients_oldest_idx').on(sql`coalesce(${t.birthDate}, 'infinity'::date)`, t.sortName, t.userId),
    index('patients_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('patients_first_name_idx').on(t.sortFirstName, t.userId),
    // The never active sort as the least recently active.
    index('patients_last_activity_idx').on(sql`coalesce(${t.lastActivityAt}, '-infinity'::timestamptz)`, t.sortName, t.userId),
    // Adherence with the unknown last, whichever way it is sorted.
    index('patients_adherence_low_idx').on(sql`coalesce(${t.adherence}, 101)`, t.sortName, t.userId),
    index('patients_adherence_high_idx').on(sql`coalesce(${t.adherence}, -1)`, t.sortName, t.userId),
    // Those who need attention first.
    index('patients_attention_idx').on(sql`(not ${t.needsAttention})`, t.sortName, t.userId),
    index('patients_list_facts_day_idx').on(t.listFactsDay),
    // The total of those who need attention, counted within the organizations from this alone.
    index('patients_org_attention_idx').on(t.organizationId, t.userId).where(sql`${t.needsAttention}`),
    // One person, one patient account.
    uniqueIndex('patients_personal_number_key').on(t.personalNumber),
  ],
);

/**
 * The invitation of a patient whom staff added (docs/rules/patients-in.md): one row per patient, its link's token
 * replaced on every resend, so only the newest link works. Kept once taken up (`acceptedAt`), with the personal
 * number staff registered: it is not the BankID link (`patients.personal_number`), which only the patient's own
 * BankID login sets.
 */
export const patientInvitations = pgTable(
  'patient_invitations',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's secret (base64url); null once the link is used. */
    tokenHash: text('token_hash'),
    /** YYYYMMDD-NNNC as staff typed it: one person, one patient. */
    personalNumber: text('personal_number').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patient_invitations_token_key').on(t.tokenHash),
    uniqueIndex('patient_invitations_personal_number_key').on(t.personalNumber),
    // The pending ones, for the list of invitations and the patient list's status.
    index('patient_invitations_pending_idx').on(t.sentAt).where(sql`${t.acceptedAt} is null`),
  ],
);

/**
 * A patient's earlier treatment periods, each written when an ended treatment is reopened
 * (docs/rules/patients-in.md). The current period is the patient's own treatment_start and treatment_end.
 */
export const treatmentPeriods = pgTable(
  'treatment_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** Who reopened the treatment, which closed this period for good. */
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('treatment_periods_patient_idx').on(t.patientId, t.startedAt)],
);

/** An exercise's default dosage, or a program's dosage of it (contract `dosage`). */
export type Dosage = {
  sets?: number | null;
  repetitions?: number | null;
  holdSeconds?: number | null;
  durationSeconds?: number | null;
  restSeconds?: number | null;
  timesPerWeek?: number | null;
  load?: string | null;
};
export type MediaVariant = { name: string; storageKey: string; contentType: string; width: number; height: number; size: number };

export const exercises = pgTable('exercises', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: exerciseType('type').notNull(),
  name: text('name').notNull(),
  groupId: integer('group_id').notNull(),
  groupName: text('group_name').notNull(),
  groupDisplayName: text('group_display_name').notNull(),
  /** The group's name in English (migration 0036); empty where only the Swedish one is written. */
  groupDisplayNameEn: text('group_display_name_en').notNull().default(''),
  groupIndex: integer('group_index').notNull().default(0),
  level: integer('level').notNull(),
  repetitions: integer('repetitions'),
  instruction: text('instruction').notNull().default(''),
  /** The instruction in English (migration 0036); empty where only the Swedish one is written. */
  instructionEn: text('instruction_en').notNull().default(''),
  imageUrl: text('image_url'),
  lessonNumber: integer('lesson_number'),
  /** A theory lesson's content, blocks in Swedish and English (contract `lessonContent`, migration 0034). */
  content: jsonb('content').$type<LessonContent>(),
  /*
   * The exercise library (migration 0024, docs/rules/library.md). A row without an organization is the
   * base set every organization sees; a row with one is that organization's own.
   */
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  /** The name in English; `name` is the Swedish one. */
  nameEn: text('name_en').notNull().default(''),
  stepsSv: jsonb('steps_sv').$type<string[]>().notNull().default([]),
  stepsEn: jsonb('steps_en').$type<string[]>().notNull().default([]),
  watchOutsSv: text('watch_outs_sv').notNull().default(''),
  watchOutsEn: text('watch_outs_en').notNull().default(''),
  /** Body regions and goals, as the contract's words. */
  regions: jsonb('regions').$type<string[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  dosage: jsonb('dosage').$type<Dosage>().notNull().default({}),
  /** The progression the exercise is a step of: its easier and harder versions share the chain, ordered by `level`. */
  chainId: uuid('chain_id').notNull().defaultRandom(),
  /** The base exercise an organization's own was copied from. */
  copiedFrom: uuid('copied_from'),
  /** A retired exercise is offered no more, but stays in the programs and tasks that hold it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // The library's order, name then id, within the base set and each organization's own.
  index('exercises_library_idx').on(t.organizationId, sql`lower(${t.name})`, t.id),
  index('exercises_chain_idx').on(t.chainId, t.level),
  index('exercises_search_idx').using('gin', sql`search_fold(${t.name} || ' ' || ${t.nameEn}) gin_trgm_ops`),
]);

/** When a patient first marked a theory lesson read (migration 0034, docs/rules/lessons.md). */
export const lessonReads = pgTable(
  'lesson_reads',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.lessonId] })],
);

/** A picture or video of an exercise; its files are in the media storage under `storageKey` and its variants. */
export const exerciseMedia = pgTable(
  'exercise_media',
  {
    id: id(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['picture', 'video'] }).notNull(),
    position: smallint('position').notNull().default(0),
    /** The type told from the content, of the file kept under `storageKey`. */
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    /** A picture's resized files (WebP) by the width the screens show; a video's poster picture. */
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('exercise_media_exercise_idx').on(t.exerciseId, t.position)],
);

/** The level a patient is on, per kind of exercise. */
export const userExercises = pgTable(
  'user_exercises',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    exerciseType: exerciseType('exercise_type').notNull(),
    level: integer('level').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.exerciseType] })],
);

export const programs = pgTable('programs', {
  id: id(),
  patientId: uuid('patient_id')
    .notNull()
    .unique()
    .references(() => patients.userId, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** One line of a program: on which weekday, from when to when, which kind and level. */
export const programUpdates = pgTable(
  'program_updates',
  {
    id: id(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    /** 1 Monday .. 7 Sunday. */
    day: smallint('day').notNull(),
    start: date('start').notNull(),
    finish: date('finish').notNull(),
    level: integer('level').notNull(),
    type: exerciseType('type').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('program_updates_program_idx').on(t.programId)],
);

/** The exercises of one program line, in order, each with its dosage and a word to the patient. */
export const programLineExercises = pgTable(
  'program_line_exercises',
  {
    id: id(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => programUpdates.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    position: smallint('position').notNull(),
    dosage: jsonb('dosage').$type<Dosage>().notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('program_line_exercises_line_idx').on(t.lineId, t.position), index('program_line_exercises_exercise_idx').on(t.exerciseId)],
);

/** An organization's named program (a protocol), applied to a patient in one step. */
export const programTemplates = pgTable(
  'program_templates',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How long the program runs from the day it is applied. */
    weeks: smallint('weeks').notNull(),
    /** A retired template is no longer offered; the programs it was applied to keep their lines. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('program_templates_org_idx').on(t.organizationId, t.name)],
);

/** A template's lines: the weekday, kind and level, and the exercises with their dosage (jsonb, in order). */
export const programTemplateLines = pgTable(
  'program_template_lines',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => programTemplates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    day: smallint('day').notNull(),
    type: exerciseType('type').notNull(),
    level: integer('level').notNull(),
  },
  (t) => [index('program_template_lines_template_idx').on(t.templateId, t.position)],
);

export const programTemplateExercises = pgTable(
  'program_template_exercises',
  {
    id: id(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => programTemplateLines.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id),
    position: smallint('position').notNull(),
    dosage: jsonb('dosage').$type<Dosage>().notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('program_template_exercises_line_idx').on(t.lineId, t.position)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id').references(() => exercises.id),
    type: activityType('type').notNull(),
    status: taskStatus('status').notNull().default('planned'),
    bookedDate: date('booked_date').notNull(),
    level: integer('level'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    difficulty: difficulty('difficulty'),
    /** The pain the patient reported with the verdict, NRS 0–10. */
    pain: smallint('pain'),
    feedback: text('feedback'),
    /** The patient's own words on the task, and what they achieved (docs/rules/records.md: comments, result). */
    comments: text('comments'),
    result: text('result'),
    lessonNumber: integer('lesson_number'),
    /** The dosage the task is planned at, kept as it was when done (migration 0024). */
    dosage: jsonb('dosage').$type<Dosage>(),
    /** The physio who marked the task done on the patient's behalf; null when the patient reported it (migration 0032). */
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tasks_patient_date_idx').on(t.patientId, t.bookedDate),
    // A day's tasks by kind and status, with whose they are: the to-do's filters and total read only this index.
    // Migration 0020 adds statistics of which kinds and statuses each day has, so the planner sees an empty filter.
    index('tasks_day_idx').on(t.bookedDate, t.type, t.status, t.patientId),
    // The follow-up count and the week's skipped tasks read only these, a small part of a clinic's tasks.
    index('tasks_skipped_idx').on(t.bookedDate, t.patientId).where(sql`${t.status} = 'skipped'`),
    // A patient's latest done task: the list's last activity and the attention rule of silence.
    index('tasks_done_idx').on(t.patientId, t.completedAt).where(sql`${t.status} = 'done'`),
  ],
);

export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: id(),
    physioId: uuid('physio_id').references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.userId, { onDelete: 'cascade' }),
    type: entryType('type').notNull(),
    title: text('title').notNull(),
    /** The title in English, where the product wrote it (the demo's visits, migration 0036); a physio's own title has none. */
    titleEn: text('title_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** A video visit's link (https), sent to the patient with the invitation. */
    videoUrl: text('video_url'),
    /** The iCalendar SEQUENCE: one more each time the entry is moved, so a calendar app replaces the earlier invitation. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
  },
  // Each list's keyset order (startsAt, endsAt, id) after its owner, so a page is an index range.
  (t) => [
    index('calendar_entries_physio_idx').on(t.physioId, t.startsAt, t.endsAt, t.id),
    index('calendar_entries_patient_idx').on(t.patientId, t.startsAt, t.endsAt, t.id),
  ],
);

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    kind: questionnaireKind('kind').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('questionnaires_patient_idx').on(t.patientId)],
);

export const questionnaireAnswers = pgTable('questionnaire_answers', {
  id: id(),
  questionnaireId: uuid('questionnaire_id')
    .notNull()
    .references(() => questionnaires.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  answer: text('answer').notNull(),
  /** The question and answer in English where the product wrote them (migration 0036); empty otherwise. */
  nameEn: text('name_en').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  answerEn: text('answer_en').notNull().default(''),
});

/** A template's text in one language: its name and headings, each with a hint of what to write there. */
export type TemplateTextRow = { title: string; sections: { heading: string; hint: string }[] };

/**
 * An organization's templates a physio starts a journal note from, in Swedish, English or both (docs/rules/journal.md).
 * A retired one is kept for the notes written from it, and no longer offered.
 */
export const noteTemplates = pgTable(
  'note_templates',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    textSv: jsonb('text_sv').$type<TemplateTextRow>(),
    textEn: jsonb('text_en').$type<TemplateTextRow>(),
    /** Offered again after it was used for a patient (a follow-up, a visit note); otherwise once per patient. */
    repeatable: boolean('repeatable').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('note_templates_org_idx').on(t.organizationId, t.createdAt)],
);

/** One section of a note as stored: a heading and plain text (never HTML). */
export type NoteSectionRow = { heading: string; text: string };

/**
 * A journal note on a patient. While a draft, only its author sees it and its one version is saved over as they type;
 * once signed it is never changed or removed: a correction is a new version (an amendment), an error is struck
 * through. Migration 0023's triggers hold this in the database too.
 */
export const journalNotes = pgTable(
  'journal_notes',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId),
    /** Null only for a note carried over from before the journal whose writer was not recorded. */
    authorId: uuid('author_id').references(() => users.id),
    templateId: uuid('template_id').references(() => noteTemplates.id),
    /** How many times the draft was saved: a save names the revision it started from (a stale one is a 409). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    signedBy: uuid('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    struckBy: uuid('struck_by').references(() => users.id),
    struckAt: timestamp('struck_at', { withTimezone: true }),
    strikeReason: text('strike_reason'),
  },
  (t) => [
    index('journal_notes_patient_idx').on(t.patientId, t.createdAt),
    // The latest signed note per patient (the header, the list) and a physio's drafts (the dashboard).
    index('journal_notes_signed_idx').on(t.patientId, t.signedAt).where(sql`${t.signedAt} is not null`),
    index('journal_notes_drafts_idx').on(t.authorId, t.updatedAt).where(sql`${t.signedAt} is null`),
  ],
);

/** The versions of a note: the first (the draft, then as signed) and each amendment, signed as it is made. */
export const journalNoteVersions = pgTable(
  'journal_note_versions',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => journalNotes.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<NoteSectionRow[]>().notNull(),
    /** Why an amendment was made; null for the first version. */
    reason: text('reason'),
    writtenBy: uuid('written_by').references(() => users.id),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    signedBy: uuid('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.version] })],
);

export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    exerciseId: uuid('exercise_id').references(() => exercises.id),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    exerciseType: exerciseType('exercise_type').notNull(),
    category: text('category').notNull(),
    feedback: difficulty('feedback').notNull(),
    /** Pain during or after the exercise, NRS 0–10, when the patient gave it. */
    pain: smallint('pain'),
    feedbackNote: text('feedback_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_items_patient_idx').on(t.patientId, t.createdAt),
    check('feedback_items_pain_range', sql`${t.pain} between 0 and 10`),
  ],
);

export const healthMeasures = pgTable(
  'health_measures',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    kind: healthMeasureKind('kind').notNull(),
    value: real('value').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('health_measures_patient_idx').on(t.patientId, t.kind, t.measuredAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationKind('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The bell's keyset order, and its unread count without reading the read ones.
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/** Sign-in codes sent by email; only a keyed hash of the code is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    /**
     * `sign-in` for a portal user, `join` to confirm a new patient's address before the account exists,
     * `patient-sign-in` and `password-reset` for a patient of the app, `staff-password-reset` for a portal user's
     * forgotten password, `identity-change` for a signed-in person confirming a change of how they sign in.
     */
    purpose: text('purpose', { enum: ['sign-in', 'join', 'patient-sign-in', 'password-reset', 'staff-password-reset', 'identity-change'] })
      .notNull()
      .default('sign-in'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.createdAt), index('one_time_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** BankID logins started here; each GrandID session signs in once, within its lifetime. */
export const grandIdSessions = pgTable('grandid_sessions', {
  sessionId: text('session_id').primaryKey(),
  /** Who the login was started for: it signs in only there (the portal's specialists or the app's patients). */
  audience: text('audience', { enum: grandIdAudiences }).notNull().default('specialists'),
  /**
   * The signed-in person who started this login: a patient linking their BankID to their account, or staff proving
   * it is them before their own sign-in changes (docs/decisions/0015). Such a login signs nobody in.
   */
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  /**
   * SHA-256 of the secret in the callback URL: only the browser GrandID sends back after BankID holds it, so whoever
   * started a login cannot use it once someone else has finished it.
   */
  stateHash: text('state_hash'),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: uuid('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One row per token the server issued at a sign-in, so a person sees where they are signed in and ends any of
 * it. Ending one revokes its token (`revoked_tokens`), which the every-request check already reads.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** The token's `jti`. */
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent header at sign-in, cut to 512 characters; shown as words, never as it is. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Moved forward at most once a minute, so the check on every request rarely writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * Who read or changed which patient's record, and when (Swedish patient-data law).
 * No foreign keys on purpose: the trail must outlive the users and patients it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').notNull(),
    /** Whose record; null for a refused call or a report that names no patient. */
    patientId: uuid('patient_id'),
    /** The organization the row belongs to, for its admin's review: the patient's, or the one a call was about. */
    organizationId: uuid('organization_id'),
    /** `allowed`, or `denied` for an attempt the server refused (403, or a 404 outside the caller's scope). */
    outcome: text('outcome', { enum: ['allowed', 'denied'] }).notNull().default('allowed'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The emergency access a read was made under (nödåtkomst), and the reason its holder gave; null otherwise. */
    emergencyAccessId: uuid('emergency_access_id'),
    reason: text('reason'),
  },
  (t) => [index('audit_log_patient_idx').on(t.patientId, t.at), index('audit_log_organization_idx').on(t.organizationId, t.at)],
);

/**
 * A staff user's second factors: authenticator apps (TOTP, RFC 6238) and passkeys (WebAuthn). An app's secret is
 * kept sealed with a key of the server's own (`src/auth/sealed.ts`), so the table alone makes no codes.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    name: text('name').notNull(),
    /** An app's secret, sealed; null for a passkey. */
    totpSecret: text('totp_secret'),
    /** The time step of the last code accepted, so no code is taken twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A passkey's credential id (base64url), its COSE public key (base64url), signature counter and transports. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    counter: bigint('counter', { mode: 'number' }),
    transports: jsonb('transports').$type<string[]>(),
    /** An app counts once its first code was right; until then it is an enrolment in progress. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('second_factors_user_idx').on(t.userId), uniqueIndex('second_factors_credential_key').on(t.credentialId)],
);

/** One-time recovery codes of a user with a second factor, kept as hashes; a used one has `usedAt`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The challenge of a WebAuthn ceremony under way (enrolling or presenting a passkey): one use, a few minutes. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['enrol', 'present'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_user_idx').on(t.userId)],
);

/**
 * Emergency access (nödåtkomst): a staff member without the care right opened one patient's record for a
 * reason they gave, for a bounded time. Kept for the organization's log review; no foreign key to the
 * actor or patient, like the access log, so it outlives them.
 */
export const emergencyAccesses = pgTable(
  'emergency_accesses',
  {
    id: id(),
    actorId: uuid('actor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('emergency_accesses_actor_idx').on(t.actorId, t.patientId, t.endsAt),
    index('emergency_accesses_organization_idx').on(t.organizationId, t.startsAt),
  ],
);

/**
 * The patient's reminder choices (docs/rules/reminders.md). No row: the contract's defaults
 * (`defaultReminderSettings`), so a patient is reminded before they ever open the settings.
 */
export const reminderSettings = pgTable('reminder_settings', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.userId, { onDelete: 'cascade' }),
  daily: boolean('daily').notNull(),
  /** HH:MM in Sweden. */
  dailyTime: text('daily_time').notNull(),
  appointment: boolean('appointment').notNull(),
  push: boolean('push').notNull(),
  mail: boolean('mail').notNull(),
  updatedAt: updatedAt(),
});

/** A device's web push subscription: where the browser's push service takes the patient's reminders. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    /** The push service's address for this device; one device, one row, whoever subscribed on it last. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_patient_idx').on(t.patientId)],
);

/**
 * Each reminder sent: its key (patient, day in Sweden, kind) is unique, so no server process sends it twice,
 * and the evening repeat reads whether the day's first one went out.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    /** How many devices took the push, and whether a mail went: what the patient got. */
    pushes: integer('pushes').notNull(),
    mailed: boolean('mailed').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.day, t.kind] })],
);

/**
 * A log review (loggkontroll, HSLF-FS 2016:40 4 kap. 9 §): an organization admin's follow-up of the access log for a
 * period. Drawn once by the server, so its random sample is the server's and stays what it was; completed when its
 * findings are saved. No foreign key to the people, like the access log, so it outlives them.
 */
export const logReviews = pgTable(
  'log_reviews',
  {
    id: id(),
    organizationId: uuid('organization_id').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    sampleSize: integer('sample_size').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    completedBy: uuid('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('log_reviews_organization_idx').on(t.organizationId, t.createdAt)],
);

/**
 * One thing a review looks at: an access-log row of the random sample, an emergency access, or a staff member's
 * reads of a patient they are not responsible for. What was drawn is stored (the row's id, the counts), so a
 * saved review reads the same every time; its finding and comment come when the review is saved.
 */
export const logReviewItems = pgTable(
  'log_review_items',
  {
    id: id(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => logReviews.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: logReviewKinds }).notNull(),
    position: integer('position').notNull(),
    auditLogId: bigint('audit_log_id', { mode: 'number' }),
    emergencyAccessId: uuid('emergency_access_id'),
    actorId: uuid('actor_id'),
    patientId: uuid('patient_id'),
    action: text('action'),
    reads: integer('reads').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    finding: text('finding', { enum: logReviewFindings }),
    comment: text('comment'),
  },
  (t) => [uniqueIndex('log_review_items_position_key').on(t.reviewId, t.kind, t.position)],
);

/**
 * The physio's work list (docs/rules/follow-ups.md): one thing to do about a patient, made by the rules or by a
 * physio, assigned to one physio, open (perhaps snoozed to a day) until done. The rules make at most one open
 * follow-up of a kind per patient (follow_ups_rule_open_key), so a patient who keeps needing attention has one.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: followUpKinds }).notNull(),
    origin: text('origin', { enum: followUpOrigins }).notNull(),
    reasons: jsonb('reasons').$type<AttentionReasonKind[]>().notNull().default([]),
    note: text('note'),
    dueDate: date('due_date').notNull(),
    snoozedUntil: date('snoozed_until'),
    status: text('status', { enum: followUpStatuses }).notNull().default('open'),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The open view's order after the physio and the status, so a page of a long work list is its first rows.
    index('follow_ups_assignee_idx').on(t.assigneeId, t.status, t.dueDate, t.createdAt, t.id),
    index('follow_ups_patient_idx').on(t.patientId, t.status),
    uniqueIndex('follow_ups_rule_open_key').on(t.patientId, t.kind).where(sql`${t.origin} = 'rule' and ${t.status} = 'open'`),
  ],
);
