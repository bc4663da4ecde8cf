// Types of scripts/startSettings.mjs for the TypeScript that imports it (its test).
import type { PassThrough, Writable } from 'node:stream';

export interface StartSettings {
  apiPort: string;
  webPort: string;
  /** the local mail catcher, or null (SMTP_URL given, or production) */
  mail: { smtpPort: string; webPort: string; inboxUrl: string } | null;
  apiEnv: Record<string, string>;
  webEnv: Record<string, string>;
  prettyLogs: boolean;
  apiUrl: string;
  webUrl: string;
}
export declare function startSettings(env: Record<string, string | undefined>): StartSettings;
export declare function readableLog(options?: { colorize?: boolean }): { input: Writable; out: PassThrough };
