import type { EarlyTap, KeeperWindow } from './earlyTaps';

/** Stops the page's tap keeper and hands over the taps it kept (none when the page had no keeper). */
export function takeEarlyTaps(win: KeeperWindow = window): EarlyTap[] {
  return win.__earlyTaps?.take() ?? [];
}

/**
 * A tap as a touch makes it, pointer and mouse events then the click, at the control's middle:
 * controls that open on `mousedown` (MUI's Select) get what they listen to, as buttons get their
 * click.
 */
function press(control: HTMLElement, win: Window & typeof globalThis) {
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
 * Replays each kept tap on its control, in the order they were made, once the app has its root:
 * React then hydrates what the tap lands on at once and runs the app's own handler. A tap whose
 * control is gone, or that was made on another address than the page now shows, is dropped: the
 * page has moved on. Returns how many were replayed.
 */
export function replayEarlyTaps(taps: EarlyTap[], win: Window & typeof globalThis = window): number {
  let replayed = 0;
  for (const tap of taps) {
    if (!tap.control.isConnected || tap.href !== win.location.href) continue;
    if (tap.kind === 'submit') (tap.control as HTMLFormElement).requestSubmit();
    else press(tap.control as HTMLElement, win);
    replayed += 1;
  }
  return replayed;
}
