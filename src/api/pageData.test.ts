import fc from 'fast-check';
import { junkText, payloadLike } from '@/test/arbitraries';
import { emptyPageApi, PAGE_DATA_ID, pageDataText, readPageData, type PageApiState } from './pageData';

// Product text comes from the API and is written into every rendered page: nothing it says may end
// the page-data script, start another element, or come back different.

const BREAK_OUTS = [
  '</script>',
  '</SCRIPT >',
  '<!--',
  '-->',
  '<script>alert(1)</script>',
  '\u2028',
  '\u2029',
  ']]>',
  '<\\/',
  '&lt;',
  '"',
  "'",
  '\\',
];
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...BREAK_OUTS), fc.string({ unit: 'grapheme', maxLength: 6 }), junkText), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** A page's API cache holding a product with the given texts, as the page server writes it. */
function pageWith(name: string, description: string, extra: unknown): PageApiState {
  const page = emptyPageApi();
  page.queries['getProduct("p-1")'] = {
    status: 'fulfilled',
    endpointName: 'getProduct',
    requestId: 'r1',
    originalArgs: 'p-1',
    data: { id: 'p-1', name, description, extra },
  };
  return page;
}

/** The document a browser would parse, with the data script between the app and a last paragraph. */
function parse(text: string) {
  const html = `<!doctype html><html><head></head><body><div id="root"><h1>Shop</h1></div><script type="application/json" id="${PAGE_DATA_ID}">${text}</script><p id="after">end</p></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the page data script', () => {
  it('stays one inert script whatever the product says, and reads back unchanged', () => {
    fc.assert(
      fc.property(hostileText, hostileText, fc.jsonValue(), (name, description, extra) => {
        const page = pageWith(name, description, extra);
        const doc = parse(pageDataText(page));
        expect(doc.querySelectorAll('script')).toHaveLength(1);
        expect(doc.body.children).toHaveLength(3);
        expect(doc.getElementById('after')?.textContent).toBe('end');
        // What the client reads is what the server had (JSON turns -0 into 0, as any JSON would).
        expect(readPageData(doc.getElementById(PAGE_DATA_ID)?.textContent)).toEqual(JSON.parse(JSON.stringify(page)));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes every character that could end the script or confuse a JavaScript reader', () => {
    const text = pageDataText(pageWith('</script><script>alert(1)</script>', '\u2028\u2029<!--&', null));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads anything else as no page data, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          payloadLike(['queries', 'mutations', 'provided']).map((value) => JSON.stringify(value) ?? ''),
        ),
        (text) => {
          const read = readPageData(text);
          if (read === null) return;
          // Whatever is kept is shaped as RTK Query's rehydration reads it.
          for (const entry of Object.values(read.queries)) {
            expect(['fulfilled', 'rejected']).toContain(entry.status);
            expect(typeof entry.endpointName).toBe('string');
          }
          expect(read.mutations).toEqual({});
          expect(typeof read.provided.tags).toBe('object');
        },
      ),
    );
    expect(readPageData(null)).toBeNull();
    expect(readPageData('{"queries":{"k":{"status":"pending","endpointName":"getProduct","requestId":"x"}}}')).toEqual(emptyPageApi());
  });
});
