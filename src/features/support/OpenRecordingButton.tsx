import type { ChangeEvent } from 'react';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';

// Hidden but still focusable through its label, as in MUI's file-upload example.
const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/** "Open a recording": a file picker whose text is read in the page; nothing is uploaded. */
export function OpenRecordingButton({ onOpen }: { onOpen: (text: string) => void }) {
  const read = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => onOpen(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(file);
  };
  return (
    <Button component="label" variant="contained" startIcon={<UploadFileOutlined />} sx={{ justifySelf: 'start' }}>
      Open a recording
      <input type="file" accept="application/json,.json" onChange={read} style={hiddenInput} />
    </Button>
  );
}
