import { formatInr } from '../../../../../rules/money';
import type { OrderPayload } from '../outbox';
import { html, type Html } from './html';

const choices = (item: { size: string | null; color: string | null }) =>
  [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(', ');

/** "Thursday, 12 June": the promised day (YYYY-MM-DD, India's calendar) as the shopper reads it. */
export function promisedDay(day: string): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  return new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }).format(date);
}

/** What the order is charged before any cash-on-delivery fee: its lines less the offer's discount. */
export function itemsTotal(p: OrderPayload): number {
  return p.order.total ?? Math.round(p.order.items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
}

/** The order at a glance: its lines with sizes and prices, the total, where it goes, how it is paid, when it comes. */
export function orderSummary(p: OrderPayload, deliveryDate: string | null): { html: Html; text: string } {
  const { order, payment } = p;
  const a = order.shippingAddress;
  const address = [a.fullName, a.address, `${a.city}, ${a.state} ${a.postalCode}`, a.phone];
  const total = payment?.amount ?? itemsTotal(p);
  const paidBy = payment
    ? `${payment.method}${payment.onDelivery ? ` (pay ${formatInr(payment.amount)} on delivery)` : ''}`
    : 'Not paid yet';
  const facts: Array<[string, string]> = [
    ['Payment', paidBy],
    ...(deliveryDate ? [['Expected delivery', `by ${promisedDay(deliveryDate)}`] as [string, string]] : []),
    ...(order.trackingNumber ? [['Tracking number', order.trackingNumber] as [string, string]] : []),
  ];
  const cell = 'padding:8px 0;border-bottom:1px solid #eeeeee;vertical-align:top';
  const rows = order.items.map(
    (i) =>
      html`<tr>
        <td style="${cell}">
          ${i.productTitle}${choices(i) ? html`<br /><span style="color:#555555;font-size:13px">${choices(i)}</span>` : ''}
        </td>
        <td style="${cell};text-align:center">× ${i.quantity}</td>
        <td style="${cell};text-align:right">${formatInr(i.price * i.quantity)}</td>
      </tr>`,
  );
  const discount = order.discount ? `${order.coupon ? `Discount (${order.coupon})` : 'Discount'}` : null;
  const markup = html`<h2 style="font-size:16px;margin:20px 0 8px">Order ${order.id}</h2>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px">
      ${rows}
      ${discount
        ? html`<tr>
            <td style="${cell}" colspan="2">${discount}</td>
            <td style="${cell};text-align:right">−${formatInr(order.discount!)}</td>
          </tr>`
        : ''}
      <tr>
        <td style="padding:8px 0;font-weight:bold" colspan="2">Total</td>
        <td style="padding:8px 0;text-align:right;font-weight:bold">${formatInr(total)}</td>
      </tr>
    </table>
    <p style="margin:16px 0 4px;font-weight:bold">Delivering to</p>
    <p style="margin:0 0 12px;line-height:1.5">${address.map((l, n) => html`${n ? html`<br />` : ''}${l}`)}</p>
    ${facts.map(([k, v]) => html`<p style="margin:0 0 4px"><strong>${k}:</strong> ${v}</p>`)}`;
  const text = [
    `Order ${order.id}`,
    ...order.items.map(
      (i) => `- ${i.productTitle}${choices(i) ? ` (${choices(i)})` : ''} × ${i.quantity}: ${formatInr(i.price * i.quantity)}`,
    ),
    ...(discount ? [`${discount}: −${formatInr(order.discount!)}`] : []),
    `Total: ${formatInr(total)}`,
    '',
    'Delivering to:',
    ...address,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  return { html: markup, text };
}
