import type { CompanyDetails } from './companyDetails';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] ?? char);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Fills the server's `{{companyName}}`-style placeholders. Values are escaped, so a store detail
 * can never add markup; unknown placeholders are left as they are.
 */
export function fillPlaceholders(html: string, details: CompanyDetails): string {
  return html.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(details, name) ? escapeHtml(details[name as keyof CompanyDetails]) : match,
  );
}
