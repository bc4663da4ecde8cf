/** Text helpers every module may need: names in URLs, text inside HTML and SVG. */

/** "Sports & Fitness" → "sports-and-fitness": a name as it stands in a URL (pictures, slugs). */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text safe inside an HTML or SVG element or a quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
