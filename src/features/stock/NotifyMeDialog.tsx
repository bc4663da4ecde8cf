import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STOCK_TEXTS } from '@rules/stock';
import { STOCK_ALERT_TEXTS } from './stockTexts';

interface Props {
  titleId: string;
  /** "Ridge Trail Running Shoes, UK 9" */
  what: string;
  initialEmail: string;
  sending: boolean;
  failed: boolean;
  onClose: () => void;
  onSend: (email: string) => void;
}

/** A visitor's e-mail for a wish: a part of its own, fetched on the first Notify me, so cards and pages load without a form. */
export function NotifyMeDialog({ titleId, what, initialEmail, sending, failed, onClose, onSend }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(email);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate={false}>
        <DialogTitle id={titleId}>{STOCK_ALERT_TEXTS.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">{STOCK_ALERT_TEXTS.dialogText(what)}</Typography>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={failed}
            helperText={failed ? STOCK_ALERT_TEXTS.failed : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={sending || !email.trim()}>
            {STOCK_TEXTS.notifyMe}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
