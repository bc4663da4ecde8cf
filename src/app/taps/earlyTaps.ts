/**
 * Taps made on a server-drawn page before the app has taken it over. Until `hydrateRoot` has been
 * called no React handler exists, and React does not replay what happened before its root did:
 * a tap on a size, the phone menu or a wishlist heart would be silently lost (docs/taps.md).
 *
 * `keepEarlyTaps` runs inline in the page's head (built into index.html by InlineScriptPlugin, so
 * it works from the first paint, under a hashed script-src): it takes each activation of a control
 * in #root (a tap, a click, Enter or Space), keeps it and marks the control as pending, which the
 * page's own CSS shows at once. Links are left alone (they navigate without the app), and so are
 * forms that name their `action` (they work without it). What is typed into a field or chosen in a
 * select shows as usual, and is kept as an edit: React hydrates a field as it finds it but keeps
 * its own state, so a quantity typed before takeover would look 3 and add 1. The app then takes
 * the taps just after hydrating and replays each on the control it landed on, once, in order,
 * while that control is still on the page it was tapped on: the app's own handlers answer it,
 * with the app's own messages.
 *
 * Plain DOM code without imports: the inline script is this module bundled alone.
 */

/** What the page's CSS shows on a control whose tap waits for the app. */
export const PENDING_ATTRIBUTE = 'data-tap-pending';

export interface EarlyTap {
  /** The control tapped (a form, for a submission). */
  control: Element;
  /** A press (tap, click, Enter, Space), a form sent, or a field typed into or a choice made. */
  kind: 'press' | 'submit' | 'edit';
  /** The page it was tapped on: a tap is never replayed on another. */
  href: string;
  /** An edit's value when the taps were taken: the app's first renders may reset the field. */
  value?: string;
}

export interface EarlyTapKeeper {
  /** Stops keeping taps, clears the pending marks and hands over what was kept, in order. */
  take(): EarlyTap[];
}

export type KeeperWindow = Window & typeof globalThis & { __earlyTaps?: EarlyTapKeeper };

/** What a tap activates: native and ARIA controls. Links and `<summary>` work without the app. */
const CONTROL = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(',');

/** Fields whose value the shopper edits; checkboxes and radios are pressed instead. */
const FIELD = 'textarea,select,input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"])';

/** Controls the browser activates itself on Enter or Space (its click is kept instead). */
const NATIVE_KEYS = 'button,input';

export function keepEarlyTaps(win: KeeperWindow, rootId = 'root'): void {
  if (win.__earlyTaps) return;
  const doc = win.document;
  const taps: EarlyTap[] = [];

  // Buttons the browser answers itself, without the app, where it can: an invoker (`commandfor`,
  // opening a dialog) or a popover toggle. Keeping their click would cancel that.
  const button = win.HTMLButtonElement.prototype;
  const nativeInvokers = [
    'commandForElement' in button ? '[commandfor]' : '',
    'popoverTargetElement' in button ? '[popovertarget]' : '',
  ].filter(Boolean);
  const controlOf = (target: EventTarget | null): Element | null => {
    const el = target instanceof win.Element ? target.closest(CONTROL) : null;
    if (!el || el.closest('a[href]') || !inRoot(el)) return null;
    if (nativeInvokers.length && el.matches(nativeInvokers.join(','))) return null;
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return null;
    return el;
  };
  const inRoot = (el: Element) => !!doc.getElementById(rootId)?.contains(el);
  const keep = (event: Event, control: Element, kind: EarlyTap['kind']) => {
    event.preventDefault();
    event.stopPropagation();
    // Once per control: tapping a waiting control again (the shopper unsure it took) adds nothing.
    if (taps.some((tap) => tap.control === control)) return;
    taps.push({ control, kind, href: win.location.href });
    control.setAttribute(PENDING_ATTRIBUTE, '');
  };

  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (control) keep(event, control, 'press');
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const control = controlOf(event.target);
    // A native button or input turns the key into a click, which is kept above.
    if (control && !control.matches(NATIVE_KEYS)) keep(event, control, 'press');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof win.HTMLFormElement ? event.target : null;
    if (!form || form.hasAttribute('action') || !inRoot(form)) return;
    keep(event, form, 'submit');
  };
  // The value shows as typed; the edit is kept (once: its value is read when it is replayed).
  const onEdit = (event: Event) => {
    const field = event.target instanceof win.Element && event.target.matches(FIELD) ? event.target : null;
    if (!field || !inRoot(field) || taps.some((tap) => tap.control === field)) return;
    taps.push({ control: field, kind: 'edit', href: win.location.href });
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  win.__earlyTaps = {
    take() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('input', onEdit, true);
      doc.removeEventListener('change', onEdit, true);
      for (const tap of taps) {
        tap.control.removeAttribute(PENDING_ATTRIBUTE);
        if (tap.kind === 'edit') tap.value = (tap.control as HTMLInputElement).value;
      }
      return taps.splice(0);
    },
  };
}
