import { section, text } from '../../platform/config/settings';

export const accountSettings = section(
  [
    text('TOKEN_SECRET', {
      must: 'text',
      shownDefault: 'generated once, kept in the database',
      description: 'HMAC key of the 30-day login tokens (and of the sign-in device cookie)',
    }),
  ],
  (e) => ({ tokenSecret: e.TOKEN_SECRET ?? null }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof accountSettings.read> {}
}
