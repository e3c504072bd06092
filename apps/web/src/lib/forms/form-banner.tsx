import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface FormBannerProps {
  /** What keeps the form from going through; empty entries are skipped, and with none the banner is not there. */
  messages: ReadonlyArray<string | null | undefined | false>;
  ref?: Ref<HTMLDivElement>;
  sx?: SxProps<Theme>;
}

/** A form's submit banner: an alert region, read out by screen readers when it appears. */
export function FormBanner({ messages, ref, sx }: FormBannerProps) {
  const shown = messages.filter((message): message is string => Boolean(message));
  if (shown.length === 0) return null;
  return (
    <Alert ref={ref} severity="error" sx={sx}>
      {shown.length === 1 ? (
        shown[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
