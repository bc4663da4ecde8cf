import fc from 'fast-check';
import { EMAIL_MARKER, PHONE_MARKER, REDACTED, TOKEN_MARKER, UNSERIALIZABLE_MARKER, redact, redactText } from './redaction';

describe('redact by key', () => {
  it('redacts the token, passwords and the shopper’s personal data at any depth', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: { email: 'a@b.in', password: 'secret1', confirmPassword: 'secret1', firstName: 'Asha', lastName: 'Rao' },
          shippingAddress: { fullName: 'Asha', phone: '+91', address: 'x', postalCode: '1' },
        },
      },
      payload: { token: 'abc', contactInfo: 'Lake', items: [{ email: 'c@d.in', name: 'Mat' }] },
    };
    const clean = redact(action);
    expect(clean.meta.arg.originalArgs).toEqual({
      email: REDACTED,
      password: REDACTED,
      confirmPassword: REDACTED,
      firstName: REDACTED,
      lastName: REDACTED,
    });
    expect(clean.meta.arg.shippingAddress).toBe(REDACTED);
    expect(clean.payload).toEqual({ token: REDACTED, contactInfo: REDACTED, items: [{ email: REDACTED, name: 'Mat' }] });
    expect(JSON.stringify(clean)).not.toMatch(/secret1|abc|a@b\.in|\+91|Asha|Lake/);
  });

  it('keeps yes/no facts and empty values under personal keys, which replays need as they were', () => {
    expect(redact({ hasToken: false, emailVerified: true, phone: null })).toEqual({ hasToken: false, emailVerified: true, phone: null });
  });

  it('redacts every value of the payment form, keeping the field definitions', () => {
    const definitions = [{ name: 'payerName', label: 'Name of the payer', type: 'text' }];
    const clean = redact({
      originalArgs: { orderId: '7KQ2M9XD', fields: { payerName: 'Asha Rao', notes: 'ring twice', method: 'upi_qr' } },
      data: definitions,
    });
    expect(clean).toEqual({
      originalArgs: { orderId: '7KQ2M9XD', fields: { payerName: REDACTED, notes: REDACTED, method: REDACTED } },
      data: definitions,
    });
  });

  it('redacts what a shopper wrote in a review (drafts, the mutation’s arguments), keeping the stars and product names', () => {
    const state = {
      reviewDrafts: {
        byProduct: { 'p-1': { rating: 4, reviewTitle: 'Fits my son Arjun', reviewText: 'He wears them to Lodhi school daily' } },
      },
      api: { mutations: { m1: { originalArgs: { productId: 'p-1', draft: { rating: 2, reviewTitle: 'Meh', reviewText: 'Too tight' } } } } },
      product: { title: 'Cork Yoga Mat', text: 'A mat' },
    };
    expect(redact(state)).toEqual({
      reviewDrafts: { byProduct: { 'p-1': { rating: 4, reviewTitle: REDACTED, reviewText: REDACTED } } },
      api: { mutations: { m1: { originalArgs: { productId: 'p-1', draft: { rating: 2, reviewTitle: REDACTED, reviewText: REDACTED } } } } },
      product: { title: 'Cork Yoga Mat', text: 'A mat' },
    });
  });

  it('keeps the shop’s published details but still replaces e-mail addresses and phone numbers in them', () => {
    const info = {
      companyName: 'Stride Retail',
      companyAddress: '12 MG Road',
      companyEmail: 'care@shop.in',
      companyPhone: '+91 80 4000 1234',
    };
    expect(redact(info)).toEqual({ ...info, companyEmail: EMAIL_MARKER, companyPhone: PHONE_MARKER });
  });

  it('does not change what it is given, and turns class instances and functions into plain JSON', () => {
    const state = { auth: { email: 'a@b.in' } };
    redact(state);
    expect(state.auth.email).toBe('a@b.in');
    const meta = { request: new URL('http://x.test/?contactInfo=a@b.in'), onDone: () => undefined, list: [() => 1] };
    expect(redact(meta)).toEqual({ request: UNSERIALIZABLE_MARKER, list: [null] });
  });
});

