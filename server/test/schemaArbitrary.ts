import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document holds it (the subset TypeBox writes). */
export type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
};

// Small collections: a fuzzer's time goes to many requests, not to long ones.
const FEW = 3;

function text(s: Schema): fc.Arbitrary<string> {
  const max = s.maxLength ?? 40;
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= max;
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 40), unit: 'grapheme' });
}

function ofType(type: string, s: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return text(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? FEW, FEW) });
    case 'object':
      return object(s, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function object(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(Object.entries(s.properties ?? {}).map(([name, inner]) => [name, valid(inner, depth + 1)])), {
    requiredKeys: s.required ?? [],
  });
  if (typeof s.additionalProperties !== 'object' || s.properties) return known;
  const keys = s.propertyNames ? text({ ...s.propertyNames, type: 'string' }) : fc.string({ maxLength: 20 });
  return fc.dictionary(keys, valid(s.additionalProperties, depth + 1), {
    minKeys: s.minProperties ?? 0,
    maxKeys: Math.min(s.maxProperties ?? FEW, FEW),
  });
}

/** Values of the schema (mostly: a pattern's text may still miss a length). */
export function valid(s: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => valid(c, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((t) => ofType(t, s, depth)));
}

/** Mostly values of the schema, some not: any JSON, or one field of an object broken. */
export function validish(s: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid(s) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid(s), fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([v, key, junk]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [key]: junk } : junk)),
    },
  );
}
