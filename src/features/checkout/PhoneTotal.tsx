import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatInr } from '@rules/money';

/**
 * Below the `md` breakpoint the order summary sits under the form, out of sight of the Place Order
 * button; the total is repeated just above the button so a phone shopper sees what they commit to.
 */
export function PhoneTotal({ total }: { total: number }) {
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!stacked) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        Total
      </Typography>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {formatInr(total)}
      </Typography>
    </Box>
  );
}
