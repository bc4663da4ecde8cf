import { useState, type FormEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { STOCK_TEXTS } from '@rules/stock';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { notify } from '@/state/notices';
import { selectIsSignedIn, selectSessionEmail } from '@/features/auth/authSlice';
import { useCreateStockAlertMutation } from './stockApi';
import { STOCK_ALERT_TEXTS } from './stockTexts';

interface Props {
  productId: string;
  productName: string;
  /** As chosen on the page ('' : any size or colour). */
  size?: string;
  color?: string;
  buttonProps?: ButtonProps;
  /** A card's round icon button instead of the page's labelled one (with its own look). */
  iconSx?: SxProps<Theme>;
}

/**
 * Add to Cart's place when nothing is left: signed in, one tap leaves the wish for the account's
 * e-mail; a visitor gives an e-mail in a dialog. The wish waits at the shop until stock returns.
 */
export function NotifyMeButton({ productId, productName, size = '', color = '', buttonProps, iconSx }: Props) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const sessionEmail = useAppSelector(selectSessionEmail) ?? '';
  const [createAlert, { isLoading }] = useCreateStockAlertMutation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(sessionEmail);
  const [failed, setFailed] = useState(false);
  const titleId = `notify-${productId}`;

  const send = async (address?: string) => {
    setFailed(false);
    const result = await createAlert({ productId, size, color, ...(address && { email: address.trim() }) });
    if ('error' in result) {
      setFailed(true);
      if (!open) dispatch(notify({ title: STOCK_ALERT_TEXTS.failed, variant: 'error' }));
      return;
    }
    setOpen(false);
    dispatch(notify({ title: STOCK_ALERT_TEXTS.saved(result.data.email), variant: 'success' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(email);
  };

  const ask = () => (signedIn ? void send() : setOpen(true));
  const popup = signedIn ? undefined : ('dialog' as const);
  return (
    <>
      {iconSx ? (
        <IconButton aria-label={STOCK_TEXTS.notifyMe} aria-haspopup={popup} disabled={isLoading} onClick={ask} sx={iconSx}>
          <NotificationsActiveOutlinedIcon />
        </IconButton>
      ) : (
        <Button
          variant="contained"
          size="large"
          startIcon={<NotificationsActiveOutlinedIcon />}
          disabled={isLoading}
          aria-haspopup={popup}
          onClick={ask}
          {...buttonProps}
        >
          {STOCK_TEXTS.notifyMe}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate={false}>
          <DialogTitle id={titleId}>{STOCK_ALERT_TEXTS.dialogTitle}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">{STOCK_ALERT_TEXTS.dialogText([productName, size, color].filter(Boolean).join(', '))}</Typography>
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
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={isLoading || !email.trim()}>
              {STOCK_TEXTS.notifyMe}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
