import fc from 'fast-check';

/** The part of JSON Schema that zod's `toJSONSchema` writes for the contract's schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** Characters no free text of ours may hold: NUL, other controls, DEL, C1 controls and lone surrogates. */
export const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F', '\uD800', '\uDFFF'] as const;

/** A text of the given length bounds with one control character somewhere in it. */
const withControlCharacter = (minLength: number, maxLength: number) =>
  fc
    .tuple(fc.string({ minLength, maxLength: Math.max(minLength, maxLength - 1) }), fc.constantFrom(...controlCharacters), fc.nat())
    .map(([text, control, at]) => {
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      return text.slice(0, index) + control + text.slice(index);
    });

/** Something no schema wants: wrong types, hostile strings, huge values. */
const hostile = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom('', ' ', "' OR 1=1; --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '+010000-01-01', '9999-12-31', '1e400', '-1'),
  withControlCharacter(0, 20),
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** A string the schema asks for, or one just outside it. */
function stringFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  const { minLength = 0, maxLength = 60 } = schema;
  const near = fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) }),
    fc.string({ minLength: maxLength + 1, maxLength: maxLength + 3 }),
    ...(minLength > 0 ? [fc.string({ maxLength: minLength - 1 })] : []),
    // Every free-text field meets control characters within its bounds.
    withControlCharacter(minLength, Math.min(maxLength, minLength + 40)),
  );
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...ids), fc.uuid(), near);
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constant('fysio@demo.se'), near);
    case 'date':
      return fc.oneof(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2110-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom('2026-02-29', '2026-13-01', '1999-12-31', '2101-01-01'),
        near,
      );
    case 'date-time':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), near);
    default:
      return near;
  }
}

/** Values for a JSON Schema: mostly what it accepts, near its bounds, and now and then anything at all. */
export function arbitraryFor(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, ids, depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

function shapedFor(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 8 }));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((each) => shapedFor(each, ids, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties) record[name] = arbitraryFor(property, ids, depth + 1);
      return fc.oneof(
        { arbitrary: fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) }), weight: 4 },
        // An unknown field, which a strict schema refuses.
        { arbitrary: fc.record(record, { requiredKeys: [] }).map((value) => ({ ...value, unexpected: 'field' })), weight: 1 },
      );
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, ids, depth + 1) : hostile, {
        minLength: 0,
        maxLength: Math.min((schema.maxItems ?? 5) + 1, 12),
      });
    case 'string':
      return stringFor(schema, ids);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }),
        fc.constantFrom(min - 1, max + 1, 0.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostile;
  }
}
