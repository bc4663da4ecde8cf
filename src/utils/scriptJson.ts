// What would let text end its <script> (`</script>`, `<!--`) or break older JSON-in-JS readers
// (U+2028/2029); `&` and `>` too, so the text is inert in any HTML context.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that can sit inside a <script> element whatever the strings in it say; JSON.parse reads it back unchanged. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]!);
}
