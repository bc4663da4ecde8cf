import { toPaymentField } from '../normalizers';
import {
  formatPhoneInput,
  hasBlankRequired,
  initialPaymentValues,
  isFieldShown,
  parsePattern,
  toSubmittedFields,
  validatePayment,
} from './paymentFields';
import type { PaymentField } from '../payment';

const field = (dto: Record<string, unknown>): PaymentField => {
  const parsed = toPaymentField(dto);
  if (!parsed) throw new Error('bad field');
  return parsed;
};

describe('isFieldShown (spec §4)', () => {
  const upi = field({ name: 'upiId', showWhenFilled: ['method', 'vpa'] });

  it('shows a field without a showWhenFilled list', () => {
    expect(isFieldShown(field({ name: 'a' }), {})).toBe(true);
  });

  it('shows a dependent field once any listed field holds a non-blank value', () => {
    expect(isFieldShown(upi, {})).toBe(false);
    expect(isFieldShown(upi, { method: '   ', vpa: '' })).toBe(false);
    expect(isFieldShown(upi, { method: '', vpa: 'x' })).toBe(true);
    expect(isFieldShown(upi, { method: 'upi_qr' })).toBe(true);
  });
});

describe('hasBlankRequired', () => {
  const fields = [
    field({ name: 'name', rules: { required: true } }),
    field({ name: 'extra', rules: { required: true }, showWhenFilled: ['trigger'] }),
    field({ name: 'consent', type: 'checkbox', rules: { required: true } }),
    field({ name: 'phone', type: 'tel', rules: { required: true } }),
  ];

  it('counts only shown required fields, an unticked box and a bare +91 as blank', () => {
    expect(hasBlankRequired(fields, { name: 'A', consent: 'true', phone: '+919876543210' })).toBe(false);
    expect(hasBlankRequired(fields, { name: 'A', consent: 'false', phone: '+919876543210' })).toBe(true);
    expect(hasBlankRequired(fields, { name: 'A', consent: 'true', phone: '+91' })).toBe(true);
    expect(hasBlankRequired(fields, { name: 'A', consent: 'true', phone: '+919876543210', trigger: 'x' })).toBe(true);
  });
});

