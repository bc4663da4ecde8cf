// A neutral placeholder for a product picture that is missing or fails to load (spec §8). Inline,
// so it can never fail itself.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">' +
  '<rect width="400" height="400" fill="#eef1f5"/>' +
  '<g fill="none" stroke="#9aa5b1" stroke-width="12" stroke-linejoin="round">' +
  '<rect x="110" y="120" width="180" height="150" rx="14"/>' +
  '<path d="M110 235l50-50 45 45 30-30 55 55"/></g>' +
  '<circle cx="245" cy="165" r="16" fill="#9aa5b1"/></svg>';

export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
