import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@/features/cart/cartLine';
import { formatInr } from '@rules/money';
import type { Quote } from '@/features/offers/quote';
import { QuoteRows } from '@/features/offers/QuoteRows';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The cart's lines, and the server's quote of them where the API gives one (else the cart's own sum). */
export function OrderSummary({ lines, subtotal, quote = null }: { lines: readonly CartLine[]; subtotal: number; quote?: Quote | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-summary-heading" sx={{ p: 3 }}>
      <Typography id="order-summary-heading" variant="h6" component="h2" gutterBottom>
        Order Summary
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">Your cart is empty</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line) => (
            <Box
              component="li"
              key={`${line.id}|${line.selectedSize}|${line.selectedColor}`}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
            >
              <Box>
                <Typography>{line.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[line.selectedSize, line.selectedColor].filter(Boolean).join(' · ')}
                  {line.selectedSize || line.selectedColor ? ' · ' : ''}Qty {line.quantity}
                </Typography>
              </Box>
              <Typography>{formatInr(line.price * line.quantity)}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Divider sx={{ my: 2 }} />
      {quote ? (
        <QuoteRows quote={quote} />
      ) : (
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Subtotal" value={formatInr(subtotal)} />
          <Row label="Shipping" value="Free" />
          <Row label="Total" value={formatInr(subtotal)} strong />
        </Box>
      )}
    </Paper>
  );
}
