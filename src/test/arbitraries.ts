import fc from 'fast-check';

/** Server payloads of any shape: JSON values, plus objects that carry the expected keys with wrong types. */
export function payloadLike(keys: readonly string[]) {
  const anyValue = fc.oneof(fc.jsonValue(), fc.anything());
  const shaped = fc.dictionary(fc.constantFrom(...keys), anyValue);
  return fc.oneof(anyValue, shaped, fc.record({ data: shaped }), fc.array(shaped, { maxLength: 4 }));
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const urlSpecials = fc.constantFrom('/', '\\', '?', '#', '%', '%2e', '..', ' ', '\t', '\n', '\u0000', '\u202e');

/** Text mixing lone UTF-16 surrogates (which make `encodeURIComponent` throw), URL specials and control characters. */
export const junkText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), loneSurrogate, urlSpecials), { maxLength: 6 })
  .map((parts) => parts.join(''));

/** An id as a broken server or a hand-edited store might send it; lone surrogates come often. */
export const junkId = fc.oneof(
  { arbitrary: junkText, weight: 4 },
  { arbitrary: fc.constantFrom('\ud800x', 'x\udfff', '\udc00\ud800', ' \ud83d '), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(null, undefined, true, {}, [], { id: 'x' })), weight: 1 },
);

/** Whether `encodeURIComponent` accepts the text (it throws on a lone surrogate). */
export function encodes(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
