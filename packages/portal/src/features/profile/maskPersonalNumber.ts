/** Shows the birth date of a Swedish personal number and hides its last four digits: 19800312-••••. */
export function maskPersonalNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 5) return '•'.repeat(value.length);
  return `${digits.slice(0, -4)}-••••`;
}
