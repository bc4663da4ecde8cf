import { startTransition, useEffect, useState } from 'react';

/**
 * A dialog (a `<dialog popover>`, or a popover with role="dialog") opened by the browser itself: a
 * button with `popovertarget` shows it on the tap, with no script, before or after the app has taken
 * a server-drawn page over (the early-tap keeper leaves such buttons alone where the browser has
 * popovers, src/app/taps). A popover, not `showModal()`: making the rest of the page inert restyles
 * every element of it, ~50 ms of a phone's first tap on a listing; `useInertOutside` does that
 * after the dialog has been painted. Escape and a tap outside close it natively (light dismiss), and
 * the browser returns focus to the opener.
 *
 * Where the browser has no popovers, the buttons' click handlers open it with `showModal()`, and
 * where it has not even that (jsdom, Safari before 15.4) the `open` attribute shows it.
 */

/**
 * On the dialog element: while it is open the page behind does not scroll (theme.ts, one rule for
 * every such dialog).
 */
export const PAGE_MODAL = { 'data-page-modal': '' };

/** Whether the browser shows popovers itself (Chromium 114+, Safari 17+, Firefox 125+). */
export function popoversSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
}

const dialogOf = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLElement ? (element as HTMLDialogElement) : null;
};

const isOpen = (dialog: HTMLElement) => dialog.hasAttribute('open') || (popoversSupported() && dialog.matches(':popover-open'));

// Without showModal, what the browser would do itself: focus into the dialog and back out of it.
const focusedBefore = new WeakMap<Element, HTMLElement>();

export function showDialog(id: string): void {
  const dialog = dialogOf(id);
  if (!dialog || isOpen(dialog)) return;
  if (popoversSupported()) dialog.showPopover();
  else if (typeof dialog.showModal === 'function') dialog.showModal();
  else {
    if (document.activeElement instanceof HTMLElement) focusedBefore.set(dialog, document.activeElement);
    dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[autofocus], button, a[href]')?.focus();
  }
}

export function closeDialog(id: string): void {
  const dialog = dialogOf(id);
  if (!dialog || !isOpen(dialog)) return;
  if (dialog.hasAttribute('open') && typeof dialog.close === 'function') dialog.close();
  else if (dialog.hasAttribute('open')) {
    dialog.removeAttribute('open');
    focusedBefore.get(dialog)?.focus();
    focusedBefore.delete(dialog);
  } else dialog.hidePopover();
}

/** The opener's props: the browser opens the dialog itself where it has popovers. */
export function openerProps(id: string) {
  return {
    popoverTarget: id,
    popoverTargetAction: 'show' as const,
    onClick: () => {
      if (!popoversSupported()) showDialog(id);
    },
  };
}

/** A close button's props: likewise. */
export function closerProps(id: string) {
  return {
    popoverTarget: id,
    popoverTargetAction: 'hide' as const,
    onClick: () => {
      if (!popoversSupported()) closeDialog(id);
    },
  };
}

/** Escape where the browser has neither popovers nor showModal, which close on it natively. */
export function fallbackKeyDown(id: string) {
  return (event: { key: string }) => {
    if (event.key === 'Escape' && !popoversSupported() && typeof dialogOf(id)?.showModal !== 'function') closeDialog(id);
  };
}

/**
 * Follows whether the dialog `id` is open, whoever opened it (the browser, before the app existed
 * or on its own invoker; Escape; light dismiss): for the opener's `aria-expanded`. False on the
 * server and in hydration, as the HTML is drawn.
 */
export function useDialogOpen(id: string): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = dialogOf(id);
    if (!dialog) return undefined;
    // A transition: the browser has already shown the dialog, the opener's state follows after the frame.
    const follow = () => startTransition(() => setOpen(isOpen(dialog)));
    follow();
    dialog.addEventListener('toggle', follow);
    const observer = new MutationObserver(follow);
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => {
      dialog.removeEventListener('toggle', follow);
      observer.disconnect();
    };
  }, [id]);
  return open;
}

/** Makes everything outside `element` inert, up to the body; returns what undoes it. */
function inertOutside(element: Element): () => void {
  const made: Element[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => sibling.removeAttribute('inert'));
}

/**
 * While the popover dialog `id` (drawn once `present`) is open, the rest of the page is inert, as behind a modal dialog:
 * the keyboard and screen readers stay in it. Made so only once the dialog has been painted (that
 * restyles the whole page), and undone before it closes, so that the browser can return focus to
 * the opener. Nothing to do where the fallback opened it with showModal.
 */
export function useInertOutside(id: string, present = true): void {
  useEffect(() => {
    const dialog = present ? dialogOf(id) : null;
    if (!dialog || !popoversSupported()) return undefined;
    let release: (() => void) | null = null;
    let frame = 0;
    let timer = 0;
    const cancel = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      release?.();
      release = null;
    };
    const makeInert = () => {
      cancel();
      if (dialog.matches(':popover-open')) release = inertOutside(dialog);
    };
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') cancel();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') {
        // A tap outside closes it without giving focus back (Escape and the buttons do): as a modal would.
        if (document.activeElement === document.body)
          document.querySelector<HTMLElement>(`[popovertarget="${id}"]`)?.focus({ preventScroll: true });
        return;
      }
      cancel();
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(makeInert);
      });
    };
    // Opened before the app took the page over.
    makeInert();
    dialog.addEventListener('beforetoggle', onBeforeToggle);
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('beforetoggle', onBeforeToggle);
      dialog.removeEventListener('toggle', onToggle);
      cancel();
    };
  }, [id, present]);
}
