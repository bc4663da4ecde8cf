import * as yup from 'yup';
import { isValidEmail } from '@/utils/email';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export const contactSchema: yup.ObjectSchema<ContactValues> = yup.object({
  name: yup.string().trim().required('Please enter your name'),
  email: yup
    .string()
    .trim()
    .required('Please enter your e-mail address')
    .test('email', 'Please enter a valid e-mail address', (value) => isValidEmail(value ?? '')),
  subject: yup.string().trim().required('Please enter a subject'),
  message: yup.string().trim().required('Please enter your message'),
});
