import {
  apiErrorBody,
  draftListResponse,
  journalNote,
  journalNoteListResponse,
  journalReadersResponse,
  patientJournalResponse,
  noteTemplate,
  noteTemplateListResponse,
  patientDetails,
  patientListResponse,
  staleDraftError,
  type JournalNote,
} from '@rehab/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalNotes, journalNoteVersions, organizations } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';
import { readPdf } from './pdf-testing';

/** The journal (docs/rules/journal.md): drafts, stale saves, signing, amendments, strikes, and what the database refuses. */
describe('the journal', () => {
  let server: TestServer;
  let anna: string;
  let erik: string;
  let patientId: string;
  let organizationId: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });
  const notesUrl = () => `/patients/list/${patientId}/medical-notes`;
  const newDraft = async (token = anna, body: object = { templateId: null }) => {
    const response = await call(token, 'POST', notesUrl(), body);
    expect(response.statusCode, response.body).toBe(201);
    return journalNote.parse(response.json());
  };
  const save = (note: JournalNote, text: string, revision = note.revision, token = anna) =>
    call(token, 'PUT', `${notesUrl()}/${note.id}/draft`, { revision, title: note.title, sections: note.sections.map((section) => ({ heading: section.heading, text })) });
  const sign = (note: JournalNote, revision: number, token = anna) => call(token, 'POST', `${notesUrl()}/${note.id}/sign`, { revision });
  const signedNote = async () => {
    const draft = await newDraft();
    const saved = journalNote.parse((await save(draft, 'Smärta NRS 3/10.')).json());
    return journalNote.parse((await sign(saved, saved.revision)).json());
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    anna = await server.signIn();
    erik = await server.signIn('erik.holm@demo.se');
    const south = seededOrganization(server.summary, 0);
    organizationId = south.id;
    patientId = present(south.patientIds[0]);
  });
  afterAll(() => server.close());

  it('starts a draft from a template, its headings as empty sections, seen by its author only', async () => {
    const offered = noteTemplateListResponse.parse((await call(anna, 'GET', `${notesUrl()}/templates`)).json());
    const visit = present(offered.find((template) => template.texts.sv?.title === 'Besöksanteckning'));
    const draft = await newDraft(anna, { templateId: visit.id, language: 'en' });
    expect(draft).toMatchObject({ status: 'draft', title: 'Visit note', revision: 0, signedAt: null, author: { firstName: 'Anna' } });
    expect(draft.sections).toEqual([
      { heading: 'The visit', text: '' },
      { heading: 'Plan', text: '' },
    ]);
    const own = journalNoteListResponse.parse((await call(anna, 'GET', `${notesUrl()}/list`)).json());
    expect(own.map((note) => note.id)).toContain(draft.id);
    const others = journalNoteListResponse.parse((await call(erik, 'GET', `${notesUrl()}/list`)).json());
    expect(others.map((note) => note.id)).not.toContain(draft.id);
    expect((await call(erik, 'GET', `${notesUrl()}/${draft.id}`)).statusCode).toBe(404);
    expect((await save(draft, 'Erik skriver', 0, erik)).statusCode).toBe(404);
    const drafts = draftListResponse.parse((await call(anna, 'GET', '/specialists/medical-notes/drafts')).json());
    expect(drafts.find((each) => each.id === draft.id)).toMatchObject({ title: 'Visit note', patient: { id: patientId } });
    expect(draftListResponse.parse((await call(erik, 'GET', '/specialists/medical-notes/drafts')).json()).map((each) => each.id)).not.toContain(draft.id);
  });

  it('saves a draft from its revision and answers a stale save 409 with the newer text', async () => {
    const draft = await newDraft();
    const first = await save(draft, 'Första fliken');
    expect(first.statusCode).toBe(200);
    expect(journalNote.parse(first.json())).toMatchObject({ revision: 1, sections: [{ text: 'Första fliken' }] });
    // A second tab still at revision 0.
    const stale = await save(draft, 'Andra fliken', 0);
    expect(stale.statusCode).toBe(409);
    const body = staleDraftError.parse(stale.json());
    expect(body.errors).toEqual([{ property: 'revision', constraints: { stale: body.message } }]);
    expect(body.current).toMatchObject({ revision: 1, sections: [{ text: 'Första fliken' }] });
    // Merged, it saves from the newer revision.
    expect((await save(draft, 'Första fliken\n\nAndra fliken', 1)).statusCode).toBe(200);
  });

  it('signs a draft: who and when; then no route changes or removes it', async () => {
    const draft = await newDraft();
    expect((await sign(draft, 0)).statusCode).toBe(400); // nothing written yet
    const saved = journalNote.parse((await save(draft, 'Patienten har tränat enligt programmet.')).json());
    expect((await sign(saved, 0)).statusCode).toBe(409); // not what the draft now says
    const signed = journalNote.parse((await sign(saved, saved.revision)).json());
    expect(signed).toMatchObject({ status: 'signed', signedBy: { firstName: 'Anna' } });
    expect(signed.signedAt).not.toBeNull();
    expect(signed.versions).toHaveLength(1);
    // Every route that writes a draft refuses a signed note.
    expect((await save(signed, 'Ändrat i efterhand', signed.revision)).statusCode).toBe(409);
    expect((await sign(signed, signed.revision)).statusCode).toBe(409);
    expect((await call(anna, 'DELETE', `${notesUrl()}/${signed.id}/draft`)).statusCode).toBe(409);
    // Another physio of the organization reads the signed note.
    expect(journalNote.parse((await call(erik, 'GET', `${notesUrl()}/${signed.id}`)).json()).sections).toEqual(signed.sections);
    expect(journalNote.parse((await call(anna, 'GET', `${notesUrl()}/${signed.id}`)).json())).toEqual(signed);
  });

  it('corrects a signed note by an amendment with a reason, a new version listed with who and when', async () => {
    const signed = await signedNote();
    const noReason = await call(erik, 'POST', `${notesUrl()}/${signed.id}/amendments`, { reason: '  ', title: signed.title, sections: [] });
    expect(noReason.statusCode).toBe(400);
    const amended = await call(erik, 'POST', `${notesUrl()}/${signed.id}/amendments`, {
      reason: 'Fel värde på NRS',
      title: signed.title,
      sections: [{ heading: signed.sections[0]?.heading ?? '', text: 'Smärta NRS 2/10.' }],
    });
    expect(amended.statusCode, amended.body).toBe(201);
    const note = journalNote.parse(amended.json());
    expect(note.sections[0]?.text).toBe('Smärta NRS 2/10.');
    expect(note.amendedAt).not.toBeNull();
    expect(note.versions.map((version) => [version.version, version.kind, version.reason, version.signedBy?.firstName])).toEqual([
      [1, 'original', null, 'Anna'],
      [2, 'amendment', 'Fel värde på NRS', 'Erik'],
    ]);
    // The first version is as it was signed.
    expect(note.versions[0]?.sections[0]?.text).toBe('Smärta NRS 3/10.');
  });

  it('strikes a note written in error through with a reason, once, and keeps its text', async () => {
    const signed = await signedNote();
    const struck = await call(anna, 'POST', `${notesUrl()}/${signed.id}/strike`, { reason: 'Skriven på fel patient' });
    expect(struck.statusCode).toBe(200);
    expect(journalNote.parse(struck.json())).toMatchObject({ status: 'struck', strikeReason: 'Skriven på fel patient', struckBy: { firstName: 'Anna' }, sections: signed.sections });
    expect((await call(anna, 'POST', `${notesUrl()}/${signed.id}/strike`, { reason: 'Igen' })).statusCode).toBe(409);
    expect((await call(anna, 'POST', `${notesUrl()}/${signed.id}/amendments`, { reason: 'x', title: 't', sections: [] })).statusCode).toBe(409);
    const listed = journalNoteListResponse.parse((await call(erik, 'GET', `${notesUrl()}/list`)).json());
    expect(listed.find((note) => note.id === signed.id)?.status).toBe('struck');
  });

  it('offers a used template again only when it is repeatable', async () => {
    const offered = () => call(anna, 'GET', `${notesUrl()}/templates`).then((response) => noteTemplateListResponse.parse(response.json()));
    const before = await offered();
    const once = present(before.find((template) => !template.repeatable && template.texts.sv?.title === 'Epikris'));
    const repeatable = present(before.find((template) => template.repeatable));
    await newDraft(anna, { templateId: once.id });
    await newDraft(anna, { templateId: repeatable.id });
    const after = await offered();
    expect(after.map((template) => template.id)).not.toContain(once.id);
    expect(after.map((template) => template.id)).toContain(repeatable.id);
    const again = await call(anna, 'POST', notesUrl(), { templateId: once.id });
    expect(again.statusCode).toBe(400);
    expect(apiErrorBody.parse(again.json()).errors?.[0]?.property).toBe('templateId');
  });

  it('lets the organization’s physios add, edit and retire templates; others cannot see them', async () => {
    const base = `/organizations/${organizationId}/note-templates`;
    const body = { texts: { sv: { title: 'Gruppträning', sections: [{ heading: 'Deltagande', hint: 'Vilka pass' }] }, en: null }, repeatable: true };
    const created = await call(erik, 'POST', base, body);
    expect(created.statusCode, created.body).toBe(201);
    const template = noteTemplate.parse(created.json());
    expect(noteTemplateListResponse.parse((await call(anna, 'GET', `${notesUrl()}/templates`)).json()).map((each) => each.id)).toContain(template.id);
    const retired = await call(anna, 'PUT', `${base}/${template.id}`, { ...body, retired: true });
    expect(noteTemplate.parse(retired.json()).retired).toBe(true);
    expect(noteTemplateListResponse.parse((await call(anna, 'GET', `${notesUrl()}/templates`)).json()).map((each) => each.id)).not.toContain(template.id);
    expect(noteTemplateListResponse.parse((await call(anna, 'GET', base)).json()).find((each) => each.id === template.id)?.retired).toBe(true);
    // A physio of another organization does not find it.
    const sara = await server.signIn('sara.nyberg@demo.se');
    expect((await call(sara, 'GET', base)).statusCode).toBe(404);
    expect((await call(erik, 'POST', base, { ...body, texts: { sv: null, en: null } })).statusCode).toBe(400);
    expect(seededStaff(server.summary, 'sara.nyberg@demo.se').organizationIds).not.toContain(organizationId);
  });

  it('writes an access-log row for every read of the journal', async () => {
    const signed = await signedNote();
    const mark = Number((await server.database.db.select({ n: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog))[0]?.n ?? 0);
    await call(erik, 'GET', `${notesUrl()}/list`);
    await call(erik, 'GET', `${notesUrl()}/${signed.id}`);
    await call(erik, 'GET', `${notesUrl()}/templates`);
    const rows = await server.database.db
      .select({ action: auditLog.action, patientId: auditLog.patientId })
      .from(auditLog)
      .where(and(sql`${auditLog.id} > ${mark}`, eq(auditLog.actorId, seededStaff(server.summary, 'erik.holm@demo.se').id)));
    expect(rows).toEqual([
      { action: 'read:medical-notes', patientId },
      { action: 'read:medical-note', patientId },
      { action: 'read:medical-note-templates', patientId },
    ]);
  });

  it('refuses in the database to change or remove a signed note, and any row of the access log', async () => {
    const signed = await signedNote();
    const { db } = server.database;
    await expect(db.update(journalNoteVersions).set({ title: 'Ändrad' }).where(eq(journalNoteVersions.noteId, signed.id))).rejects.toThrow();
    await expect(db.delete(journalNoteVersions).where(eq(journalNoteVersions.noteId, signed.id))).rejects.toThrow();
    await expect(db.update(journalNotes).set({ signedAt: new Date(0) }).where(eq(journalNotes.id, signed.id))).rejects.toThrow();
    await expect(db.delete(journalNotes).where(eq(journalNotes.id, signed.id))).rejects.toThrow();
    const [stored] = await db.select().from(journalNoteVersions).where(eq(journalNoteVersions.noteId, signed.id));
    expect(stored?.title).toBe(signed.title);
    // A draft's text is saved over while it is typed.
    const draft = await newDraft();
    await db.update(journalNoteVersions).set({ title: 'Utkast' }).where(eq(journalNoteVersions.noteId, draft.id));
    await expect(db.update(auditLog).set({ action: 'nothing' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    expect((await db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]?.n).not.toBe(0);
  });

  it('throws away its author’s draft', async () => {
    const draft = await newDraft();
    expect((await call(anna, 'DELETE', `${notesUrl()}/${draft.id}/draft`)).statusCode).toBe(204);
    expect((await call(anna, 'GET', `${notesUrl()}/${draft.id}`)).statusCode).toBe(404);
  });

  it('bounds every text', async () => {
    const draft = await newDraft();
    const long = await call(anna, 'PUT', `${notesUrl()}/${draft.id}/draft`, { revision: 0, title: 'x', sections: [{ heading: 'h', text: 'a'.repeat(20_001) }] });
    expect(long.statusCode).toBe(400);
    const many = await call(anna, 'PUT', `${notesUrl()}/${draft.id}/draft`, { revision: 0, title: 'x', sections: Array.from({ length: 31 }, () => ({ heading: 'h', text: '' })) });
    expect(many.statusCode).toBe(400);
    const html = await call(anna, 'PUT', `${notesUrl()}/${draft.id}/draft`, { revision: 0, title: 'x', sections: [{ heading: 'h', text: '<script>alert(1)</script>' }] });
    // Stored as the text it is; the apps show it as text.
    expect(journalNote.parse(html.json()).sections[0]?.text).toBe('<script>alert(1)</script>');
  });

  it('shows the patient their signed notes and who read their record, as the organization allows', async () => {
    const signed = await signedNote();
    const draft = await newDraft();
    await call(erik, 'GET', `${notesUrl()}/${signed.id}`);
    const patient = await server.signInPatient(patientId);
    const journal = patientJournalResponse.parse((await call(patient, 'GET', '/patient-app/journal')).json());
    expect(journal.shared).toBe(true);
    expect(journal.notes.map((note) => note.id)).toContain(signed.id);
    expect(journal.notes.map((note) => note.id)).not.toContain(draft.id);
    const readers = journalReadersResponse.parse((await call(patient, 'GET', '/patient-app/journal/readers')).json());
    expect(readers[0]).toMatchObject({ role: 'physio', staff: { firstName: 'Erik', lastName: 'Holm' }, action: 'read:medical-note', organization: 'Rehabkliniken Syd AB' });
    const { db } = server.database;
    await db.update(organizations).set({ namesStaffInLogExtract: false, sharesNotesWithPatients: false }).where(eq(organizations.id, organizationId));
    try {
      expect(patientJournalResponse.parse((await call(patient, 'GET', '/patient-app/journal')).json())).toEqual({ shared: false, notes: [] });
      const unnamed = journalReadersResponse.parse((await call(patient, 'GET', '/patient-app/journal/readers')).json());
      expect(unnamed[0]).toMatchObject({ role: 'physio', staff: null });
    } finally {
      await db.update(organizations).set({ namesStaffInLogExtract: true, sharesNotesWithPatients: true }).where(eq(organizations.id, organizationId));
    }
    // Staff do not reach the patient's own calls.
    expect((await call(anna, 'GET', '/patient-app/journal')).statusCode).toBe(403);
  });

  it('prints the signed notes as a tagged PDF, never a draft, each print a row of its own', async () => {
    const draft = await newDraft();
    expect((await save(draft, 'Utkast som inte skrivs ut')).statusCode).toBe(200);
    const signed = await signedNote();
    journalNote.parse(
      (await call(anna, 'POST', `${notesUrl()}/${signed.id}/amendments`, { reason: 'Fel skala', title: 'Rättad bedömning', sections: [{ heading: 'Bedömning', text: '- Smärta NRS 2/10\n- Går i trappor' }] })).json(),
    );
    const whole = await call(anna, 'GET', `${notesUrl()}.pdf`);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="journal-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = await readPdf(whole.rawPayload);
    expect(pdf).toMatchObject({ tagged: true, language: 'sv-SE', title: expect.stringMatching(/^Journal – /) });
    expect(pdf.text).toContain('Rättad bedömning');
    expect(pdf.text).toContain('Smärta NRS 2/10');
    expect(pdf.text).toMatch(/Utskriven .* av Anna/);
    expect(pdf.text).not.toContain('Utkast som inte skrivs ut');
    expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'Sect', 'H2', 'H3', 'P', 'L', 'LI']));

    const one = await call(anna, 'GET', `${notesUrl()}/${signed.id}.pdf?language=en`);
    expect(one.statusCode).toBe(200);
    const printed = await readPdf(one.rawPayload);
    expect(printed).toMatchObject({ language: 'en-GB', title: expect.stringMatching(/^Medical record – /) });
    expect(printed.text).toContain('Signed notes: 1');
    // A draft is not part of the journal yet, and another's draft is not told to exist.
    expect((await call(anna, 'GET', `${notesUrl()}/${draft.id}.pdf`)).statusCode).toBe(404);
    expect((await call(anna, 'GET', `${notesUrl()}.pdf?language=fi`)).statusCode).toBe(400);

    const rows = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), sql`${auditLog.action} like 'print:%'`));
    // The journal, the note, and the refused draft's call (the record was reached); the bad language was refused before.
    expect(rows.map((row) => row.action).sort()).toEqual(['print:medical-note', 'print:medical-note', 'print:medical-notes']);

    // The patient downloads their own copy: the notes Min journal shows, logged as their download.
    const patient = await server.signInPatient(patientId);
    const own = await call(patient, 'GET', '/patient-app/journal.pdf');
    expect(own.statusCode).toBe(200);
    const copy = await readPdf(own.rawPayload);
    expect(copy.text).toContain('Rättad bedömning');
    expect(copy.text).toMatch(/Hämtad av patienten/);
    expect(copy.tagged).toBe(true);
    const downloads = await server.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'download:own-journal')));
    expect(downloads).toHaveLength(1);
    expect((await call(anna, 'GET', '/patient-app/journal.pdf')).statusCode).toBe(403);
  });

  it("shows the latest signed note's date in the patient's header and the list, to a reader with the care right only", async () => {
    const signed = await signedNote();
    const draft = await newDraft();
    expect((await save(draft, 'Ett senare utkast räknas inte')).statusCode).toBe(200);
    const details = patientDetails.parse((await call(anna, 'GET', `/patients/list/${patientId}`)).json());
    expect(details.latestSignedNoteAt).toBe(signed.signedAt);
    const listed = patientListResponse.parse((await call(anna, 'GET', `/specialists/patients/list?organizationId=${organizationId}&limit=100`)).json());
    expect(listed.items.find((item) => item.id === patientId)?.latestSignedNoteAt).toBe(signed.signedAt);
    // The administrator manages the patient but reads no health record: no date of it either.
    const admin = await server.signIn(demoAdmins.organization);
    const adminList = patientListResponse.parse((await call(admin, 'GET', `/specialists/patients/list?organizationId=${organizationId}&limit=100`)).json());
    expect(adminList.items.find((item) => item.id === patientId)?.latestSignedNoteAt).toBeNull();
  });

  it('seeds real signed notes, some amended', async () => {
    const { db } = server.database;
    const versions = await db.select({ version: journalNoteVersions.version, reason: journalNoteVersions.reason, signedAt: journalNoteVersions.signedAt }).from(journalNoteVersions);
    expect(versions.filter((version) => version.version === 2 && version.reason).length).toBeGreaterThan(0);
  });
});
