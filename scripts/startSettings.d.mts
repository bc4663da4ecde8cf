// Types of scripts/startSettings.mjs for the TypeScript that imports it (its test).
import type { PassThrough, Writable } from 'node:stream';

export interface StartSettings {
  apiPort: string;
  webPort: string;
  apiEnv: Record<string, string>;
  webEnv: Record<string, string>;
  prettyLogs: boolean;
  apiUrl: string;
  webUrl: string;
}
export declare function startSettings(env: Record<string, string | undefined>): StartSettings;
export declare function readableLog(options?: { colorize?: boolean }): { input: Writable; out: PassThrough };
