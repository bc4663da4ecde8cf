import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DeliveryStatus } from './DeliveryStatus';
import { PINCODE_HINT } from './deliveryTexts';
import { formatPincode, isPincode, pincodeDigits } from '@rules/delivery';
import { useDeliveryCheck, type DeliveryFor } from './useDeliveryCheck';

interface Props {
  /** The remembered pincode ('' for none): the field starts with it, and follows it until typed in. */
  pincode: string;
  /** A pincode worth remembering (or '' once the field is emptied). */
  onPincodeChange: (pincode: string) => void;
  subject: DeliveryFor;
}

/**
 * "When will it reach me, can I pay cash?": one pincode field and the answer. Where the API has no
 * delivery check it shows nothing, so no promise is made that the shop cannot keep.
 */
export function PincodeCheck({ pincode, onPincodeChange, subject }: Props) {
  const headingId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  // null until the shopper types: the stored pincode (read from storage after hydration) shows meanwhile.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? formatPincode(pincode ?? '');
  const check = useDeliveryCheck(value, subject);
  if (check.kind === 'missing') return null;

  function change(text: string) {
    setDraft(text);
    const digits = pincodeDigits(text);
    if (digits === '' || isPincode(digits)) onPincodeChange(digits);
  }

  const answered = check.kind === 'served' || check.kind === 'not-served';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Delivery
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={input}
          label="Pincode"
          name="pincode"
          size="small"
          value={value}
          onChange={(event) => change(event.target.value)}
          error={check.kind === 'malformed'}
          autoComplete="postal-code"
          sx={{ width: '11rem', maxWidth: '100%' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, 'aria-describedby': statusId } }}
        />
        {answered && (
          <Button
            onClick={() => {
              change('');
              input.current?.focus();
            }}
            sx={{ minHeight: 40 }}
          >
            Change
          </Button>
        )}
      </Box>
      {/* The answer's usual two lines are kept from the start, the hint in them until then: a
          pincode remembered on the device answers after hydration without pushing the page down. */}
      <Box sx={{ display: 'grid', minHeight: '2.875rem', '& > *': { gridArea: '1 / 1' } }}>
        {check.kind === 'idle' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {PINCODE_HINT}
          </Typography>
        )}
        <DeliveryStatus id={statusId} check={check} />
      </Box>
    </Box>
  );
}
