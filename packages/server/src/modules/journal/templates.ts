import type { JournalSettings, NoteTemplate, NoteTemplateBody } from '@rehab/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { noteTemplates, organizationMembers, organizations } from '../../db/schema';
import { notFound } from '../../errors';
import { findManagedOrganization } from '../patients/scope';
import { templateView } from './view';

/**
 * The organization whose templates the caller works with: a physio's or admin's own (a member), any for the system
 * admin; else the 404 of an organization that does not exist.
 */
export async function findTemplateOrganization(db: Db, session: Session, organizationId: string): Promise<void> {
  if (session.role === 'system_admin') {
    const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
    if (!found) throw notFound('Organization not found');
    return;
  }
  if (session.role === 'org_admin') {
    await findManagedOrganization(db, session, organizationId);
    return;
  }
  const [member] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, session.userId)));
  if (!member) throw notFound('Organization not found');
}

/** Every template of the organization, retired ones too (the template screen shows them apart). */
export async function listTemplates(db: Db, organizationId: string): Promise<NoteTemplate[]> {
  const rows = await db
    .select()
    .from(noteTemplates)
    .where(eq(noteTemplates.organizationId, organizationId))
    .orderBy(asc(noteTemplates.createdAt), asc(noteTemplates.id));
  return rows.map(templateView);
}

const columnsOf = (body: NoteTemplateBody) => ({
  textSv: body.texts.sv,
  textEn: body.texts.en,
  repeatable: body.repeatable,
});

export async function createTemplate(db: Db, organizationId: string, authorId: string, body: NoteTemplateBody): Promise<NoteTemplate> {
  const [row] = await db
    .insert(noteTemplates)
    .values({ ...columnsOf(body), organizationId, createdBy: authorId, retiredAt: body.retired ? new Date() : null })
    .returning();
  if (!row) throw notFound();
  return templateView(row);
}

/**
 * Changes a template: notes already written from it keep their own headings, so a change reaches only new notes.
 * Retiring keeps it (its notes point at it) and stops offering it; an unretired one is offered again.
 */
export async function updateTemplate(db: Db, organizationId: string, templateId: string, body: NoteTemplateBody): Promise<NoteTemplate> {
  const [row] = await db
    .update(noteTemplates)
    .set({
      ...columnsOf(body),
      retiredAt: body.retired ? sql`coalesce(${noteTemplates.retiredAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(noteTemplates.id, templateId), eq(noteTemplates.organizationId, organizationId)))
    .returning();
  if (!row) throw notFound('Template not found');
  return templateView(row);
}

export async function journalSettingsOf(db: Db, organizationId: string): Promise<JournalSettings> {
  const [row] = await db
    .select({ sharesNotesWithPatients: organizations.sharesNotesWithPatients, namesStaffInLogExtract: organizations.namesStaffInLogExtract })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organization not found');
  return row;
}

export async function updateJournalSettings(db: Db, organizationId: string, settings: JournalSettings): Promise<JournalSettings> {
  await db.update(organizations).set(settings).where(eq(organizations.id, organizationId));
  return journalSettingsOf(db, organizationId);
}
