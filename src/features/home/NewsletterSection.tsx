import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/utils/email';
import { NewsletterEmailField } from './NewsletterEmailField';

/**
 * Spec §5: a required e-mail field; subscribing sends nothing, confirms and clears the field. Part
 * of the home page's first render (and of its prerendered HTML): readers, keyboards and
 * find-in-page meet it without scrolling first.
 */
export function NewsletterSection() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shop's e-mail rule, not the browser's looser one; the field keeps what was typed.
    if (!isValidEmail(email.trim())) {
      setInvalid(true);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setInvalid(false);
    dispatch(notify({ title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.', variant: 'success' }));
    setEmail('');
  };
  return (
    <Container component="section" aria-labelledby="newsletter-heading" maxWidth="md" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography id="newsletter-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
        Join our newsletter
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>New arrivals, training tips and offers, straight to your inbox.</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={subscribe}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
          gap: 2,
          maxWidth: 520,
          mx: 'auto',
        }}
      >
        <NewsletterEmailField value={email} onChange={setEmail} error={invalid ? INVALID_EMAIL_MESSAGE : ''} />
        <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: { sm: 56 } }}>
          Subscribe
        </Button>
      </Box>
    </Container>
  );
}
