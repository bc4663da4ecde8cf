import type {
  CreatePaymentResponse,
  PaymentActionDto,
  PaymentFieldDto,
  PaymentFieldOptionDto,
  PaymentFieldRulesDto,
  PaymentFieldsDto,
} from '@server/contracts';
import { asArray, asId, asNumber, asString, asStringList, asStringMap, isRecord, readAs, type Unchecked } from '@/utils/guards';
import {
  PAYMENT_FIELD_TYPES,
  UNKNOWN_PAYMENT_ERROR,
  type PaymentField,
  type PaymentFieldOption,
  type PaymentFieldType,
  type PaymentOutcome,
} from './payment';

function toFieldType(value: unknown): PaymentFieldType {
  const type = asString(value).toLowerCase();
  return (PAYMENT_FIELD_TYPES as readonly string[]).includes(type) ? (type as PaymentFieldType) : 'text';
}

function toOptions(value: unknown): PaymentFieldOption[] {
  return asArray(value)
    .map((option) => {
      if (isRecord(option)) {
        const { value: raw, label } = readAs<PaymentFieldOptionDto>(option);
        const optionValue = asString(raw);
        return { value: optionValue, label: asString(label) || optionValue };
      }
      const text = asString(option);
      return { value: text, label: text };
    })
    .filter((option) => option.value !== '' || option.label !== '');
}

function toLength(value: unknown): number | null {
  const length = asNumber(value);
  return length !== null && length >= 0 ? Math.floor(length) : null;
}

export function toPaymentField(body: unknown): PaymentField | null {
  if (!isRecord(body)) return null;
  const dto = readAs<PaymentFieldDto>(body);
  const name = asId(dto.name);
  if (name === '') return null;
  const rules = readAs<PaymentFieldRulesDto>(dto.rules);
  return {
    name,
    label: asString(dto.label) || name,
    placeholder: asString(dto.placeholder),
    description: asString(dto.description),
    type: toFieldType(dto.type),
    options: toOptions(dto.options),
    inline: dto.inline === true || dto.inline === 'true',
    mask: asString(dto.mask),
    defaultValue: typeof dto.defaultValue === 'boolean' ? String(dto.defaultValue) : asString(dto.defaultValue),
    rules: {
      required: rules.required === true || rules.required === 'true',
      minLength: toLength(rules.minLength),
      maxLength: toLength(rules.maxLength),
      pattern: asString(rules.pattern) || null,
    },
    rulesMessages: asStringList(dto.rulesMessages),
    showWhenFilled: asStringList(dto.showWhenFilled),
  };
}

/** Either a list of definitions or `{ fields: [...] }` (spec §7). */
export function toPaymentFields(body: unknown): PaymentField[] {
  const source = readAs<PaymentFieldsDto, 'data'>(body);
  const list = Array.isArray(body) ? body : asArray(source.fields ?? source.data);
  const seen = new Set<string>();
  const fields: PaymentField[] = [];
  for (const item of list) {
    const field = toPaymentField(item);
    if (!field || seen.has(field.name)) continue;
    seen.add(field.name);
    fields.push(field);
  }
  return fields;
}

const WEB_SCHEMES = ['http:', 'https:'];
// Payment apps a deep link may open; anything else (javascript:, data:, file:…) is refused.
const PAYMENT_APP_SCHEMES = ['upi:', 'phonepe:', 'paytmmp:', 'tez:', 'gpay:', 'bhim:'];

export function isSafeUrl(url: string, allowAppSchemes = false): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const allowed = allowAppSchemes ? [...WEB_SCHEMES, ...PAYMENT_APP_SCHEMES] : WEB_SCHEMES;
  return allowed.includes(parsed.protocol.toLowerCase());
}

function redirectPost(action: Unchecked<PaymentActionDto>): PaymentOutcome {
  const url = asString(action.redirectUrl);
  if (!isSafeUrl(url)) return { kind: 'error', message: UNKNOWN_PAYMENT_ERROR };
  const params = readAs<NonNullable<PaymentActionDto['formParams']>>(action.formParams);
  const data = asStringMap(params.data);
  const inputs = [
    { name: 'type', value: asString(params.type) },
    { name: 'url', value: asString(params.url) },
    ...Object.entries(data).map(([key, value]) => ({ name: `data[${key}]`, value })),
  ];
  return { kind: 'redirect_post', url, inputs };
}

export function toPaymentOutcome(body: unknown): PaymentOutcome {
  const source = readAs<CreatePaymentResponse>(body);
  const errorText = asString(source.error).trim();
  if (source.success !== true) return { kind: 'error', message: errorText || UNKNOWN_PAYMENT_ERROR };
  const action = isRecord(source.action) ? readAs<PaymentActionDto>(source.action) : null;
  if (action) {
    const type = asString(action.type).toLowerCase();
    if (type === 'redirect_post') return redirectPost(action);
    if (type === 'deeplink') {
      const url = asString(action.redirectUrl);
      return isSafeUrl(url, true) ? { kind: 'deeplink', url } : { kind: 'error', message: UNKNOWN_PAYMENT_ERROR };
    }
    if (type === 'qr') {
      const qr = asString(action.qr);
      const qrBase64 = asString(action.qrBase64).replace(/^data:image\/png;base64,/, '');
      if (qr || /^[A-Za-z0-9+/=\s]+$/.test(qrBase64)) return { kind: 'qr', qr, qrBase64: qr ? '' : qrBase64.trim() };
      return { kind: 'error', message: UNKNOWN_PAYMENT_ERROR };
    }
  }
  const redirectUrl = asString(source.redirectUrl);
  if (redirectUrl) {
    return isSafeUrl(redirectUrl) ? { kind: 'redirect', url: redirectUrl } : { kind: 'error', message: UNKNOWN_PAYMENT_ERROR };
  }
  return { kind: 'success' };
}
