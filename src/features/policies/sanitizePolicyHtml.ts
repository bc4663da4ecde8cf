import DOMPurify, { type Config } from 'dompurify';

// The policy HTML comes from the server, so it is treated as hostile: only plain document markup
// survives. A private instance keeps these hooks away from any other DOMPurify user. Made on first
// use, in the browser: a page server loads this module too (and never sanitizes: policyLoader.ts).
let purifier: ReturnType<typeof DOMPurify> | null = null;

const CONFIG: Config = {
  USE_PROFILES: { html: true }, // no SVG or MathML at all
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'object',
    'embed',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto, tel and relative URLs; never javascript:, data: or other schemes in links.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

function createPurifier() {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', keepSafeTargets);
  return instance;
}

function keepSafeTargets(node: Element) {
  if (!node.hasAttribute('target')) return;
  // Only new-tab links are allowed to name a target, and they may not reach back to the shop.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
}

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Sanitizes server HTML for the page. When the text opens with a heading that only repeats the
 * page's own title (as the reference server's texts do), that heading is left out.
 */
export function sanitizePolicyHtml(html: string, pageTitle?: string): string {
  purifier ??= createPurifier();
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const first = fragment.firstElementChild;
  if (
    pageTitle &&
    first &&
    /^H[1-3]$/.test(first.tagName) &&
    normalise(first.textContent) === normalise(pageTitle) &&
    normalise(fragment.textContent).startsWith(normalise(pageTitle))
  ) {
    first.remove();
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
