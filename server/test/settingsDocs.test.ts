/** The docs' settings tables are the declarations' (npm run docs:settings writes them). */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, PROJECT_ROOT, SETTINGS } from '../src/config';
import { readSettings } from '../src/platform/config/settings';
import { SETTINGS_TABLES, withSettingsTable } from '../src/settingsDocs';

it.each(SETTINGS_TABLES.map((t) => [t.doc, t.settings] as const))('%s lists every setting as declared', (doc, settings) => {
  const text = fs.readFileSync(path.join(PROJECT_ROOT, doc), 'utf8');
  // On a failure: npm run docs:settings, then read the diff.
  expect(text).toBe(withSettingsTable(text, settings));
});

it('declares each variable once, and reads every default it declares', () => {
  const names = SETTINGS.map((s) => s.name);
  expect(new Set(names).size).toBe(names.length);
  expect(() => loadConfig({})).not.toThrow();
  const defaults = readSettings(SETTINGS, {}) as Record<string, unknown>;
  for (const s of SETTINGS)
    if (s.default !== undefined) expect([s.name, defaults[s.name]]).toEqual([s.name, s.type === 'count' ? Number(s.default) : s.default]);
});
