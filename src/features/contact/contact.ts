/** Spec §9: the simulated send takes this long; no request is made. */
export const CONTACT_DELAY_MS = 1500;

/** Spec §9: support hours as the contact page states them. */
export const SUPPORT_HOURS = 'Monday to Saturday, 10AM-6PM';

export const CONTACT_SENT_TOAST = {
  title: 'Message Sent',
  description: "Thank you for contacting us. We'll get back to you shortly.",
  variant: 'success',
} as const;
