import { sanitizePolicyHtml } from './sanitizePolicyHtml';

function parse(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizePolicyHtml(html);
  return holder;
}

describe('sanitizePolicyHtml', () => {
  it('keeps ordinary document markup', () => {
    const html = '<h2>Refunds</h2><p>Within <strong>7</strong> days.</p><ul><li>One</li></ul><a href="/contact">Contact</a>';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });

  it.each([
    ['script tag', '<p>a</p><script>window.__xss = true</script>', 'script'],
    ['style tag', '<style>body{display:none}</style><p>a</p>', 'style'],
    ['iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['form and its controls', '<form action="https://evil.test"><input name="q"><button>Go</button></form>', 'form, input, button'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', 'object, embed'],
    ['svg', '<svg onload="alert(1)"><circle r="1"/></svg>', 'svg'],
  ])('removes a %s', (_name, html, selector) => {
    expect(parse(html).querySelector(selector)).toBeNull();
  });

  it('removes event handlers and inline styles', () => {
    const holder = parse('<img src="/logo.svg" alt="logo" onerror="alert(1)"><p onclick="alert(1)" style="position:fixed">x</p>');
    expect(holder.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(holder.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(holder.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'drops the unsafe link %s',
    (href) => {
      const link = parse(`<a href="${href}">Click</a>`).querySelector('a');
      expect(link).toHaveTextContent('Click');
      expect(link?.getAttribute('href')).toBeNull();
    },
  );

  it.each(['https://shop.test/terms', '/privacy', '#section', 'mailto:care@shop.test', 'tel:+918000000000'])(
    'keeps the safe link %s',
    (href) => {
      expect(parse(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
    },
  );

  it('makes new-tab links unable to reach back to the shop', () => {
    const link = parse('<a href="https://elsewhere.test" target="_blank" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('drops named targets', () => {
    expect(parse('<a href="/x" target="shop">x</a>').querySelector('a')?.getAttribute('target')).toBeNull();
  });

  it('leaves out an opening heading that only repeats the page title', () => {
    expect(sanitizePolicyHtml('<h2> Shipping  policy</h2><p>Free.</p>', 'Shipping Policy')).toBe('<p>Free.</p>');
    expect(sanitizePolicyHtml('<h2>Our promise</h2><p>Free.</p>', 'Shipping Policy')).toBe('<h2>Our promise</h2><p>Free.</p>');
    expect(sanitizePolicyHtml('<p>Intro</p><h2>Shipping Policy</h2>', 'Shipping Policy')).toBe('<p>Intro</p><h2>Shipping Policy</h2>');
    expect(sanitizePolicyHtml('Intro <h2>Shipping Policy</h2>', 'Shipping Policy')).toBe('Intro <h2>Shipping Policy</h2>');
    expect(sanitizePolicyHtml('<h2>Shipping Policy</h2>')).toBe('<h2>Shipping Policy</h2>');
  });
});
