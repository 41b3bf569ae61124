import type { CaseloadMoved } from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';
import type { Session } from '../../auth/tokens';
import { badField } from '../../errors';
import { isPhysioOfOrganization } from '../patients/care';
import { findManagedOrganization } from '../patients/scope';

/**
 * Moves a physio's whole caseload in one organization to another of its physios (docs/rules/patients-in.md):
 * each patient whose responsible physio is `fromPhysioId` gets `toPhysioId`. The one leaving need no longer be a
 * member, since they may be removed first. Messages and notifications follow at once, because whom they reach is
 * decided when they are sent (patients/care.ts). Answers the moved patients' ids, for the access log.
 */
export async function moveCaseload(db: Db, session: Session, organizationId: string, fromPhysioId: string, toPhysioId: string): Promise<string[]> {
  await findManagedOrganization(db, session, organizationId);
  if (toPhysioId === fromPhysioId) throw badField('toPhysioId', 'invalid', 'toPhysioId is the physio whose patients are moved');
  if (!(await isPhysioOfOrganization(db, toPhysioId, organizationId))) {
    throw badField('toPhysioId', 'invalid', 'toPhysioId is not a physio of the organization');
  }
  const moved = await db
    .update(patients)
    .set({ responsiblePhysioId: toPhysioId })
    .where(and(eq(patients.organizationId, organizationId), eq(patients.responsiblePhysioId, fromPhysioId)))
    .returning({ id: patients.userId });
  return moved.map((row) => row.id);
}

export const caseloadAnswer = (moved: readonly string[]): CaseloadMoved => ({ moved: moved.length });
