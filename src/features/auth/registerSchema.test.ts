import { ValidationError } from 'yup';
import { registerSchema, type RegisterValues } from './registerSchema';

const valid: RegisterValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

async function errorsOf(values: RegisterValues): Promise<Record<string, string>> {
  try {
    await registerSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('registerSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', ' A ', 'First name must be at least 2 characters'],
    ['lastName', 'R', 'Last name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['email', 'asha@', 'Invalid email address'],
    ['password', 'abc', 'Password must be at least 6 characters'],
  ] as const)('rejects %s %j', async (field, value, message) => {
    const errors = await errorsOf({ ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
    expect(errors).toEqual({ [field]: message });
  });

  it('shows a mismatch on confirmPassword', async () => {
    expect(await errorsOf({ ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
