import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface FormSubmitProps {
  /** The button's text, e.g. "Publish announcement". */
  children: ReactNode;
  /** From `useSchemaForm`: the button is disabled while the form is sent, and focus returns to it afterwards. */
  submitting: boolean;
  submitRef: (element: HTMLButtonElement | null) => void;
  /** What a success says ("Announcement published."); read out by screen readers as a status. */
  done: string | null;
  variant?: 'contained' | 'outlined';
}

/** A short form's submit button and the status line that confirms it went through. */
export function FormSubmit({
  children,
  submitting,
  submitRef,
  done,
  variant = 'contained',
}: FormSubmitProps) {
  return (
    <>
      <Box>
        <Button type="submit" variant={variant} disabled={submitting} ref={submitRef}>
          {children}
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="success.main">
        {done}
      </Typography>
    </>
  );
}
