import fc from 'fast-check';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { asId, isWellFormed, readAs } from './guards';

describe('isWellFormed', () => {
  it('tells lone surrogates from pairs', () => {
    expect(isWellFormed('😀 ok')).toBe(true);
    expect(isWellFormed('\ud800x')).toBe(false);
    expect(isWellFormed('x\udfff')).toBe(false);
    expect(isWellFormed('\udc00\ud800')).toBe(false);
  });

  it('agrees with encodeURIComponent on any text', () => {
    fc.assert(
      fc.property(junkText, (text) => isWellFormed(text) === encodes(text)),
      { numRuns: 2000 },
    );
  });
});

describe('asId', () => {
  it('keeps trimmed text and numbers, drops blanks, objects and lone surrogates', () => {
    expect(asId(' p-1 ')).toBe('p-1');
    expect(asId(1001)).toBe('1001');
    expect(asId('\ud800x')).toBe('');
    expect(asId('  ')).toBe('');
    expect(asId({ id: 'x' })).toBe('');
    expect(asId(Number.NaN)).toBe('');
  });

  it('never yields an id that cannot go in a URL', () => {
    fc.assert(
      fc.property(junkId, (value) => encodes(asId(value))),
      { numRuns: 5000 },
    );
  });
});

describe('readAs', () => {
  type Dto = { title: string; price: number };

  it("reads a plain object by the contract's names and anything else as empty", () => {
    expect(readAs<Dto>({ title: 'Ball', price: 'n/a' })).toEqual({ title: 'Ball', price: 'n/a' });
    for (const value of [null, undefined, 'text', 7, [1, 2], true]) expect(readAs<Dto>(value)).toEqual({});
  });

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof readAs<Dto>(value) === 'object'));
  });

  it('refuses, at typecheck, a key the contract does not name unless declared as an extra', () => {
    const read = readAs<Dto, 'name'>({ name: 'Bat' });
    // @ts-expect-error `cost` is not in the contract: renaming `price` on the server must fail here too.
    expect(readAs<Dto>({}).cost).toBeUndefined();
    expect(read.name).toBe('Bat');
  });
});
