import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';

export const QR_SIZE = 256;

export function PaymentErrorView({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.checkout} variant="contained">
          Return to checkout
        </Button>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try another way to pay
          </Button>
        )}
        <ReportProblemButton />
      </Box>
    </Box>
  );
}

const ordersLink = (
  <Button component={RouterLink} to={paths.orders} variant="outlined">
    I have paid — view my orders
  </Button>
);

/** qr (spec §7): a 256px QR drawn from the qr text, else the server's PNG. */
export function PaymentQrView({ qr, qrBase64, status }: { qr: string; qrBase64: string; status: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Typography>Scan this code with any UPI app to pay.</Typography>
      <Box sx={{ p: 2, bgcolor: 'common.white', borderRadius: 1, lineHeight: 0 }}>
        {qr ? (
          <QRCodeSVG value={qr} size={QR_SIZE} title="Payment QR code" role="img" aria-label="Payment QR code" />
        ) : (
          <img src={`data:image/png;base64,${qrBase64}`} width={QR_SIZE} height={QR_SIZE} alt="Payment QR code" />
        )}
      </Box>
      {status}
      {ordersLink}
    </Box>
  );
}

/** deeplink (spec §7): the browser was sent to the payment app; this stays for when no app answered. */
export function PaymentDeepLinkView({ url, status }: { url: string; status: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Typography>Complete the payment in your UPI app.</Typography>
      <Link href={url}>Open the UPI app again</Link>
      {status}
      {ordersLink}
    </Box>
  );
}