describe('validatePayment (spec §5)', () => {
  it('gives the first rulesMessages entry for a blank required field, else the default', () => {
    const fields = [
      field({ name: 'a', rules: { required: true }, rulesMessages: ['Enter A', 'other'] }),
      field({ name: 'b', rules: { required: true } }),
      field({ name: 'c' }),
    ];
    expect(validatePayment(fields, { a: ' ', b: '', c: '' })).toEqual({ a: 'Enter A', b: 'This field is required' });
  });

  it('checks e-mail fields that hold a value', () => {
    const fields = [field({ name: 'mail', type: 'email' })];
    expect(validatePayment(fields, { mail: 'not-an-email' })).toEqual({ mail: 'Please enter a valid email address' });
    expect(validatePayment(fields, { mail: 'a@b.in' })).toEqual({});
    expect(validatePayment(fields, { mail: '' })).toEqual({});
  });

  it('skips hidden fields', () => {
    const fields = [field({ name: 'upi', rules: { required: true }, showWhenFilled: ['method'] })];
    expect(validatePayment(fields, { method: '', upi: '' })).toEqual({});
    expect(validatePayment(fields, { method: 'upi', upi: '' })).toEqual({ upi: 'This field is required' });
  });

  it('applies minLength, maxLength and pattern to other fields', () => {
    const fields = [
      field({ name: 'name', label: 'Name', rules: { minLength: 2, maxLength: 4 } }),
      field({ name: 'vpa', label: 'UPI ID', rules: { pattern: '/^[a-z]+@[a-z]+$/i' }, rulesMessages: ['Use name@bank'] }),
      field({ name: 'code', label: 'Code', rules: { pattern: '^\\d+$' } }),
    ];
    expect(validatePayment(fields, { name: 'A', vpa: 'x', code: 'ab' })).toEqual({
      name: 'Name must be at least 2 characters',
      vpa: 'Use name@bank',
      code: 'Please enter a valid code',
    });
    expect(validatePayment(fields, { name: 'ABCDE', vpa: 'Me@Bank', code: '12' })).toEqual({
      name: 'Name must be at most 4 characters',
    });
  });

  it('switches off a pattern that is not a valid regular expression', () => {
    expect(parsePattern('/([a-z/')).toBeNull();
    expect(parsePattern('[')).toBeNull();
    const fields = [field({ name: 'x', rules: { pattern: '/([a-z/' } }), field({ name: 'phone', type: 'tel', rules: { pattern: '(' } })];
    expect(validatePayment(fields, { x: 'anything', phone: '+919876543210' })).toEqual({});
  });

  it('reads patterns as /source/flags or as a bare source', () => {
    expect(parsePattern('/^ab$/i')?.test('AB')).toBe(true);
    expect(parsePattern('^ab$')?.test('AB')).toBe(false);
    expect(parsePattern(null)).toBeNull();
  });

  describe('phone fields (type tel, or a name containing phone)', () => {
    const tel = (rules: Record<string, unknown>) => [field({ name: 'mobile', type: 'tel', rules })];

    it('must start with +91', () => {
      expect(validatePayment(tel({}), { mobile: '9876543210' })).toEqual({ mobile: 'Phone number must start with +91' });
    });

    it('must be 13 characters when no length rules are given', () => {
      expect(validatePayment(tel({}), { mobile: '+9198765' })).toEqual({
        mobile: 'Phone number must be 13 characters (including +91)',
      });
      expect(validatePayment(tel({}), { mobile: '+919876543210' })).toEqual({});
    });

    it('follows minLength and maxLength', () => {
      expect(validatePayment(tel({ minLength: 13 }), { mobile: '+9198765' })).toEqual({
        mobile: 'Phone number must have at least 13 characters',
      });
      expect(validatePayment(tel({ maxLength: 12 }), { mobile: '+919876543210' })).toEqual({
        mobile: 'Phone number must have no more than 12 characters',
      });
    });

    it('checks the pattern, given as /regex/flags', () => {
      const rules = { minLength: 13, maxLength: 13, pattern: '/^\\+91[6-9]\\d{9}$/' };
      expect(validatePayment(tel(rules), { mobile: '+911234567890' })).toEqual({ mobile: 'Invalid phone number format' });
      expect(validatePayment(tel(rules), { mobile: '+919876543210' })).toEqual({});
    });

    it('treats a field named like phone as a phone field', () => {
      const fields = [field({ name: 'contactPhone', type: 'text' })];
      expect(validatePayment(fields, { contactPhone: '12' })).toEqual({ contactPhone: 'Phone number must start with +91' });
    });
  });
});

describe('phone input', () => {
  it('keeps +91 followed by at most ten digits, within maxLength', () => {
    expect(formatPhoneInput('98765 43210 99')).toBe('+919876543210');
    expect(formatPhoneInput('+91 98a7')).toBe('+91987');
    expect(formatPhoneInput('+919876543210', 8)).toBe('+9198765');
    expect(formatPhoneInput('')).toBe('');
  });

  it('reads a whole mobile number pasted with its 0 or 91 as the checkout does', () => {
    expect(formatPhoneInput('09876543210')).toBe('+919876543210');
    expect(formatPhoneInput('919876543210')).toBe('+919876543210');
    expect(formatPhoneInput('+91 98765-43210')).toBe('+919876543210');
  });

  it('is prefilled with +91 when required and empty; checkboxes start as false', () => {
    const fields = [
      field({ name: 'phone', type: 'tel', rules: { required: true } }),
      field({ name: 'alt', type: 'tel' }),
      field({ name: 'ok', type: 'checkbox' }),
      field({ name: 'plan', defaultValue: 'gold' }),
    ];
    expect(initialPaymentValues(fields)).toEqual({ phone: '+91', alt: '', ok: 'false', plan: 'gold' });
  });
});

describe('toSubmittedFields', () => {
  it('sends the shown fields as strings, checkboxes as true/false', () => {
    const fields = [
      field({ name: 'ok', type: 'checkbox' }),
      field({ name: 'name' }),
      field({ name: 'hidden', showWhenFilled: ['nothing'] }),
      field({ name: 'alt', type: 'tel' }),
    ];
    expect(toSubmittedFields(fields, { ok: 'true', name: ' Asha ', hidden: 'x', alt: '+91' })).toEqual({
      ok: 'true',
      name: 'Asha',
      alt: '',
    });
  });
});
