import { lazy, Suspense, useMemo, useState } from 'react';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useAppDispatch } from '@/state/hooks';
import { isRecording } from './recording';

// Prefetched: an error view must still open the dialog when the network has gone.
const ExportDialog = lazy(() => import(/* webpackPrefetch: true */ './ExportDialog').then((m) => ({ default: m.ExportDialog })));

/** "Report a problem": saves the redacted recording of this tab as a file for support. */
export function ReportProblemButton(props: Omit<ButtonProps, 'onClick'>) {
  const dispatch = useAppDispatch();
  // Replayed screens (support's view of a recording) have no recorder of their own.
  const available = useMemo(() => dispatch(isRecording()), [dispatch]);
  const [open, setOpen] = useState(false);
  if (!available) return null;
  return (
    <>
      <Button startIcon={<BugReportOutlined />} {...props} onClick={() => setOpen(true)}>
        Report a problem
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
