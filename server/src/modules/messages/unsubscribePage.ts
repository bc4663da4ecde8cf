import { html } from './templates/html';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f4f4f4;color:#1a1a1a}' +
  'main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px}' +
  'button{padding:.8rem 1.2rem;border:0;border-radius:8px;background:#1565c0;color:#fff;font-size:1rem;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

const TEXTS = {
  ask: [
    'Unsubscribe?',
    'You will no longer get back-in-stock alerts or offers by e-mail. Order e-mails still come: they are your receipts.',
  ],
  done: [
    'You are unsubscribed',
    'You will no longer get back-in-stock alerts or offers by e-mail. You can turn them on again in your account.',
  ],
  unknown: ['This link does not work', 'It may have been copied only in part. Your e-mail settings are also in your account.'],
} as const;

/** The page an unsubscribe link opens (`ask`, with its button posting to `action`), the one after it, and the one for a broken link. */
export function unsubscribePage(state: keyof typeof TEXTS, action = ''): string {
  const [title, text] = TEXTS[state];
  const button = state === 'ask' ? html`<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>` : '';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${text}</p>
          ${button}
        </main>
      </body>
    </html>`.markup;
}
