// Leaving the shop for a payment provider. Both go through standard DOM calls that tests can
// observe without mocking this module: HTMLFormElement.prototype.submit and window.open.

/** redirect_post (spec §7): a hidden form POSTed to the provider with the given inputs. */
export function postHiddenForm(url: string, inputs: ReadonlyArray<{ name: string; value: string }>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const { name, value } of inputs) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * deeplink and bare redirectUrl: the browser goes to the (already vetted) URL in this tab.
 * window.open with '_self' does what location.assign does, and jsdom lets tests spy on it.
 */
export function leaveFor(url: string): void {
  window.open(url, '_self');
}
