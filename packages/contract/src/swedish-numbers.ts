/**
 * Swedish identity numbers end with a Luhn check digit computed over the ten
 * digits YYMMDDNNNC (personal number) or NNNNNNNNNC (organization number).
 */
export function luhnValid(tenDigits: string): boolean {
  if (!/^\d{10}$/.test(tenDigits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    let digit = Number(tenDigits[i]) * (i % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes nine digits a valid ten-digit number. */
export function luhnCheckDigit(nineDigits: string): number {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${nineDigits}${digit}`)) return digit;
  throw new Error('nine digits expected');
}

/** YYYYMMDD-NNNC or YYYYMMDDNNNC with a real date and a valid check digit. */
export function personalNumberValid(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})-?(\d{4})$/.exec(value);
  if (!match) return false;
  const [, year, month, day, last] = match as unknown as [string, string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return false;
  return luhnValid(`${year.slice(2)}${month}${day}${last}`);
}

/** NNNNNN-NNNC with a valid check digit. */
export function organizationNumberValid(value: string): boolean {
  const match = /^(\d{6})-(\d{4})$/.exec(value);
  return Boolean(match && luhnValid(`${match[1]}${match[2]}`));
}

/** A personal number in its stored form YYYYMMDD-NNNC. */
export function normalizePersonalNumber(value: string): string {
  const digits = value.replace('-', '');
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}
