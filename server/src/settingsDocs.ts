/**
 * The docs' settings tables, made from the declarations: docs/reference-server.md (the API's,
 * every setting of the platform and the modules) and docs/server-rendering.md (the standalone page
 * server's). `npm run docs:settings` writes them; server/test/settingsDocs.test.ts fails when the
 * docs say otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from './config';
import { pageServerSettings } from './modules/pages';
import { PROJECT_ROOT } from './platform/config/config';
import { settingsTable, type Setting } from './platform/config/settings';

/** Each document and the settings its table lists. */
export const SETTINGS_TABLES: ReadonlyArray<{ doc: string; settings: readonly Setting[] }> = [
  { doc: 'docs/reference-server.md', settings: SETTINGS },
  { doc: 'docs/server-rendering.md', settings: pageServerSettings },
];

const HEADER = '| variable | default | meaning |';

/** The document's text with its settings table (the table that starts with HEADER) made anew; throws if it has none. */
export function withSettingsTable(text: string, settings: readonly Setting[]): string {
  const lines = text.split('\n');
  const start = lines.indexOf(HEADER);
  if (start === -1) throw new Error(`no settings table (a line "${HEADER}")`);
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end++;
  return [...lines.slice(0, start), settingsTable(settings), ...lines.slice(end)].join('\n');
}

if (require.main === module) {
  for (const { doc, settings } of SETTINGS_TABLES) {
    const file = path.join(PROJECT_ROOT, doc);
    fs.writeFileSync(file, withSettingsTable(fs.readFileSync(file, 'utf8'), settings));
    console.log(`${doc}: ${settings.length} settings`);
  }
}
