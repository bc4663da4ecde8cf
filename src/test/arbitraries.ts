import fc from 'fast-check';

/** Server payloads of any shape: JSON values, plus objects that carry the expected keys with wrong types. */
export function payloadLike(keys: readonly string[]) {
  const anyValue = fc.oneof(fc.jsonValue(), fc.anything());
  const shaped = fc.dictionary(fc.constantFrom(...keys), anyValue);
  return fc.oneof(anyValue, shaped, fc.record({ data: shaped }), fc.array(shaped, { maxLength: 4 }));
}
