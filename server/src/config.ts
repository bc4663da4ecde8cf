/**
 * The server's settings, read from the environment at start: the platform's and every module's
 * (MODULES in app.ts), each declared once (platform/config/settings.ts). A bad value stops the
 * start with one sentence naming the variable.
 */
import { MODULES } from './app';
import { platformSettings, type Config } from './platform/config/config';
import { readSettings, type Env, type SettingsSection } from './platform/config/settings';

const SECTIONS: readonly SettingsSection[] = [platformSettings, ...MODULES.flatMap((module) => (module.settings ? [module.settings] : []))];

/** Every setting the server reads, in the order the docs' table lists them. */
export const SETTINGS = SECTIONS.flatMap((section) => section.settings);

export function loadConfig(env: Env = process.env): Config {
  // Every value checked first, so the first that does not fit is named whichever part reads it.
  readSettings(SETTINGS, env);
  return Object.assign({}, ...SECTIONS.map((section) => section.read(env))) as Config;
}

export { DEFAULT_CORS_ORIGINS, PROJECT_ROOT, SettingError } from './platform/config/config';
export type { Config };
