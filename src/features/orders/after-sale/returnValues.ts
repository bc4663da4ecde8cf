import type { CreateReturnRequest } from '@server/contracts';
import {
  NOTE_NEEDED,
  refundDetailsProblem,
  REFUND_DETAILS_TEXTS,
  RETURN_TEXTS,
  type RefundDetails,
  type ReturnReason,
} from '@rules/returns';
import type { OrderItem } from '../order';
import type { Eligibility } from './afterSale';

export interface ReturnLineValues {
  chosen: boolean;
  quantity: number;
  /** the size and colour wanted instead, as exchangeKey writes them; '' until chosen */
  exchange: string;
}

export interface ReturnValues {
  lines: Record<string, ReturnLineValues>;
  resolution: 'refund' | 'exchange';
  reason: ReturnReason | '';
  note: string;
  refundMethod: 'upi' | 'bank';
  upiId: string;
  accountNumber: string;
  ifsc: string;
  accountName: string;
}

export type ReturnErrors = Partial<Record<'lines' | 'reason' | 'note' | 'upiId' | 'accountNumber' | 'ifsc' | 'accountName', string>> & {
  /** per order item id */
  line?: Record<string, string>;
};

export const RETURN_FORM_TEXTS = {
  noLine: 'Choose at least one item to return.',
  noReason: 'Please choose a reason.',
} as const;

/** One option of an exchange as a select's value (size and colour may hold any character). */
export const exchangeKey = (option: { size: string; color: string }) => JSON.stringify([option.size, option.color]);

export function fromExchangeKey(key: string): { size: string; color: string } | null {
  try {
    const parsed: unknown = JSON.parse(key);
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string'))
      return { size: parsed[0] as string, color: parsed[1] as string };
  } catch {
    // not one of ours: no choice
  }
  return null;
}

export function initialReturnValues(items: OrderItem[]): ReturnValues {
  return {
    lines: Object.fromEntries(items.map((item) => [item.id, { chosen: false, quantity: 1, exchange: '' }])),
    resolution: 'refund',
    reason: '',
    note: '',
    refundMethod: 'upi',
    upiId: '',
    accountNumber: '',
    ifsc: '',
    accountName: '',
  };
}

function refundDetailsOf(values: ReturnValues): RefundDetails {
  return values.refundMethod === 'upi'
    ? { upiId: values.upiId }
    : { accountNumber: values.accountNumber, ifsc: values.ifsc, accountName: values.accountName };
}

type DetailField = 'upiId' | 'accountNumber' | 'ifsc' | 'accountName';
const DETAIL_FIELDS: Record<string, DetailField> = {
  [REFUND_DETAILS_TEXTS.upi]: 'upiId',
  [REFUND_DETAILS_TEXTS.needed]: 'upiId',
  [REFUND_DETAILS_TEXTS.account]: 'accountNumber',
  [REFUND_DETAILS_TEXTS.ifsc]: 'ifsc',
  [REFUND_DETAILS_TEXTS.name]: 'accountName',
};

/** The same checks the server makes on the request's shape, each said where it belongs; {} when it may go. */
export function validateReturn(values: ReturnValues, items: OrderItem[], eligibility: Eligibility): ReturnErrors {
  const errors: ReturnErrors = {};
  const chosen = items.filter((item) => values.lines[item.id]?.chosen);
  if (chosen.length === 0) errors.lines = RETURN_FORM_TEXTS.noLine;
  if (!values.reason) errors.reason = RETURN_FORM_TEXTS.noReason;
  if (values.reason === 'other' && !values.note.trim()) errors.note = NOTE_NEEDED;
  if (values.resolution === 'exchange') {
    const line: Record<string, string> = {};
    for (const item of chosen)
      if (!fromExchangeKey(values.lines[item.id]?.exchange ?? '')) line[item.id] = RETURN_TEXTS.exchangeNeedsChoice(item.name);
    if (Object.keys(line).length > 0) errors.line = line;
  }
  if (values.resolution === 'refund' && eligibility.refundNeedsDetails) {
    const problem = refundDetailsProblem(refundDetailsOf(values));
    if (problem) errors[DETAIL_FIELDS[problem] ?? 'upiId'] = problem;
  }
  return errors;
}

/** The request the form's values make (validateReturn passed). */
export function toReturnRequest(values: ReturnValues, items: OrderItem[], eligibility: Eligibility): CreateReturnRequest {
  const lines = items
    .filter((item) => values.lines[item.id]?.chosen)
    .map((item) => {
      const line = values.lines[item.id]!;
      const wanted = values.resolution === 'exchange' ? fromExchangeKey(line.exchange) : null;
      return {
        itemId: item.id,
        quantity: line.quantity,
        ...(wanted && { exchange: { ...(wanted.size && { size: wanted.size }), ...(wanted.color && { color: wanted.color }) } }),
      };
    });
  const note = values.note.trim();
  return {
    lines,
    reason: values.reason as ReturnReason,
    ...(note && { note }),
    resolution: values.resolution,
    ...(values.resolution === 'refund' && eligibility.refundNeedsDetails && { refundTo: refundDetailsOf(values) }),
  };
}
