import type { TreatmentPeriodsResponse } from '@rehab/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, treatmentPeriods } from '../../db/schema';
import { iso, isoOrNull } from '../../dates';
import type { VisiblePatient } from './scope';

/**
 * Takes an ended treatment up again by opening a new period (docs/rules/patients-in.md): the ended period is
 * kept in treatment_periods with its start and end, and the patient is active from now with no end. The tasks of
 * the earlier period stay as they were, so its statistics do too. A patient in treatment is left as they are.
 */
export async function reopenTreatment(db: Db, patient: VisiblePatient, reopenedBy: string, now = new Date()): Promise<VisiblePatient> {
  return db.transaction(async (tx) => {
    // The row lock makes two reopenings at once write one period, not two.
    const [ended] = await tx
      .select({ start: sql<Date>`coalesce(${patients.treatmentStart}, ${patients.joinedAt})`.mapWith(patients.joinedAt), end: patients.treatmentEnd })
      .from(patients)
      .where(and(eq(patients.userId, patient.id), eq(patients.status, 'inactive')))
      .for('update');
    if (!ended) return patient;
    await tx.insert(treatmentPeriods).values({ patientId: patient.id, startedAt: ended.start, endedAt: ended.end ?? now, reopenedBy });
    const [updated] = await tx
      .update(patients)
      .set({ status: 'active', treatmentStart: now, treatmentEnd: null })
      .where(eq(patients.userId, patient.id))
      .returning({ status: patients.status, treatmentEnd: patients.treatmentEnd });
    return { ...patient, ...updated };
  });
}

/** GET /patients/list/{userId}/treatment-periods: the current period first, then the earlier ones, newest first. */
export async function listTreatmentPeriods(db: Db, patient: VisiblePatient): Promise<TreatmentPeriodsResponse> {
  const [current] = await db
    .select({ start: sql<Date>`coalesce(${patients.treatmentStart}, ${patients.joinedAt})`.mapWith(patients.joinedAt), end: patients.treatmentEnd })
    .from(patients)
    .where(eq(patients.userId, patient.id));
  const earlier = await db
    .select({ start: treatmentPeriods.startedAt, end: treatmentPeriods.endedAt })
    .from(treatmentPeriods)
    .where(eq(treatmentPeriods.patientId, patient.id))
    .orderBy(desc(treatmentPeriods.startedAt));
  const periods = current ? [current, ...earlier] : earlier;
  return { items: periods.map((period) => ({ startedAt: iso(period.start), endedAt: isoOrNull(period.end) })) };
}
