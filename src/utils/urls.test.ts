import fc from 'fast-check';
import { junkText } from '@/test/arbitraries';
import { asImageUrl, asWebLink, encodeUrlPart } from './urls';

describe('encodeUrlPart', () => {
  it('encodes like encodeURIComponent', () => {
    expect(encodeUrlPart('a b/c?d#é')).toBe(encodeURIComponent('a b/c?d#é'));
  });

  it('never throws: a lone surrogate becomes U+FFFD, as the URL parser makes it', () => {
    expect(encodeUrlPart('\ud800x')).toBe('%EF%BF%BDx');
    fc.assert(
      fc.property(junkText, (text) => {
        const encoded = encodeUrlPart(text);
        return !/[/?#\\\s]/.test(encoded);
      }),
      { numRuns: 2000 },
    );
  });
});

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  'blob:https://shop.test/1',
  'mailto:x@example.com',
  'http://[broken',
  'https://shop.test/\ud800',
];

describe('asWebLink', () => {
  it('keeps absolute http(s) links', () => {
    expect(asWebLink('https://instagram.com/stride')).toBe('https://instagram.com/stride');
    expect(asWebLink(' http://example.com ')).toBe('http://example.com');
  });

  it.each(HOSTILE)('refuses %j', (url) => {
    expect(asWebLink(url)).toBe('');
  });

  it('refuses relative paths and anything that is not text', () => {
    expect(asWebLink('/about')).toBe('');
    expect(asWebLink({ href: 'https://x.test' })).toBe('');
  });
});

describe('asImageUrl', () => {
  it('keeps http(s) URLs and paths on the shop', () => {
    expect(asImageUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(asImageUrl('/media/a.svg')).toBe('/media/a.svg');
    expect(asImageUrl('shoe.svg')).toBe('shoe.svg');
  });

  it.each(HOSTILE)('refuses %j', (url) => {
    expect(asImageUrl(url)).toBe('');
  });

  it('only ever lets through what resolves to http(s)', () => {
    fc.assert(
      fc.property(fc.oneof(junkText, fc.webUrl(), fc.constantFrom(...HOSTILE)), (text) => {
        const kept = asImageUrl(text);
        return kept === '' || ['http:', 'https:'].includes(new URL(kept, 'https://shop.test/x/').protocol);
      }),
      { numRuns: 2000 },
    );
  });
});
