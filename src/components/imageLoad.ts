/**
 * An `<img>`'s onLoad that does nothing, so that the picture never holds up a commit. React 19
 * holds a commit that is not urgent (hydrating a part of a server-drawn page, a transition) until
 * the pictures it holds have loaded and decoded, up to 800 ms — unless the `<img>` has an onLoad.
 * A server-drawn picture is already on screen, and the commit that makes the page answer taps (a
 * product page's options, a card's buttons) must not wait for it: a size tapped a second after the
 * app took a product page over waited ~150 ms more (4× CPU, slow 4G), hydrating synchronously what
 * the held commit had not yet made interactive.
 */
export const commitWithoutWaiting = () => undefined;
