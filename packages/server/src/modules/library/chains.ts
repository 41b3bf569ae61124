import type { ExerciseType } from '@rehab/contract';
import { and, asc, inArray, isNull, or, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, type Dosage } from '../../db/schema';

export type ChainMember = { id: string; chainId: string; level: number; organizationId: string | null; dosage: Dosage };

/** The offered (not retired) members of these progressions an organization sees, by level. */
export async function chainMembers(db: Db, organizationId: string, chainIds: readonly string[]): Promise<ChainMember[]> {
  if (chainIds.length === 0) return [];
  return db
    .select({ id: exercises.id, chainId: exercises.chainId, level: exercises.level, organizationId: exercises.organizationId, dosage: exercises.dosage })
    .from(exercises)
    .where(
      and(
        inArray(exercises.chainId, [...new Set(chainIds)]),
        isNull(exercises.retiredAt),
        or(isNull(exercises.organizationId), eq(exercises.organizationId, organizationId)),
      ),
    )
    .orderBy(asc(exercises.chainId), asc(exercises.level), asc(exercises.id));
}

/**
 * The version of a progression for a patient's level: the member at the highest level not above it,
 * else the easiest; of two at one level the organization's own (its copy of a base exercise) first.
 */
export function versionAt(members: readonly ChainMember[], chainId: string, level: number): ChainMember | undefined {
  const chain = members.filter((member) => member.chainId === chainId);
  const rank = (member: ChainMember) => [member.level <= level ? 0 : 1, member.level <= level ? -member.level : member.level, member.organizationId ? 0 : 1] as const;
  return [...chain].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.id.localeCompare(b.id);
  })[0];
}

/** Each named exercise's version at `level` in its progression, as the organization sees it; an exercise with none keeps itself. */
export async function versionsAt(
  db: Db,
  organizationId: string,
  exerciseIds: readonly string[],
  level: number,
  kind?: ExerciseType,
): Promise<Map<string, { id: string; dosage: Dosage; changed: boolean }>> {
  const result = new Map<string, { id: string; dosage: Dosage; changed: boolean }>();
  if (exerciseIds.length === 0) return result;
  const held = await db
    .select({ id: exercises.id, chainId: exercises.chainId, type: exercises.type, dosage: exercises.dosage })
    .from(exercises)
    .where(inArray(exercises.id, [...new Set(exerciseIds)]));
  const members = await chainMembers(db, organizationId, held.filter((row) => !kind || row.type === kind).map((row) => row.chainId));
  for (const row of held) {
    const version = kind && row.type !== kind ? undefined : versionAt(members, row.chainId, level);
    result.set(row.id, version ? { id: version.id, dosage: version.dosage, changed: version.id !== row.id } : { id: row.id, dosage: row.dosage, changed: false });
  }
  return result;
}

/** The easier and harder neighbours of an exercise in its progression. */
export function neighbours(members: readonly ChainMember[], exercise: { id: string; chainId: string; level: number }) {
  const chain = members.filter((member) => member.chainId === exercise.chainId && member.id !== exercise.id);
  const easier = chain.filter((member) => member.level < exercise.level).at(-1);
  const harder = chain.find((member) => member.level > exercise.level);
  return { easierId: easier?.id ?? null, harderId: harder?.id ?? null };
}

