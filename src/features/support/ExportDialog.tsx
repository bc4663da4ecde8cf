import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectStoreInfo } from '@/features/store-info/storeInfoApi';
import { notify } from '@/state/notices';
import { downloadText, supportFileName } from './downloadText';
import { FactList } from '@/components/FactList';
import { formatBytes, formatSpan } from './formatting';
import { prepareReport, type PreparedReport } from './supportThunks';

const PREVIEW_CHARS = 20_000;

/** Shows what the support file will hold, then saves it. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const supportEmail = useAppSelector(selectStoreInfo)?.companyEmail;
  // Built once, after the dialog has painted (a render may be redone; a mounted effect is not):
  // what is shown is exactly what is saved.
  const [report, setReport] = useState<PreparedReport | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setReport(dispatch(prepareReport())));
    return () => window.clearTimeout(timer);
  }, [dispatch]);
  const bytes = useMemo(() => (report ? new Blob([report.text]).size : 0), [report]);
  if (!report) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="report-problem-title">
        <DialogTitle id="report-problem-title">Report a problem</DialogTitle>
        <DialogContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <DialogContentText>Preparing the file…</DialogContentText>
        </DialogContent>
      </Dialog>
    );
  }
  const { summary } = report;

  const save = () => {
    downloadText(report.text, supportFileName(Date.now()));
    const to = supportEmail ? `Send the file to ${supportEmail}` : 'Send the file to our support team';
    dispatch(notify({ title: 'Recording saved', description: `${to} with a few words about what went wrong.`, variant: 'success' }));
    onClose();
  };

  const preview =
    report.statePreview.length > PREVIEW_CHARS
      ? `${report.statePreview.slice(0, PREVIEW_CHARS)}\n… (shortened here; the file holds all of it)`
      : report.statePreview;

  return (
    <Dialog open onClose={onClose} aria-labelledby="report-problem-title" fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id="report-problem-title">Report a problem</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          This saves a file that lets our support team see what the shop did in this tab — the pages you opened and each step the shop took
          — so they can find the problem.
        </DialogContentText>
        <DialogContentText>
          Before anything is kept, your password, e-mail address, phone number, name, address and payment details are replaced by markers
          such as [redacted]. The shop sends the file nowhere: you choose whom to give it to.
        </DialogContentText>
        <FactList>
          <dt>Page</dt>
          <dd>{summary.route}</dd>
          <dt>App version</dt>
          <dd>{summary.appVersion}</dd>
          <dt>Time span</dt>
          <dd>{formatSpan(summary.startedAt, summary.endedAt)}</dd>
          <dt>Steps recorded</dt>
          <dd>{summary.actionCount}</dd>
          <dt>File size</dt>
          <dd>{formatBytes(bytes)}</dd>
        </FactList>
        <section aria-labelledby="report-latest-steps">
          <Typography id="report-latest-steps" variant="subtitle1" component="h3">
            Latest steps
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {report.latestSteps.map((type, index) => (
              <li key={index}>{type}</li>
            ))}
          </Box>
        </section>
        <section aria-labelledby="report-preview">
          <Typography id="report-preview" variant="subtitle1" component="h3">
            The shop’s state in the file (redacted)
          </Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-label="Redacted preview"
            sx={{ m: 0, p: 1.5, maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', borderRadius: 1, fontSize: '0.75rem' }}
          >
            {preview}
          </Box>
        </section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          Download file
        </Button>
      </DialogActions>
    </Dialog>
  );
}
