import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { NoticeBar } from '@/components/layout/NoticeBar';
import { applyUpdate } from './serviceWorkerRegistration';
import { selectUpdateWaiting, updateAccepted } from './updateSlice';

/** A newer build is installed: the shopper chooses when to load it (a form in progress is theirs). */
export function UpdateNotice() {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector(selectUpdateWaiting);
  if (!waiting) return null;
  return (
    <NoticeBar
      tone="info"
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
    </NoticeBar>
  );
}
