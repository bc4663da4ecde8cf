import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { describeApiError } from '@/api/errors';
import type { MessagePreferences } from './messagePreferences';
import { useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation } from './messageSettingsApi';

const SWITCHES: Array<{ key: keyof MessagePreferences; label: string; hint: string }> = [
  { key: 'orderSms', label: 'Order updates by SMS', hint: 'Cash on delivery confirmed, and the day your order arrives.' },
  { key: 'orderWhatsapp', label: 'Order updates on WhatsApp', hint: 'The same updates, on WhatsApp.' },
  { key: 'marketingEmail', label: 'Offers and back-in-stock e-mails', hint: 'Now and then; every one has an unsubscribe link.' },
];

/**
 * The account's message settings: three switches, each saved as it is turned. Order e-mails are
 * not among them (they are the receipts). Hidden where the API has no such settings (404/405).
 */
export function MessageSettings() {
  const { data, error, isLoading } = useGetMessagePreferencesQuery();
  const [save, saving] = useSaveMessagePreferencesMutation();
  const failure = error ? describeApiError(error) : null;
  if (isLoading || (failure?.kind === 'response' && lacksEndpoint(failure.status))) return null;

  return (
    <Box component="section" aria-labelledby="message-settings" sx={{ mt: 3 }}>
      <Typography id="message-settings" variant="h6" component="h2" gutterBottom>
        Messages
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Order e-mails always come: they are your receipts.
      </Typography>
      {data ? (
        <FormGroup>
          {SWITCHES.map(({ key, label, hint }) => (
            <FormControlLabel
              key={key}
              sx={{ alignItems: 'flex-start', my: 0.5 }}
              control={
                <Switch
                  checked={data[key]}
                  disabled={saving.isLoading}
                  onChange={(event) => void save({ ...data, [key]: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': `${key}-hint` } }}
                />
              }
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography>{label}</Typography>
                  <Typography id={`${key}-hint`} variant="body2" color="text.secondary">
                    {hint}
                  </Typography>
                </Box>
              }
            />
          ))}
        </FormGroup>
      ) : (
        <Alert severity="error">We couldn&apos;t load your message settings.</Alert>
      )}
      {saving.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          We couldn&apos;t save that change. Please try again.
        </Alert>
      ) : null}
    </Box>
  );
}
