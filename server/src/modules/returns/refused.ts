import type { StockShortage } from '../stock';

/** A refusal naming each line and why (422), or the exchange's shortage (409): the route sends `body` as it is. */
export class ReturnRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; lines?: Array<{ itemId: string; reason: string }>; unavailable?: StockShortage['body']['unavailable'] },
  ) {
    super(body.error);
  }
}
