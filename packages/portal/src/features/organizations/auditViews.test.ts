import type { OrganizationAuditEntry } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { auditViews } from './auditViews';

const anna = { id: crypto.randomUUID(), firstName: 'Anna', lastName: 'Berg', role: 'physio' };
const erik = { id: crypto.randomUUID(), firstName: 'Erik', lastName: 'Holm', role: 'physio' };
let nextId = 100;
const row = (actor: typeof anna, at: string, path: string, patient: string | null): OrganizationAuditEntry => ({
  id: nextId--,
  at,
  outcome: 'allowed',
  action: path === '/specialists/patients/list' ? 'read:patient-list' : 'GET /patients/list/:userId',
  method: 'GET',
  path,
  ip: '127.0.0.1',
  actor,
  patient: patient ? { id: patient, firstName: patient, lastName: 'Patient' } : null,
  reason: null,
});

describe('the access log as views', () => {
  it('shows a list view as one line with its patients, and each record read on its own', () => {
    const listAt = '2026-12-01T09:00:00.000Z';
    const views = auditViews([
      row(anna, '2026-12-01T09:05:00.000Z', '/patients/list/x', 'Karin'),
      row(anna, listAt, '/specialists/patients/list', 'Karin'),
      row(anna, listAt, '/specialists/patients/list', 'Lars'),
      row(anna, listAt, '/specialists/patients/list', 'Maja'),
      // Another physio's list at the same moment is another view.
      row(erik, listAt, '/specialists/patients/list', 'Karin'),
      row(anna, '2026-12-01T08:00:00.000Z', '/organizations/x/report.csv', null),
    ]);
    expect(views.map((view) => [view.actor?.firstName, view.action, view.patients.map((patient) => patient.firstName)])).toEqual([
      ['Anna', 'GET /patients/list/:userId', ['Karin']],
      ['Anna', 'read:patient-list', ['Karin', 'Lars', 'Maja']],
      ['Erik', 'read:patient-list', ['Karin']],
      ['Anna', 'GET /patients/list/:userId', []],
    ]);
    // A view keeps the id of its newest row, so the table's keys stay unique.
    expect(new Set(views.map((view) => view.id)).size).toBe(views.length);
  });

  it('keeps two reads of one record at different times apart', () => {
    const views = auditViews([
      row(anna, '2026-12-01T09:05:00.000Z', '/patients/list/x', 'Karin'),
      row(anna, '2026-12-01T09:04:00.000Z', '/patients/list/x', 'Karin'),
    ]);
    expect(views).toHaveLength(2);
  });
});
