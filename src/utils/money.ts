// The one home of price formatting: catalog, cart and checkout show rupees with en-IN grouping;
// the order views show a dollar sign with exactly two decimals (spec §1, decisions.md).

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatInr(amount: number): string {
  return inr.format(Number.isFinite(amount) ? amount : 0);
}

export function formatOrderMoney(amount: number): string {
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}
