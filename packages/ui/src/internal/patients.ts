/** Deterministic patient rows for stories: the same names, ages and statuses on every run. */
export type PatientRow = {
  id: number;
  roleName: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: 0 | 1 | 2;
  age: number;
  phoneNumber: string;
  organization: string;
  status: 'active' | 'inactive';
};

const firstNames = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Sofia', 'Oskar', 'Elin', 'Mohammed', 'Ingrid', 'Fatima', 'Björn', 'Åsa', 'Göran'];
const lastNames = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindqvist', 'Öberg', 'Ekström', 'Al-Hassan', 'Åkesson'];
const organizations = ['Volvo Cars', 'Region Stockholm', 'Skanska Sverige AB', 'Ica Gruppen', 'Sahlgrenska Universitetssjukhuset', 'Fria Fysioterapeuterna'];

/** A tiny linear congruential generator so stories never use Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function makePatients(count: number): PatientRow[] {
  const next = seeded(47);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    return {
      id: 10001 + index,
      roleName: 'Patient',
      firstName,
      lastName,
      email: `${firstName}.${lastName}${index}@exempel.se`.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o'),
      gender: pick([0, 1, 2] as const),
      age: 22 + Math.floor(next() * 50),
      phoneNumber: `070-${String(1000000 + Math.floor(next() * 8999999)).replace(/(\d{3})(\d{2})(\d{2})/, '$1 $2 $3')}`,
      organization: pick(organizations),
      status: next() < 0.8 ? 'active' : 'inactive',
    };
  });
}
