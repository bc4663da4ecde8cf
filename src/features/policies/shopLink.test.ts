import { inAppPath } from './shopLink';

const origin = window.location.origin;

function anchor(attributes: Record<string, string>) {
  const element = document.createElement('a');
  Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
  return element;
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

describe('inAppPath', () => {
  it.each([
    ['/contact', '/contact'],
    ['privacy', '/privacy'],
    [`${origin}/products?category=men#top`, '/products?category=men#top'],
  ])('routes %s inside the app', (href, path) => {
    expect(inAppPath(anchor({ href }), click())).toBe(path);
  });

  it.each([
    ['another site', { href: 'https://elsewhere.test/contact' }],
    ['a new tab', { href: '/contact', target: '_blank' }],
    ['a download', { href: '/contact', download: '' }],
    ['a file', { href: '/media/brand/logo.svg' }],
    ['mail', { href: 'mailto:care@shop.test' }],
    ['an in-page anchor', { href: '#returns' }],
    ['no href', {}],
  ])('leaves %s to the browser', (_name, attributes) => {
    expect(inAppPath(anchor(attributes), click())).toBeNull();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a modified click (%o) to the browser',
    (init) => {
      expect(inAppPath(anchor({ href: '/contact' }), click(init))).toBeNull();
    },
  );
});
