import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { applyUpdate } from './serviceWorkerRegistration';
import { selectUpdateWaiting, updateAccepted } from './updateSlice';

/** A newer build is installed: the shopper chooses when to load it (a form in progress is theirs). */
export function UpdateNotice() {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector(selectUpdateWaiting);
  if (!waiting) return null;
  return (
    <Alert
      severity="info"
      role="status"
      square
      sx={{ justifyContent: 'center', alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => {
            dispatch(updateAccepted());
            void applyUpdate();
          }}
        >
          Reload
        </Button>
      }
    >
      A new version is available
    </Alert>
  );
}
