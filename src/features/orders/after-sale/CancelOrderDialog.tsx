import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useIdempotencyKey } from '@/api/idempotencyKey';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { CANCEL_REASONS, NOTE_MAX, NOTE_NEEDED, type CancelReason } from '@rules/returns';
import { AFTER_SALE_TEXTS, sendProblem } from './afterSaleTexts';
import { useCancelOrderMutation } from './afterSaleApi';

/**
 * The reason asked before an order is cancelled. A refusal (shipped meanwhile, a note missing) is
 * said inside the dialog and the choice stays; the same key goes with every try of one choice, so
 * a double tap or a retry after a lost answer cancels once.
 */
export function CancelOrderDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const offline = useOfflineGuard();
  const keyFor = useIdempotencyKey();
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason || isLoading) return;
    if (reason === 'other' && !note.trim()) {
      setNoteMissing(true);
      return;
    }
    const request = { reason, ...(note.trim() && { note: note.trim() }) };
    setProblem('');
    try {
      await cancelOrder({ orderId, request, idempotencyKey: keyFor(request) }).unwrap();
      dispatch(notify({ title: 'Order cancelled', description: AFTER_SALE_TEXTS.cancelled(orderId), variant: 'success' }));
      onClose();
    } catch (error) {
      setProblem(sendProblem(error));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={offline.guardSubmit(submit)} noValidate>
        <DialogTitle id={titleId}>Cancel order {orderId}?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormControl>
            <FormLabel id={`${titleId}-reason`}>{AFTER_SALE_TEXTS.cancelQuestion}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as CancelReason)}
            >
              {CANCEL_REASONS.map((option) => (
                <FormControlLabel key={option.code} value={option.code} control={<Radio />} label={option.label} sx={{ minHeight: 44 }} />
              ))}
            </RadioGroup>
          </FormControl>
          {reason === 'other' && (
            <TextField
              label={AFTER_SALE_TEXTS.note}
              multiline
              minRows={2}
              required
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteMissing(false);
              }}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
              error={noteMissing}
              helperText={noteMissing ? NOTE_NEEDED : `${note.length}/${NOTE_MAX}`}
            />
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <OfflineNotice guard={offline}>{AFTER_SALE_TEXTS.offline}</OfflineNotice>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{AFTER_SALE_TEXTS.keep}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!reason || isLoading}>
            {AFTER_SALE_TEXTS.cancel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
