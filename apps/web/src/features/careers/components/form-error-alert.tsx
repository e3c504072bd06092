import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

interface FormErrorAlertProps {
  messages: readonly string[];
  ref?: Ref<HTMLDivElement>;
}

/** The form's alert region: every problem that keeps the translation from showing, read out when it appears. */
export function FormErrorAlert({ messages, ref }: FormErrorAlertProps) {
  if (messages.length === 0) return null;
  return (
    // scrollMarginTop: scrolled to, it must clear the shell's sticky header.
    <Alert ref={ref} severity="error" sx={{ mb: 3, scrollMarginTop: 128 }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
