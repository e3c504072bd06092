import { useRef } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface ImportJsonButtonProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** "Import JSON Resume": a button that opens the file chooser for a .json file. */
export function ImportJsonButton({ onFile, disabled }: ImportJsonButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        Import JSON Resume
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="JSON Resume file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