describe('redact by value', () => {
  it('rewrites RTK Query cache keys, as object keys and as strings, argument by argument', () => {
    const key = 'trackOrder({"contactInfo":"asha@mail.in","orderId":"1001"})';
    const cleanKey = 'trackOrder({"contactInfo":"[redacted]","orderId":"1001"})';
    const state = { queries: { [key]: { originalArgs: { contactInfo: '+919876543210', orderId: '1001' }, queryCacheKey: key } } };
    expect(redact(state)).toEqual({
      queries: { [cleanKey]: { originalArgs: { contactInfo: REDACTED, orderId: '1001' }, queryCacheKey: cleanKey } },
    });
  });

  it.each([
    ['No order for asha.rao+shop@mail.co.in here', `No order for ${EMAIL_MARKER} here`],
    ['/track-order?contact=asha%40mail.in&id=7', `/track-order?contact=${EMAIL_MARKER}&id=7`],
    ['Call +91 98765 43210 now', `Call ${PHONE_MARKER} now`],
    ['tel:+919876543210', `tel:${PHONE_MARKER}`],
    ['?phone=%2B919876543210', `?phone=${PHONE_MARKER}`],
    ['98765-43210 or 9876543210 or 080 4000 1234', `${PHONE_MARKER} or ${PHONE_MARKER} or ${PHONE_MARKER}`],
    ['Authorization: Bearer abc.def-ghi', `Authorization: Bearer ${TOKEN_MARKER}`],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', `token ${TOKEN_MARKER}`],
  ])('replaces personal data inside %j', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it.each([
    '00000000-0000-4000-8000-000000000001',
    '3f2a9c1e-1234-4abc-8def-123456789012',
    'Order 7KQ2M9XD',
    '2026-11-01T09:30:00.000Z',
    'Bands of 10 15 20 25 30 lbs for ₹1,999.00',
    'getProducts({"category":"sports shoes","limit":12,"page":2})',
    'upi://pay?pa=stride%40upi&pn=Stride&am=1999.00&cu=INR&tn=Order%201001',
    'api/executeQuery/fulfilled',
  ])('keeps what support needs: %j', (text) => {
    expect(redactText(text)).toBe(text);
  });
});

// Separators that may stand next to a value inside JSON, URLs and messages.
const glue = fc.constantFrom(' ', '"', ':', '=', '(', ')', ',', '&', '?', '\n', '');
const phones = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 3 }))
  .map(([first, rest, form]) => {
    const national = `${first}${rest}`;
    const split = `${national.slice(0, 5)} ${national.slice(5)}`;
    return { national, written: [national, `+91${national}`, `+91 ${split}`, split][form]! };
  });

describe('search words', () => {
  // What a search leaves in the store: the URL, RTK Query's cache keys and arguments, recent searches.
  const typed = 'yoga mat asha.rao@mail.in +91 98765 43210';
  const url = `/search?${new URLSearchParams({ q: typed }).toString()}`;

  it('keeps the words searched for and redacts an e-mail or phone number typed among them', () => {
    const state = {
      router: { path: url },
      search: { recent: [typed, 'runing shoes 6mm', 'dumbbell 2 x 10 kg'] },
      api: {
        queries: {
          [`suggest(${JSON.stringify(typed)})`]: { originalArgs: typed },
          [`search(${JSON.stringify({ q: typed, page: 1 })})`]: { originalArgs: { q: typed, page: 1 } },
        },
      },
    };
    const clean = JSON.stringify(redact(state));
    expect(clean).not.toMatch(/asha|mail\.in|98765|43210/);
    expect(redact(state).router.path).toBe(`/search?q=yoga+mat+${EMAIL_MARKER}+${PHONE_MARKER}`);
    expect(redact(state).search.recent).toEqual([`yoga mat ${EMAIL_MARKER} ${PHONE_MARKER}`, 'runing shoes 6mm', 'dumbbell 2 x 10 kg']);
    expect(clean).toContain(`suggest(\\"yoga mat ${EMAIL_MARKER} ${PHONE_MARKER}\\")`);
  });

  it.each(['kettle bell 16 kg', 'cricket bat size 5', 'treadmill 2026 model', 'shoes uk 10 11', 'racket 85g 3u'])(
    'leaves %j as typed',
    (words) => {
      expect(redactText(words)).toBe(words);
      expect(redactText(`/search?${new URLSearchParams({ q: words }).toString()}`)).toBe(
        `/search?${new URLSearchParams({ q: words }).toString()}`,
      );
    },
  );
});

describe('redaction properties', () => {
  it('no e-mail address survives inside any string or key', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.string(), glue, glue, (before, email, after, left, right) => {
        const text = `${before}${left}${email}${right}${after}`;
        const clean = JSON.stringify(redact({ [text]: [text, { message: text }] }));
        expect(clean).not.toContain(email);
        expect(clean).not.toContain(JSON.stringify(email).slice(1, -1));
      }),
    );
  });

  it('no Indian phone number survives, however it is written, between separators', () => {
    fc.assert(
      fc.property(fc.string(), phones, fc.string(), glue, glue, (before, phone, after, left, right) => {
        const text = `${before} ${left}${phone.written}${right} ${after}`;
        expect(JSON.stringify(redact({ [text]: text }))).not.toContain(phone.national.slice(0, 5));
      }),
    );
  });

  it('is stable: redacting twice gives what redacting once gave', () => {
    const secret = fc.oneof(
      fc.emailAddress(),
      phones.map((phone) => phone.written),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.string(), secret, fc.integer()),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.string(), secret), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (input) => {
        const once = redact(input);
        expect(redact(once)).toEqual(once);
      }),
    );
  });
});
