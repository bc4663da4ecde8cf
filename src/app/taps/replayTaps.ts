import { flushSync } from 'react-dom';
import type { EarlyTap, KeeperWindow } from './earlyTaps';

type PageWindow = Window & typeof globalThis;

/** Stops the page's tap keeper and hands over the taps it kept (none when the page had no keeper). */
export function takeEarlyTaps(win: KeeperWindow = window): EarlyTap[] {
  return win.__earlyTaps?.take() ?? [];
}

/**
 * A tap as a touch makes it, pointer and mouse events then the click, at the control's middle:
 * controls that open on `mousedown` (MUI's Select) get what they listen to, as buttons get their
 * click.
 */
function press(control: HTMLElement, win: PageWindow) {
  const rect = control.getBoundingClientRect();
  const at = { bubbles: true, cancelable: true, composed: true, view: win, button: 0, detail: 1 };
  const point = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
  const pointer = { ...at, ...point, pointerId: 1, pointerType: 'touch', isPrimary: true };
  // jsdom and older browsers have no PointerEvent: the mouse events alone then.
  const Pointer = win.PointerEvent as typeof PointerEvent | undefined;
  if (Pointer) control.dispatchEvent(new Pointer('pointerdown', { ...pointer, buttons: 1 }));
  control.dispatchEvent(new win.MouseEvent('mousedown', { ...at, ...point, buttons: 1 }));
  if (Pointer) control.dispatchEvent(new Pointer('pointerup', pointer));
  control.dispatchEvent(new win.MouseEvent('mouseup', { ...at, ...point }));
  control.dispatchEvent(new win.MouseEvent('click', { ...at, ...point }));
}

/**
 * What was typed or chosen, told to the app as the browser tells it a change. A select's change
 * event carries its value. A text field is subtler: React hydrates it as it finds it and remembers
 * that value as its own, so an input event alone would change nothing. A first event hydrates it
 * (React hydrates what an event lands on; the value it finds is the one it remembers, so nothing
 * is changed yet); then the remembered value is moved aside (through the field's own `value`,
 * which React watches) and the typed one put back past it (through the prototype's, which it does
 * not), and the input event brings it to the app.
 */
function edit(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: string, win: PageWindow) {
  if (field instanceof win.HTMLSelectElement) {
    // Put back as chosen: the app's render after an earlier replay sets a select to its state.
    field.value = typed;
    field.dispatchEvent(new win.Event('change', { bubbles: true }));
    return;
  }
  field.dispatchEvent(new win.Event('change', { bubbles: true }));
  const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
  field.value = `${typed}\u200b`;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new win.Event('input', { bubbles: true }));
}

const withoutHash = (href: string) => href.split('#')[0];

function replay(tap: EarlyTap, win: PageWindow) {
  if (tap.kind === 'submit') (tap.control as HTMLFormElement).requestSubmit();
  else if (tap.kind === 'edit') edit(tap.control as HTMLInputElement, tap.value ?? (tap.control as HTMLInputElement).value, win);
  else press(tap.control as HTMLElement, win);
}

/**
 * Replays each kept tap on its control, in the order they were made, once the app has its root:
 * React then hydrates what the tap lands on at once and runs the app's own handler. Each is
 * committed before the next (a quantity typed, then Add to Cart, adds that quantity). A tap whose
 * control is gone, or that was made on another address than the page now shows, is dropped: the
 * page has moved on. Returns how many were replayed.
 */
export function replayEarlyTaps(taps: EarlyTap[], win: PageWindow = window): number {
  let replayed = 0;
  for (const tap of taps) {
    // The same page whatever its fragment (the skip link moves to #main without leaving it).
    if (!tap.control.isConnected || withoutHash(tap.href) !== withoutHash(win.location.href)) continue;
    flushSync(() => replay(tap, win));
    replayed += 1;
  }
  return replayed;
}
