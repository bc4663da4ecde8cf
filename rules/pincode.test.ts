import { PINCODE } from './pincode';

it('is six digits, the first not 0, and nothing else', () => {
  for (const text of ['110001', '560025', '999999']) expect(PINCODE.test(text)).toBe(true);
  for (const text of ['060025', '56002', '5600251', '560 025', ' 560025', '56o025', '']) expect(PINCODE.test(text)).toBe(false);
});
