import { journalNote, journalReadersResponse, ownRecordResponse } from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../db/schema';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

type Entry = { fullUrl: string; resource: { resourceType: string; id: string } & Record<string, unknown> };
type Bundle = { resourceType: string; type: string; entry: Entry[] };

// HL7's FHIR R4 definitions as the `fhir` package ships them: unknown properties, missing required ones, wrong
// types and codes outside their value sets are errors.
const validator = new Fhir();
const validate = (resource: object) => validator.validate(resource, { errorOnUnexpected: true });

/** The FHIR R4 export of the patient's record (docs/rules/journal.md, "The record as FHIR"). */
describe('the record as FHIR', () => {
  let server: TestServer;
  let anna: string;
  let patientId: string;
  let organizationId: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const notesUrl = () => `/patients/list/${patientId}/medical-notes`;
  const ofType = (bundle: Bundle, type: string) => bundle.entry.filter((entry) => entry.resource.resourceType === type).map((entry) => entry.resource);
  const decoded = (attachment: { data: string }) => Buffer.from(attachment.data, 'base64').toString('utf8');

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 4 } });
    anna = await server.signIn();
    const south = seededOrganization(server.summary, 0);
    organizationId = south.id;
    patientId = present(south.patientIds[0]);
  });
  afterAll(() => server.close());

  it('gives staff a Bundle that the FHIR R4 schema accepts, with every kind of data the product holds', async () => {
    const draft = journalNote.parse((await call(anna, 'POST', notesUrl(), { templateId: null })).json());
    const saved = journalNote.parse(
      (await call(anna, 'PUT', `${notesUrl()}/${draft.id}/draft`, { revision: 0, title: 'Bedömning', sections: [{ heading: 'Bedömning', text: 'Smärta NRS 4/10.' }] })).json(),
    );
    const signed = journalNote.parse((await call(anna, 'POST', `${notesUrl()}/${saved.id}/sign`, { revision: saved.revision })).json());
    const amendment = { reason: 'Fel skala', title: 'Bedömning', sections: [{ heading: 'Bedömning', text: 'Smärta NRS 3/10.' }] };
    expect((await call(anna, 'POST', `${notesUrl()}/${signed.id}/amendments`, amendment)).statusCode).toBe(201);
    const unsigned = journalNote.parse((await call(anna, 'POST', notesUrl(), { templateId: null })).json());

    const response = await call(anna, 'GET', `/patients/list/${patientId}/record.fhir.json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="journal-fhir-\d{4}-\d{2}-\d{2}\.json"$/);
    const bundle = response.json<Bundle>();
    const result = validate(bundle);
    expect(result.messages.filter((message) => message.severity === 'error' || message.severity === 'fatal')).toEqual([]);
    expect(result.valid).toBe(true);

    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const kinds = new Set(bundle.entry.map((entry) => entry.resource.resourceType));
    expect([...kinds].sort()).toEqual(['CarePlan', 'DocumentReference', 'Observation', 'Organization', 'Patient', 'QuestionnaireResponse']);
    expect(ofType(bundle, 'Patient')[0]).toMatchObject({ id: patientId, managingOrganization: { reference: `urn:uuid:${organizationId}` } });
    const plan = present(ofType(bundle, 'CarePlan')[0]) as unknown as { activity: { detail: { status: string; scheduledTiming: object } }[] };
    expect(plan.activity.length).toBeGreaterThan(0);
    // Every reference points at an entry of the Bundle.
    const urls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    for (const reference of references) expect(urls.has(reference.slice(13, -1))).toBe(true);

    const documents = ofType(bundle, 'DocumentReference') as unknown as { id: string; docStatus: string; content: { attachment: { data: string; title: string } }[] }[];
    expect(documents.map((document) => document.id)).not.toContain(unsigned.id);
    const amended = present(documents.find((document) => document.id === signed.id));
    expect(amended.docStatus).toBe('amended');
    // The latest text first, then the signed original: the history travels with the note.
    expect(amended.content.map((content) => decoded(content.attachment))).toEqual(['Bedömning\n\nSmärta NRS 3/10.', 'Bedömning\n\nSmärta NRS 4/10.']);
    expect(amended.content[0]?.attachment.title).toBe('Bedömning, version 2 (rättelse: Fel skala)');

    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'export:fhir-record')));
    expect(rows).toHaveLength(1);
  });

  it('fails the validator on a resource that breaks the R4 schema, so the check above can fail', async () => {
    const bundle = (await call(anna, 'GET', `/patients/list/${patientId}/record.fhir.json?language=en`)).json<Bundle>();
    const plan = present(bundle.entry.find((entry) => entry.resource.resourceType === 'CarePlan'));
    delete plan.resource.status;
    plan.resource.activities = [];
    const result = validate(bundle);
    expect(result.valid).toBe(false);
    expect(result.messages.map((message) => `${message.location}: ${message.message}`)).toEqual(
      expect.arrayContaining(['CarePlan.status: Missing property', 'CarePlan.activities: Unexpected property']),
    );
  });

  it('lets the patient download their own record, with notes only where the organization shares them', async () => {
    const patient = await server.signInPatient(patientId);
    const own = await call(patient, 'GET', '/patient-app/record.fhir.json?language=en');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/filename="medical-record-fhir-/);
    const bundle = own.json<Bundle>();
    expect(validate(bundle).valid).toBe(true);
    expect(ofType(bundle, 'DocumentReference').length).toBeGreaterThan(0);

    const { db } = server.database;
    await db.update(organizations).set({ sharesNotesWithPatients: false }).where(eq(organizations.id, organizationId));
    try {
      const unshared = (await call(patient, 'GET', '/patient-app/record.fhir.json')).json<Bundle>();
      expect(ofType(unshared, 'DocumentReference')).toEqual([]);
      expect(ofType(unshared, 'CarePlan')).toHaveLength(1);
    } finally {
      await db.update(organizations).set({ sharesNotesWithPatients: true }).where(eq(organizations.id, organizationId));
    }
    const downloads = await db.select().from(auditLog).where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'download:own-fhir-record')));
    expect(downloads).toHaveLength(2);
    // The staff export is in the patient's log extract, as a print is.
    const readers = journalReadersResponse.parse((await call(patient, 'GET', '/patient-app/journal/readers?limit=200')).json());
    expect(readers.map((reader) => reader.action)).toContain('export:fhir-record');
    expect((await call(anna, 'GET', '/patient-app/record.fhir.json')).statusCode).toBe(403);
    expect((await call(patient, 'GET', '/patient-app/record.fhir.json?language=fi')).statusCode).toBe(400);
  });

  it("shows the patient the rest of their record in Min journal: the program, the answers and the feedback", async () => {
    const patient = await server.signInPatient(patientId);
    const response = await call(patient, 'GET', '/patient-app/record');
    expect(response.statusCode, response.body).toBe(200);
    const record = ownRecordResponse.parse(response.json());
    expect(record.program.length).toBeGreaterThan(0);
    expect(record.program[0]).toMatchObject({ type: expect.any(String), level: expect.any(Number), start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(record.questionnaires.length).toBeGreaterThan(0);
    expect(record.questionnaires.every((form) => form.completedAt !== null && form.answers.length > 0)).toBe(true);
    expect(record.feedback.length).toBeGreaterThan(0);
    // The same data as the FHIR export holds.
    const bundle = (await call(patient, 'GET', '/patient-app/record.fhir.json')).json<Bundle>();
    expect(ofType(bundle, 'QuestionnaireResponse').filter((form) => form.status === 'completed')).toHaveLength(record.questionnaires.length);
    expect((present(ofType(bundle, 'CarePlan')[0]) as unknown as { activity: unknown[] }).activity).toHaveLength(record.program.length);
    expect((await call(anna, 'GET', '/patient-app/record')).statusCode).toBe(403);
  });
});
