import { html, type Html } from './html';

export interface Frame {
  /** the e-mail's subject, also its page title */
  subject: string;
  storeName: string;
  /** an absolute address, or '' for none */
  logoUrl: string;
  shopUrl: string;
  heading: string;
  /** the body's paragraphs, before and after the summary */
  lines: string[];
  summary?: { html: Html; text: string };
  after?: string[];
  action?: { label: string; url: string };
  /** the postal address and contact of the shop, under every e-mail */
  footer: string;
  unsubscribeUrl?: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1a1a1a';

/**
 * One e-mail's HTML: a single centred column of tables with inline styles (what mail programs
 * render alike), the store's logo and name, the heading, the text and the summary, one button.
 */
export function htmlFrame(f: Frame): string {
  const logo = f.logoUrl
    ? html`<img src="${f.logoUrl}" alt="" width="40" height="40" style="vertical-align:middle;margin-right:8px" />`
    : '';
  const paragraphs = (lines: string[] | undefined) => (lines ?? []).map((l) => html`<p style="margin:0 0 12px;line-height:1.5">${l}</p>`);
  const button = f.action
    ? html`<p style="margin:20px 0">
        <a
          href="${f.action.url}"
          style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block"
          >${f.action.label}</a
        >
      </p>`
    : '';
  const unsubscribe = f.unsubscribeUrl
    ? html`<br /><a href="${f.unsubscribeUrl}" style="color:#555555">Unsubscribe from these e-mails</a>`
    : '';
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${f.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f4">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4">
          <tr>
            <td align="center" style="padding:16px">
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;${FONT}">
                <tr>
                  <td style="padding:16px 24px;border-bottom:1px solid #e0e0e0">
                    <a href="${f.shopUrl}" style="color:#1a1a1a;text-decoration:none;font-size:18px;font-weight:bold"
                      >${logo}${f.storeName}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">
                    <h1 style="font-size:22px;margin:0 0 16px">${f.heading}</h1>
                    ${paragraphs(f.lines)}${f.summary?.html}${paragraphs(f.after)}${button}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid #e0e0e0;font-size:12px;color:#555555">${f.footer}${unsubscribe}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.markup;
}

/** The same e-mail as plain text, for mail programs that show no HTML (and spam filters that read both). */
export function textFrame(f: Frame): string {
  return [
    f.storeName,
    '',
    f.heading,
    '',
    ...f.lines,
    ...(f.summary ? ['', f.summary.text] : []),
    ...(f.after?.length ? ['', ...f.after] : []),
    ...(f.action ? ['', `${f.action.label}: ${f.action.url}`] : []),
    '',
    '--',
    f.footer,
    ...(f.unsubscribeUrl ? [`Unsubscribe: ${f.unsubscribeUrl}`] : []),
  ].join('\n');
}
