/** A zod schema as its definition shows it: enough of zod's internals to find the texts a request carries. */
type Definition = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
};
type Schema = { _zod: { def: Definition } };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod.def?.type === 'string';

/**
 * The free-text fields of a request schema, by path: strings with no format (email, uuid, date) and no pattern
 * (names, codes, numbers), whose content is anything a person writes. Passwords are left out: they are never
 * stored as written, only their hash.
 */
export function freeTextFields(schema: unknown, path = ''): { path: string; schema: Schema }[] {
  if (!isSchema(schema)) return [];
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => (/password/i.test(key) ? [] : freeTextFields(field, path ? `${path}.${key}` : key)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return freeTextFields(def.innerType, path);
    case 'pipe':
      return freeTextFields(def.in, path);
    case 'array':
      return freeTextFields(def.element, `${path}[]`);
    case 'record':
      return freeTextFields(def.valueType, `${path}.*`);
    case 'union':
      return (def.options ?? []).flatMap((option) => freeTextFields(option, path));
    case 'string': {
      const patterned = def.format !== undefined || (def.checks ?? []).some((check) => check._zod.def.check === 'string_format');
      return patterned ? [] : [{ path: path || '(whole)', schema }];
    }
    default:
      return [];
  }
}
