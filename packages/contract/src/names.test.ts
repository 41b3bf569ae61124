import { describe, expect, it } from 'vitest';
import { companyCodeField, organizationTitleField } from './organizations';
import { businessNameField, nameField, validationMessages } from './validation';

/** The message a value is refused with, or undefined when it passes. */
function refusal(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: string) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("docs/rules/validation.md's character rules", () => {
  it('take real names, hyphens and apostrophes included, and refuse digits and stray marks with "only letters and spaces"', () => {
    for (const name of ['Anna', 'Anna-Karin', "O'Brien", 'Lena Ström Berg', 'Åsa', 'Zoë', 'Ng', 'D’Angelo', 'Jean-Luc Picard', 'Ö']) {
      expect(refusal(nameField, name), name).toBeUndefined();
    }
    expect(nameField.parse('  Anna-Karin  ')).toBe('Anna-Karin');
    for (const name of ['Anna2', '-Anna', 'Anna-', "O''Brien", 'Anna  Karin', 'Anna_Karin', '<b>Anna</b>']) {
      expect(refusal(nameField, name), name).toBe(validationMessages.lettersAndSpaces());
    }
  });

  it('take business names and refuse other characters with "only letters, digits and spaces"', () => {
    for (const title of ['Rehabkliniken Syd AB', 'Hälsoteamet Öst AB', 'Fysio & Hälsa i Umeå AB', 'S:t Görans Rehab', 'Rehab-Center 24', '3D Rörelse AB']) {
      expect(refusal(businessNameField, title), title).toBeUndefined();
      expect(refusal(organizationTitleField, title), title).toBeUndefined();
    }
    for (const title of ['Rehab <AB>', 'Rehab; DROP', '"Rehab"', '-Rehab', 'Rehab/Syd']) {
      expect(refusal(organizationTitleField, title), title).toBe(validationMessages.lettersDigitsAndSpaces());
    }
  });

  it('take company codes of letters and digits with inner hyphens, and refuse others with "only letters and digits"', () => {
    expect(companyCodeField.parse('syd-2026')).toBe('SYD-2026');
    expect(refusal(companyCodeField, 'NORR2026')).toBeUndefined();
    for (const code of ['SYD 2026', 'SYD_2026', 'SYD-', 'ÅÄÖ-2026', 'SYD--2026']) {
      expect(refusal(companyCodeField, code), code).toBe(validationMessages.lettersAndDigits());
    }
  });
});
