// The one home of price formatting, for the app and the reference server alike: catalogue, cart,
// checkout and payment show rupees with en-IN grouping; the order views show a dollar sign with
// exactly two decimals (spec §1, decisions.md).

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

// A bank's own page states an amount to the paisa, as a payment provider does. Pure: a bundle
// that never formats paise (the app's) drops the formatter.
const inrWithPaise = /* @__PURE__ */ new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

const finite = (amount: number) => (Number.isFinite(amount) ? amount : 0);

/** "₹1,24,999", "₹499.5": the shop's prices, and every amount its messages name ("above ₹25,000"). */
export function formatInr(amount: number): string {
  return inr.format(finite(amount));
}

/** "₹1,499.00": an amount the payer confirms at the bank. */
export function formatInrWithPaise(amount: number): string {
  return inrWithPaise.format(finite(amount));
}

/** "$1299.00": the order views' amounts. */
export function formatOrderMoney(amount: number): string {
  return `$${finite(amount).toFixed(2)}`;
}
