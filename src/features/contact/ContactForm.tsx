import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useAppDispatch } from '@/state/hooks';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { notify } from '@/state/notices';
import { CONTACT_DELAY_MS, CONTACT_SENT_TOAST } from './contact';
import { contactSchema, EMPTY_CONTACT, type ContactValues } from './contactSchema';
import { useWait } from './useWait';

const FIELDS: { name: keyof ContactValues; label: string; type?: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

/** Spec §5: all four fields required; sending is simulated and makes no request. */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const wait = useWait();
  const formik = useFormik<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validationSchema: contactSchema,
    onSubmit: async (_values, { resetForm }) => {
      await wait(CONTACT_DELAY_MS);
      dispatch(notify(CONTACT_SENT_TOAST));
      resetForm();
    },
  });
  const sending = formik.isSubmitting;
  const formRef = useFocusFirstError(formik);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Contact form"
      sx={{ display: 'grid', gap: 2 }}
    >
      {FIELDS.map(({ name, label, type, autoComplete, multiline }) => {
        const error = formik.touched[name] ? formik.errors[name] : undefined;
        return (
          <TextField
            key={name}
            id={`contact-${name}`}
            label={label}
            type={type}
            required
            fullWidth
            multiline={multiline}
            minRows={multiline ? 5 : undefined}
            disabled={sending}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { autoComplete } }}
            {...formik.getFieldProps(name)}
          />
        );
      })}
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
