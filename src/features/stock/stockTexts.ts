/** The Notify me sentences (docs/behaviour.md, Stock). */
export const STOCK_ALERT_TEXTS = {
  dialogTitle: 'Tell me when it is back',
  dialogText: (what: string) => `We will e-mail you once when ${what} is back in stock.`,
  saved: (email: string) => `We will e-mail ${email} when it is back.`,
  failed: 'Could not save your request. Please try again.',
  accountHeading: 'Back-in-stock alerts',
  accountEmpty: 'No alerts. Use Notify me on a sold-out product to get one.',
  remove: (what: string) => `Remove the alert for ${what}`,
  waiting: 'Waiting for stock',
  sent: 'Sent',
} as const;
