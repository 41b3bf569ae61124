import { organizationListResponse, organizationStatistics, physioListResponse, profileResponse } from '@rehab/contract';
import { organizations, storyTime, uuid } from './fixtures';

/**
 * What an admin manages: the organizations, their statistics and the physios, as the seed makes
 * them, each parsed by the contract's schema.
 */

/** The system admin, who manages every organization and physio. */
export const systemAdmin = profileResponse.parse({
  id: uuid(2, 9),
  email: 'system@demo.se',
  firstName: 'Sofia',
  lastName: 'Systemsson',
  role: 'system_admin',
  photo: null,
  profile: { aboutMe: '', experience: '', bankId: null },
  organizations: [],
});

export const organizationList = organizationListResponse.parse(
  [
    { title: 'Friskvård Norr AB', hash: '559876-5435', contactEmail: 'info@friskvardnorr.se', contactName: 'Per Nyberg', code: 'NORR-2026', licenses: 100, usedLicenses: 64, physioCount: 2 },
    { title: 'Hälsoteamet Öst AB', hash: '556677-8899', contactEmail: 'hej@halsoteametost.se', contactName: 'Lena Öst', code: 'OST-2026', licenses: 2, usedLicenses: 2, physioCount: 0 },
    { title: 'Rehabkliniken Syd AB', hash: '556123-4567', contactEmail: 'kontakt@rehabsyd.se', contactName: 'Karin Holm', code: 'SYD-2026', licenses: 150, usedLicenses: 134, physioCount: 3 },
  ].map((organization, index) => ({
    id: organizations.find((known) => known.title === organization.title)?.id ?? uuid(1, 10 + index),
    ...organization,
    createdAt: storyTime(-400 + index * 30, 9),
  })),
);

const monthsFrom = (from: string, to: string) => {
  const months: string[] = [];
  for (let [year, month] = from.split('-').map(Number) as [number, number]; `${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7); ) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
};

/** GET /organizations/{id}/statistics for `from` to `to`: compliance a little better month by month. */
export function statisticsOf(organizationId: string, from: string, to: string) {
  const months = monthsFrom(from, to).map((month, index) => ({
    month,
    exerciseCompliance: Math.min(1, 0.62 + index * 0.03),
    theoryCompliance: Math.min(1, 0.48 + index * 0.04),
    dueTasks: 1800 + index * 40,
  }));
  return organizationStatistics.parse({
    organizationId,
    from,
    to,
    licenses: 150,
    usedLicenses: 134,
    activeLicenses: 112,
    activeUsers: 97,
    inactiveUsers: 37,
    exerciseCompliance: 0.71,
    theoryCompliance: 0.58,
    months,
  });
}

const [south, north] = organizations;

export const physioList = physioListResponse.parse({
  items: [
    { firstName: 'Johan', lastName: 'Berg', email: 'johan.berg@demo.se', orgs: [north], bankId: '19910117-3350', experience: '5 år, primärvård', aboutMe: 'Rygg och nacke är min specialitet.' },
    { firstName: 'Maria', lastName: 'Ek', email: 'maria.ek@demo.se', orgs: [south], bankId: '19830228-6623', experience: '12 år, geriatrik', aboutMe: 'Balans och fallprevention för äldre.' },
    { firstName: 'Erik', lastName: 'Holm', email: 'erik.holm@demo.se', orgs: [south], bankId: '19750921-4412', experience: '20 år, idrottsskador', aboutMe: 'Arbetar med idrottare och motionärer.' },
    { firstName: 'Anna', lastName: 'Lindqvist', email: 'fysio@demo.se', orgs: [south, north], bankId: '19800312-2382', experience: '15 år inom ortopedisk rehabilitering', aboutMe: 'Legitimerad fysioterapeut med fokus på långvarig smärta och träning efter operation.' },
    { firstName: 'Sara', lastName: 'Nyberg', email: 'sara.nyberg@demo.se', orgs: [north], bankId: '19880604-1201', experience: '8 år, neurologisk rehabilitering', aboutMe: 'Brinner för rörelse genom hela livet.' },
  ].map(({ orgs, ...person }, index) => ({
    id: uuid(2, 20 + index),
    ...person,
    photo: null,
    organizations: orgs,
    createdAt: storyTime(-300 + index * 20, 9),
  })),
  total: 5,
  nextCursor: null,
});
