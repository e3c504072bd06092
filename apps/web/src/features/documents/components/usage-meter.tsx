import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize, usagePercent, type VaultUsage } from '@waypoint/shared';
import { useId } from 'react';
import { VAULT_TEXTS } from '../documents-texts';

/** Used of quota, the percent capped at 100. */
export function UsageMeter({ usage }: { usage: VaultUsage }) {
  const labelId = useId();
  const percent = usagePercent(usage.usedBytes, usage.quotaBytes);
  const text = VAULT_TEXTS.usage(formatFileSize(usage.usedBytes), formatFileSize(usage.quotaBytes), percent);
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h2">
        {VAULT_TEXTS.usageLabel}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'error' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
