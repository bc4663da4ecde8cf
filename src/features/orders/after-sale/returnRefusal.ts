import { asArray, asString, isRecord, readAs } from '@/utils/guards';
import type { ReturnErrorBody } from '@server/contracts';
import { sendProblem } from './afterSaleTexts';

/** Why the server refused a return: its sentence, and per item id what it said of that line. */
export interface ReturnRefusal {
  message: string;
  lines: Record<string, string>;
}

/** From a failed request's error (RTK Query's shape); never throws. */
export function toReturnRefusal(error: unknown): ReturnRefusal {
  const data = isRecord(error) && isRecord(error.data) ? readAs<ReturnErrorBody>(error.data) : null;
  const lines: Record<string, string> = {};
  for (const raw of asArray(data?.lines).filter(isRecord)) {
    const line = readAs<{ itemId: unknown; reason: unknown }>(raw);
    const id = asString(line.itemId).trim();
    if (id) lines[id] = asString(line.reason).trim();
  }
  return { message: sendProblem(error), lines };
}
