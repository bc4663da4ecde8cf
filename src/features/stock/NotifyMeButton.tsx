import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { STOCK_TEXTS } from '@rules/stock';
import { lazyPart, PartSlot } from '@/components/lazyPart';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { notify } from '@/state/notices';
import { selectIsSignedIn, selectSessionEmail } from '@/features/auth/authSlice';
import { useCreateStockAlertMutation } from './stockApi';
import { STOCK_ALERT_TEXTS } from './stockTexts';

const NotifyMeDialog = lazyPart(() => import('./NotifyMeDialog').then((m) => m.NotifyMeDialog));

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
  const [openings, setOpenings] = useState(0);
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

  const ask = () => {
    if (signedIn) return void send();
    setOpenings((n) => n + 1);
    setOpen(true);
  };
  const popup = signedIn ? undefined : ('dialog' as const);
  // A visitor's tap opens the dialog: its part starts loading as the pointer or focus reaches the button.
  const preload = signedIn ? {} : NotifyMeDialog.openerProps;
  return (
    <>
      {iconSx ? (
        <IconButton aria-label={STOCK_TEXTS.notifyMe} aria-haspopup={popup} disabled={isLoading} onClick={ask} sx={iconSx} {...preload}>
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
          {...preload}
          {...buttonProps}
        >
          {STOCK_TEXTS.notifyMe}
        </Button>
      )}
      {open ? (
        <PartSlot retryKey={openings}>
          <NotifyMeDialog
            titleId={titleId}
            what={[productName, size, color].filter(Boolean).join(', ')}
            initialEmail={sessionEmail}
            sending={isLoading}
            failed={failed}
            onClose={() => setOpen(false)}
            onSend={(email) => void send(email)}
          />
        </PartSlot>
      ) : null}
    </>
  );
}
