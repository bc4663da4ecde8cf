/**
 * Rupees as the shop writes them to shoppers, in the Indian grouping: the server's one rupee
 * format (refusals, suggestions, the bank's page).
 */
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹25,000", "₹49.5": whole rupees, or up to two decimals when there are paise. */
export const rupees = (n: number) => `₹${grouped.format(n)}`;

/** "₹1,998.00": an amount to pay, always with its paise. */
export const rupeesAndPaise = (n: number) => `₹${withPaise.format(n)}`;
