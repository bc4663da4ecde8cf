import { useRef, type ChangeEvent } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';

/** "Open a recording": a file picker whose text is read in the page; nothing is uploaded. */
export function OpenRecordingButton({ onOpen }: { onOpen: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const read = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => onOpen(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(file);
  };
  return (
    <>
      <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} sx={{ justifySelf: 'start' }}>
        Open a recording
      </Button>
      {/* The button is the control people use; the input only opens the browser's file chooser. */}
      <input ref={input} type="file" accept="application/json,.json" aria-label="Open a recording" hidden onChange={read} />
    </>
  );
}
