/**
 * The age rule of docs/rules/records.md: a value under 100 is already an age; anything else is a
 * birth timestamp (milliseconds; negative before 1970) and the age is computed from it.
 */
export function ageFromValue(value: number, now: Date = new Date()): number {
  if (value >= 0 && value < 100) return value;
  const birth = new Date(value);
  let age = now.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    now.getMonth() < birth.getMonth() || (now.getMonth() === birth.getMonth() && now.getDate() < birth.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}
