import type { ResyncResponse } from '@rehab/contract';
import { writeSocketAudit } from '../../audit/log';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { messagesAfter } from './service';

/**
 * `messages:resync`: the messages the user missed. Staff reading them read the patients' records, so the
 * answer writes one access-log row per patient whose messages it carries (the patient's own reads do not).
 */
export async function resyncAudited(db: Db, session: Session, afterSeq: number, caller: { ip: string | null }): Promise<ResyncResponse> {
  const { patientIds, ...answer } = await messagesAfter(db, session, afterSeq);
  if (session.role !== 'patient') {
    await writeSocketAudit(db, { actorId: session.userId, ip: caller.ip }, { event: 'messages:resync', action: 'read:chat-messages', patientIds });
  }
  return answer;
}
