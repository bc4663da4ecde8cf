import { ValidationError } from 'yup';
import { loginSchema, type LoginValues } from './loginSchema';

async function errorsOf(values: LoginValues): Promise<Record<string, string>> {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('loginSchema', () => {
  it('accepts a valid e-mail, a 6-character password and no remember-me', async () => {
    expect(await errorsOf({ email: ' Asha@Example.com ', password: 'secret', rememberMe: false })).toEqual({});
  });

  it.each(['', 'asha', 'asha@', 'asha @example.com'])('rejects the e-mail %j', async (email) => {
    expect((await errorsOf({ email, password: 'secret', rememberMe: false })).email).toBe('Invalid email address');
  });

  it.each(['', 'abcde'])('rejects the password %j', async (password) => {
    expect((await errorsOf({ email: 'a@b.co', password, rememberMe: true })).password).toBe('Password must be at least 6 characters');
  });
});
