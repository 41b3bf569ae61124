import { logReview, logReviewListResponse, organizationAuditResponse, profileResponse } from '@rehab/contract';
import { organizationList } from './adminFixtures';
import { storyTime, uuid } from './fixtures';

/**
 * Rehabkliniken Syd AB's access log and log reviews as its admin sees them, each parsed by the contract's schema.
 */

const south = organizationList.find((organization) => organization.code === 'SYD-2026');
if (!south) throw new Error('the stories need Rehabkliniken Syd AB');
export const southId = south.id;

/** Karin Holm, Syd's organization admin, who draws and saves the reviews. */
export const organizationAdmin = profileResponse.parse({
  id: uuid(3, 1),
  email: 'admin@demo.se',
  firstName: 'Karin',
  lastName: 'Holm',
  role: 'org_admin',
  photo: null,
  profile: { aboutMe: '', experience: '', bankId: null },
  organizations: [{ id: south.id, title: south.title }],
});

const erik = { id: uuid(3, 2), firstName: 'Erik', lastName: 'Holm', role: 'physio' };
const anna = { id: uuid(3, 3), firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' };
const karin = { id: organizationAdmin.id, firstName: 'Karin', lastName: 'Holm', role: 'org_admin' };
const patientsOf = ['Karin Isaksson', 'Lars Berg', 'Maja Ek', 'Nils Åberg', 'Olivia Sund'].map((name, index) => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  return { id: uuid(4, index + 1), firstName, lastName };
});
const [isaksson, berg] = patientsOf as [(typeof patientsOf)[number], (typeof patientsOf)[number]];

const row = (
  id: number,
  at: string,
  actor: typeof erik,
  patient: (typeof patientsOf)[number] | null,
  action: string,
  path: string,
  reason: string | null = null,
) => ({
  id,
  at,
  outcome: 'allowed',
  action,
  method: 'GET',
  path,
  ip: '10.0.0.12',
  actor,
  patient,
  reason,
});

/** A page of the log: a record read, Anna's patient list of five (one view), an emergency read. */
export const auditPage = organizationAuditResponse.parse({
  items: [
    row(120, storyTime(0, 14, 5), erik, isaksson, 'read:health-report', `/patients/list/${isaksson.id}/health-report`),
    ...patientsOf.map((patient, index) =>
      row(119 - index, storyTime(0, 13, 40), anna, patient, 'read:patient-list', '/specialists/patients/list'),
    ),
    row(
      110,
      storyTime(-1, 9, 12),
      karin,
      berg,
      'read:medical-notes',
      `/patients/list/${berg.id}/medical-notes/list`,
      'Patienten ringde, ansvarig fysioterapeut är sjuk',
    ),
  ],
  nextCursor: null,
});

const item = (index: number, kind: 'sample' | 'emergency' | 'outside-care', fields: Record<string, unknown>) => ({
  id: uuid(5, index),
  kind,
  actor: erik,
  patient: isaksson,
  action: null,
  reason: null,
  reads: 1,
  firstAt: storyTime(-3, 10),
  lastAt: storyTime(-3, 10),
  finding: null,
  comment: null,
  ...fields,
});

/** A review drawn today of the last month, not saved yet. */
export const drawnReview = logReview.parse({
  id: uuid(6, 1),
  from: storyTime(-30, 12).slice(0, 10),
  to: storyTime(0, 12).slice(0, 10),
  sampleSize: 3,
  createdAt: storyTime(0, 15, 2),
  createdBy: karin,
  completedAt: null,
  completedBy: null,
  items: [
    item(1, 'sample', { action: 'read:health-report', firstAt: storyTime(-12, 9, 14), lastAt: storyTime(-12, 9, 14) }),
    item(2, 'sample', {
      actor: anna,
      patient: berg,
      action: 'read:patient-list',
      firstAt: storyTime(-8, 13, 40),
      lastAt: storyTime(-8, 13, 40),
    }),
    item(3, 'sample', {
      actor: anna,
      patient: patientsOf[2],
      action: 'read:medical-notes',
      firstAt: storyTime(-2, 8, 5),
      lastAt: storyTime(-2, 8, 5),
    }),
    item(4, 'emergency', {
      actor: karin,
      patient: berg,
      reason: 'Patienten ringde, ansvarig fysioterapeut är sjuk',
      reads: 4,
      firstAt: storyTime(-1, 9, 10),
      lastAt: storyTime(-1, 13, 10),
    }),
    item(5, 'outside-care', { reads: 3, firstAt: storyTime(-20, 10), lastAt: storyTime(-4, 16, 30) }),
  ],
});

/** The same review once saved, with one access to look into. */
export const savedReview = logReview.parse({
  ...drawnReview,
  completedAt: storyTime(0, 15, 40),
  completedBy: karin,
  items: drawnReview.items.map((each, index) =>
    index === 4
      ? { ...each, finding: 'investigate', comment: 'Erik är inte Karins fysioterapeut: fråga varför journalen öppnades.' }
      : { ...each, finding: 'none' },
  ),
});

/** The reviews done: monthly, the newest not saved yet. */
export const reviewList = logReviewListResponse.parse({
  items: [0, 1, 2].map((index) => ({
    id: index === 0 ? drawnReview.id : uuid(6, 10 + index),
    from: storyTime(-30 * (index + 1), 12).slice(0, 10),
    to: storyTime(-30 * index, 12).slice(0, 10),
    sampleSize: 20,
    createdAt: storyTime(-30 * index, 15),
    createdBy: karin,
    completedAt: index === 0 ? null : storyTime(-30 * index, 16),
    completedBy: index === 0 ? null : karin,
    items: 26 - index * 3,
    findings:
      index === 0 ? { none: 0, investigate: 0, unauthorized: 0 } : { none: 25 - index * 3, investigate: 1, unauthorized: 0 },
  })),
});
