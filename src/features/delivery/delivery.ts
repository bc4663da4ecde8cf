import type { CodRefusal } from '@server/contracts';

/** A served pincode's answer, ready to show. */
export interface DeliveryView {
  pincode: string;
  /**
   * Where it goes. Under `address`, which the support recording and DevTools redact as a whole
   * (src/utils/redaction.ts): a town and state are the shopper's, as the pincode is.
   */
  address: {
    city: string;
    state: string;
    /** 'Bengaluru, Karnataka' (either part may be missing). */
    place: string;
  };
  /** 'Thu, 4 Dec'; '' when the server's date could not be read. */
  date: string;
  cod: {
    available: boolean;
    /** Rupees added for cash on delivery; 0 when none. */
    fee: number;
    /** The highest order value cash on delivery takes; null when no ceiling is known. */
    maxOrderValue: number | null;
    /** Why it is not available; null when available (or the server did not say). */
    reason: CodRefusal | null;
  };
}

/** What the API said of a pincode: served, not served, or it has no delivery check at all. */
export type DeliveryAnswer = { kind: 'served'; delivery: DeliveryView } | { kind: 'not-served'; pincode: string } | { kind: 'missing' };

/** What the check is asked: the pincode and either a product (its own rules) or a cart's value. */
export interface DeliveryRequest {
  pincode: string;
  productId?: string;
  orderValue?: number;
}
