/**
 * Password reset by e-mailed link: what the server answers and the reset pages show, alike.
 * The first answer is the same whether an account has the address or not.
 */
export const RESET_REQUESTED = "If an account exists for that address, we've sent a link";

/** A link used already, expired, or never made (copied in part): the page offers a new one. */
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used. Please ask for a new one.';

export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
