import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInr } from '@rules/money';
import type { Quote } from './quote';
import { OFFER_TEXTS } from './offerTexts';

function Row({ label, value, strong = false, tone }: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400, color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The discount, the shipping, any COD fee and the total the server vouches for, with what the shopper saves. */
export function QuoteRows({ quote, subtotalLabel = 'Subtotal' }: { quote: Quote; subtotalLabel?: string }) {
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={subtotalLabel} value={formatInr(quote.subtotal)} />
        {quote.discount > 0 && (
          <Row label={OFFER_TEXTS.appliedLine(quote.applied?.code ?? '')} value={`−${formatInr(quote.discount)}`} tone="success.dark" />
        )}
        <Row label="Shipping" value={quote.shipping > 0 ? formatInr(quote.shipping) : 'Free'} />
        {quote.codFee > 0 && <Row label="Cash on delivery fee" value={formatInr(quote.codFee)} />}
        <Row label="Total" value={formatInr(quote.total)} strong />
      </Box>
      {quote.discount > 0 && (
        <Typography sx={{ textAlign: 'right', color: 'success.dark', fontWeight: 600 }}>{OFFER_TEXTS.youSave(quote.discount)}</Typography>
      )}
    </Box>
  );
}
