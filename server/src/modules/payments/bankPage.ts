import { API_PREFIX } from '../../../../rules/api';
import { formatInrWithPaise } from '../../../../rules/money';
import { escapeXml as esc } from '../../platform/text';

// Dark text on white and white on a dark blue button: both well above WCAG AA contrast.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#eef2f7;color:#1a2433}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{margin:0 0 .25rem;font-size:1.5rem}.note{margin:0 0 1.5rem;color:#4a5566}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{font-weight:600}dd{margin:0}
button{width:100%;padding:.8rem;border:0;border-radius:8px;background:#1746a2;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{display:block;margin-top:1rem;text-align:center;color:#1746a2}`;

export interface BankPageModel {
  storeName: string;
  paymentId: string;
  orderId: string;
  amount: number;
  method: string;
  paid: boolean;
  returnUrl: string;
  cancelUrl: string;
}

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export function bankPage(m: BankPageModel): string {
  const details =
    `<dl><dt>Merchant</dt><dd>${esc(m.storeName)}</dd><dt>Order</dt><dd>#${m.orderId}</dd>` +
    `<dt>Amount</dt><dd>${esc(formatInrWithPaise(m.amount))}</dd><dt>Method</dt><dd>${esc(m.method)}</dd></dl>`;
  if (m.paid) {
    return layout(
      'Payment complete – Simulated bank',
      `<h1>Simulated bank</h1><p class="note">This payment is already complete.</p>${details}` +
        `<a href="${esc(m.returnUrl)}">Return to the shop</a>`,
    );
  }
  return layout(
    'Confirm payment – Simulated bank',
    `<h1>Simulated bank</h1><p class="note">A test payment page: no real money is moved.</p>${details}` +
      `<form method="post" action="${API_PREFIX}/payments/bank/confirm">` +
      `<input type="hidden" name="paymentId" value="${esc(m.paymentId)}">` +
      `<input type="hidden" name="returnUrl" value="${esc(m.returnUrl)}">` +
      `<button type="submit">Confirm payment of ${esc(formatInrWithPaise(m.amount))}</button></form>` +
      `<a href="${esc(m.cancelUrl)}">Cancel and return to the shop</a>`,
  );
}

export function bankErrorPage(title: string, message: string, returnUrl?: string): string {
  const back = returnUrl ? `<a href="${esc(returnUrl)}">Return to the shop</a>` : '';
  return layout(`${title} – Simulated bank`, `<h1>Simulated bank</h1><p class="note">${esc(message)}</p>${back}`);
}

export function bankCsp(formTargets: string[]): string {
  // A form POST that redirects is checked against form-action at every hop, hence the return origin.
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
