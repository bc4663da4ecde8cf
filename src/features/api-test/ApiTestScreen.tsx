import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { apiBaseUrl } from '@/api/apiBase';
import { paths } from '@/utils/paths';
import { FactList } from '@/components/FactList';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { storeInfoApi } from '@/features/store-info/storeInfoApi';
import { DEFAULT_BRAND_NAME } from '@/features/store-info/storeInfo';
import { useAppDispatch } from '@/state/hooks';
import { HANDLED_INLINE } from '@/state/listener';
import { toFailure, type ConnectionResult } from './connectionResult';

/** Developer page (spec §2): checks that the backend answers the store-info call. */
export function ApiTestScreen() {
  usePageTitle('API Connection Test');
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<ConnectionResult>({ kind: 'idle' });

  const testConnection = async () => {
    setResult({ kind: 'checking' });
    try {
      // A fresh request on every click; its failure is shown here, so it raises no store-info toast.
      const info = await dispatch(storeInfoApi.endpoints.getStoreInfo.initiate(undefined, HANDLED_INLINE)).unwrap();
      setResult({ kind: 'connected', storeName: info.storeName || info.companyName || DEFAULT_BRAND_NAME });
    } catch (error) {
      console.error('API connection test failed', error);
      setResult(toFailure(error));
    }
  };

  return (
    <ScreenFrame width="sm" padding="roomy">
      <Typography variant="h1" gutterBottom>
        API Connection Test
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <FactList rowGap={1}>
          <dt>Host</dt>
          <dd>{window.location.host}</dd>
          <dt>Backend URL</dt>
          <dd>{apiBaseUrl}</dd>
        </FactList>
        <Button variant="contained" onClick={testConnection} disabled={result.kind === 'checking'} sx={{ justifySelf: 'start' }}>
          {result.kind === 'checking' ? 'Testing...' : 'Test Connection'}
        </Button>
        <div aria-live="polite">
          <ResultMessage result={result} />
        </div>
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Support:{' '}
        <Link component={RouterLink} to={paths.supportReplay}>
          replay a shopper’s recording
        </Link>
      </Typography>
    </ScreenFrame>
  );
}

function ResultMessage({ result }: { result: ConnectionResult }) {
  switch (result.kind) {
    case 'connected':
      return (
        <Alert severity="success" role="status">
          Connection successful. Store: {result.storeName}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="status">
          Connection failed. Check console for details.
        </Alert>
      );
    case 'unexpected':
      return (
        <Alert severity="error" role="status">
          Unexpected error: {result.message}
        </Alert>
      );
    default:
      return null;
  }
}
