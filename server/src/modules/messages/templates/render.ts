import type { AppContext } from '../../../platform/http/context';
import { absoluteUrl } from '../../../platform/http/context';
import { formatInr } from '../../../../../rules/money';
import { getStoreInfo } from '../../store';
import { deliveryDateFor } from '../../delivery';
import { ORDER_KINDS, type MessageKind, type OrderMessageKind } from '../kinds';
import type { OrderPayload } from '../outbox';
import { fillsOf } from '../fillers';
import { unsubscribeUrl } from '../unsubscribe';
import { htmlFrame, textFrame, type Frame } from './layout';
import { orderSummary } from './orderSummary';
import { ORDER_WORDING, TEXT_WORDING } from './texts';

export interface Email {
  /** the sender's name when MAIL_FROM gives none */
  storeName: string;
  subject: string;
  html: string;
  text: string;
  /** the one-click unsubscribe address (List-Unsubscribe), for non-essential e-mails */
  unsubscribeUrl?: string;
}

export interface Text {
  text: string;
  /** the template's variables in order (var1, var2…) */
  vars: string[];
}

/** Kinds past the promised day: their summary names no delivery date. */
const AFTER_DELIVERY: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'delivered',
  'cancelled',
  'refund',
  'return_requested',
  'return_picked_up',
  'return_received',
  'exchange_shipped',
  'return_rejected',
]);

const isOrderKind = (kind: MessageKind): kind is OrderMessageKind => (ORDER_KINDS as readonly string[]).includes(kind);

export const shopUrlOf = (ctx: AppContext) => ctx.config.messages.shopUrl ?? ctx.config.publicUrl;

async function frameOf(ctx: AppContext, kind: MessageKind, payload: Record<string, unknown>): Promise<Frame> {
  const info = await getStoreInfo(ctx.db);
  const shopUrl = shopUrlOf(ctx);
  const base = {
    storeName: info.storeName,
    logoUrl: info.companyLogoUrl ? absoluteUrl(ctx, info.companyLogoUrl) : '',
    shopUrl,
    footer: [info.companyName, info.companyAddress, info.companyEmail].filter(Boolean).join(' · '),
  };
  if (isOrderKind(kind)) {
    const p = payload as unknown as OrderPayload;
    const words = ORDER_WORDING[kind](p);
    const deliveryDate = AFTER_DELIVERY.has(kind)
      ? null
      : await deliveryDateFor(ctx, p.order.shippingAddress.postalCode, new Date(p.order.createdAt));
    return {
      ...base,
      heading: words.heading,
      lines: [`Hello ${p.order.shippingAddress.fullName},`, ...words.lines],
      summary: orderSummary(p, deliveryDate),
      action: { label: words.action.label, url: `${shopUrl}${words.action.path}` },
      subject: words.subject,
    };
  }
  const filled = await fillsOf(ctx, kind, payload);
  switch (kind) {
    case 'password_reset':
      return {
        ...base,
        heading: 'Reset your password',
        lines: [`Someone asked to reset the password of your ${info.storeName} account.`],
        after: [
          `The link works once, within ${filled.validFor ?? '30 minutes'}. If you didn't ask for it, ignore this e-mail: your password stays as it is.`,
        ],
        action: { label: 'Choose a new password', url: filled.link ?? `${shopUrl}/forgot-password` },
        subject: `Reset your ${info.storeName} password`,
      };
    case 'sign_in_code':
      return {
        ...base,
        heading: 'Your sign-in code',
        lines: [`${filled.code ?? ''} is your ${info.storeName} sign-in code. It expires in 10 minutes. Do not share it with anyone.`],
        subject: `Your ${info.storeName} sign-in code`,
      };
    case 'back_in_stock': {
      const title = String(payload.productTitle ?? 'An item you wished for');
      const variant = [payload.size, payload.color].filter((v) => typeof v === 'string' && v).join(', ');
      return {
        ...base,
        heading: `${title} is back in stock`,
        lines: [
          `${title}${variant ? ` in ${variant}` : ''} is back in stock. Order soon: we hold none back, and this is the only e-mail about it.`,
        ],
        action: { label: 'See it in the shop', url: `${shopUrl}/product/${encodeURIComponent(String(payload.productId ?? ''))}` },
        unsubscribeUrl: await unsubscribeUrl(ctx, String(typeof payload.userId === 'string' ? payload.userId : payload.email)),
        subject: `${title} is back in stock`,
      };
    }
  }
  throw new Error(`no e-mail for messages of kind ${kind}`);
}

/** The e-mail of an outbox row: its subject, HTML and plain-text parts, from the store's current info. */
export async function renderEmail(ctx: AppContext, kind: MessageKind, payload: Record<string, unknown>): Promise<Email> {
  const frame = await frameOf(ctx, kind, payload);
  return {
    storeName: frame.storeName,
    subject: frame.subject,
    html: htmlFrame(frame),
    text: textFrame(frame),
    ...(frame.unsubscribeUrl && { unsubscribeUrl: frame.unsubscribeUrl }),
  };
}

/** The text message of an outbox row (SMS or WhatsApp), and its template's variables. */
export async function renderText(ctx: AppContext, kind: MessageKind, payload: Record<string, unknown>): Promise<Text> {
  const wording = TEXT_WORDING[kind];
  if (!wording) throw new Error(`no text message for messages of kind ${kind}`);
  const { storeName } = await getStoreInfo(ctx.db);
  let vars: string[];
  if (isOrderKind(kind)) {
    const p = payload as unknown as OrderPayload;
    const amount = p.payment?.onDelivery ? formatInr(p.payment.amount) : '';
    vars = [storeName, p.order.id, amount];
  } else {
    vars = [storeName, (await fillsOf(ctx, kind, payload)).code ?? ''];
  }
  return { text: wording(vars), vars };
}
