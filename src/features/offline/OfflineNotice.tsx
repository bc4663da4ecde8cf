import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { OfflineGuard } from './useOfflineGuard';

/** Beside an action that needs the server: says, while offline, why it cannot happen now. */
export function OfflineNotice({ guard, children }: { guard: OfflineGuard; children: ReactNode }) {
  if (!guard.offline) return null;
  return (
    <Alert severity="warning" role="alert" id={guard.noticeId} tabIndex={-1} sx={{ gridColumn: '1 / -1' }}>
      <AlertTitle>You&apos;re offline</AlertTitle>
      {children}
    </Alert>
  );
}
