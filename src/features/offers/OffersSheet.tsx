import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tidyCouponCode } from '@rules/couponCode';
import type { QuotedOffer } from './quote';
import { OFFER_TEXTS } from './offerTexts';

interface Props {
  offers: QuotedOffer[];
  onApply: (code: string) => void;
  onClose: () => void;
}

/**
 * The listed offers, best saving on this cart first, each with why it does not apply yet, and a
 * field for a code the shopper was given. A sheet from the bottom: within a thumb's reach on a phone.
 */
export function OffersSheet({ offers, onApply, onClose }: Props) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = tidyCouponCode(typed);
    if (!code) return setProblem(OFFER_TEXTS.notACode);
    onApply(code);
  };
  return (
    <Drawer
      open
      anchor="bottom"
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
      }}
    >
      <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 600, width: '100%', mx: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {OFFER_TEXTS.sheetTitle}
          </Typography>
          <Button onClick={onClose}>Close</Button>
        </Box>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={OFFER_TEXTS.codeLabel}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem('');
            }}
            error={Boolean(problem)}
            helperText={problem || ' '}
            size="small"
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 40, spellCheck: false } }}
          />
          <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
            {OFFER_TEXTS.applyCode}
          </Button>
        </Box>
        {offers.length === 0 ? (
          <Typography color="text.secondary">{OFFER_TEXTS.noOffers}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label="Offers">
            {offers.map((offer) => (
              <Paper
                component="li"
                key={offer.code}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{offer.code}</Typography>
                  <Typography variant="body2">{offer.title}</Typography>
                  <Typography variant="body2" color={offer.applies ? 'success.dark' : 'text.secondary'}>
                    {offer.applies ? OFFER_TEXTS.saving(offer.saving) : offer.reason}
                  </Typography>
                </Box>
                <Button variant="outlined" disabled={!offer.applies} onClick={() => onApply(offer.code)} aria-label={`Apply ${offer.code}`}>
                  {OFFER_TEXTS.applyCode}
                </Button>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
