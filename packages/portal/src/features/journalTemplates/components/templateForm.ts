import { journalBounds, type NoteTemplate, type NoteTemplateBody } from '@rehab/contract';

export type TemplateLanguage = 'sv' | 'en';
export const templateLanguages: TemplateLanguage[] = ['sv', 'en'];

type SectionValues = { heading: string; hint: string };
type LanguageValues = { title: string; sections: SectionValues[] };
export type TemplateFormValues = { texts: Record<TemplateLanguage, LanguageValues>; repeatable: boolean };

/** Where a form value is wrong, and which rule it breaks (a key of `journalTemplates:form.errors`). */
export type TemplateFormError = { field: `texts.${TemplateLanguage}.title` | `texts.${TemplateLanguage}.sections.${number}.heading`; rule: 'required' };

const blankSection = (): SectionValues => ({ heading: '', hint: '' });
export const newSection = blankSection;

/** The form's values for a template, or a new one's: a language it has no text in starts with one empty heading. */
export function formValuesOf(template: NoteTemplate | undefined): TemplateFormValues {
  const of = (language: TemplateLanguage): LanguageValues => {
    const text = template?.texts[language];
    return text ? { title: text.title, sections: text.sections.map((section) => ({ ...section })) } : { title: '', sections: [blankSection()] };
  };
  return { texts: { sv: of('sv'), en: of('en') }, repeatable: template?.repeatable ?? false };
}

const isBlank = (values: LanguageValues) => !values.title.trim() && values.sections.every((section) => !section.heading.trim() && !section.hint.trim());

/**
 * The body to send, or what is wrong: a language left wholly blank is sent as none; one begun needs its name and a
 * heading on every section it keeps (a section left wholly blank is dropped); and at least one language is needed.
 */
export function templateBodyOf(values: TemplateFormValues, retired: boolean, shown: TemplateLanguage): { body: NoteTemplateBody } | { errors: TemplateFormError[] } {
  const errors: TemplateFormError[] = [];
  const texts = { sv: null, en: null } as NoteTemplateBody['texts'];
  for (const language of templateLanguages) {
    const text = values.texts[language];
    if (isBlank(text)) continue;
    if (!text.title.trim()) errors.push({ field: `texts.${language}.title`, rule: 'required' });
    text.sections.forEach((section, index) => {
      if (!section.heading.trim() && section.hint.trim()) errors.push({ field: `texts.${language}.sections.${index}.heading`, rule: 'required' });
    });
    const sections = text.sections
      .filter((section) => section.heading.trim())
      .slice(0, journalBounds.sections)
      .map((section) => ({ heading: section.heading.trim(), hint: section.hint.trim() }));
    if (sections.length === 0 && text.title.trim()) errors.push({ field: `texts.${language}.sections.0.heading`, rule: 'required' });
    texts[language] = { title: text.title.trim(), sections };
  }
  if (!texts.sv && !texts.en) errors.push({ field: `texts.${shown}.title`, rule: 'required' });
  return errors.length > 0 ? { errors } : { body: { texts, repeatable: values.repeatable, retired } };
}

/** The template's text in the reader's language, else in the other. */
export const shownText = (template: NoteTemplate, language: string) =>
  (language === 'en' ? (template.texts.en ?? template.texts.sv) : (template.texts.sv ?? template.texts.en)) ?? { title: '', sections: [] };
