import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import type { TargetChoice } from '@waypoint/shared/plan/career-targets';
import { readApiError } from '../../lib/api-error';
import { CAREER_TARGETS_STORE_MESSAGES } from '../../stores/career-targets/career-targets-api';
import { useGetCareerTargetsQuery } from '../../stores/career-targets/get-career-targets';
import { addTarget, removeTarget } from '../../stores/career-targets/target-changes';
import { useUpdateCareerTargetsMutation } from '../../stores/career-targets/update-career-targets';
import { lazyDialog } from '../lazy-dialog';

// Asked only when a third target is chosen: its code downloads then.
const ReplaceTargetDialog = lazyDialog(() =>
  import('./replace-target-dialog').then((module) => module.ReplaceTargetDialog),
);

export interface TargetButtonProps extends TargetChoice {
  /** The occupation's title, named in the button and in what is announced. */
  title: string;
}

/**
 * "Make this my target" for one civilian occupation (a career path card, a job posting, the plan's search): then
 * "Your target" with a way to remove it. A third target asks which of the two it replaces. What changed is
 * announced in a status region; the targets come from the one cached answer the shell and the plan read too.
 */
export function TargetButton({ title, ...choice }: TargetButtonProps) {
  const targets = useGetCareerTargetsQuery();
  const [update, updating] = useUpdateCareerTargetsMutation();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  // The status region comes with the first change, before its message: one per used button, not per card.
  const [used, setUsed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = targets.data;
  const chosen = current?.targets.some((target) => target.soc === choice.soc) ?? false;
  // The button pressed gives way to its opposite: focus moves there rather than to the page's start.
  const action = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    action.current?.focus();
  }, [chosen]);

  async function save(change: Parameters<typeof update>[0], done: string) {
    setFailure(null);
    setSaid('');
    setUsed(true);
    try {
      await update(change).unwrap();
      moveFocus.current = true;
      setAsking(false);
      setSaid(done);
    } catch (error) {
      setFailure(readApiError(error, CAREER_TARGETS_STORE_MESSAGES.update).message);
    }
  }

  function choose(replacing?: string) {
    if (!current) return;
    const change = addTarget(current, choice, replacing);
    if (change) void save(change, `${title} is now one of your target careers.`);
    else setAsking(true);
  }

  // While the targets load, or when they cannot, there is nothing to offer (the shell and the plan say why).
  if (!current) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      {chosen ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip icon={<FlagOutlined aria-hidden />} label="Your target" color="primary" />
          <Button
            ref={action}
            size="small"
            disabled={updating.isLoading}
            aria-label={`Remove ${title} from your targets`}
            onClick={() => void save(removeTarget(current, choice.soc), `${title} is no longer a target.`)}
          >
            Remove
          </Button>
        </Stack>
      ) : (
        <Button
          ref={action}
          variant="outlined"
          size="small"
          startIcon={<FlagOutlined aria-hidden />}
          disabled={updating.isLoading}
          aria-label={`Make this my target: ${title}`}
          onClick={() => choose()}
        >
          Make this my target
        </Button>
      )}
      {used && (
        <Typography role="status" variant="body2" sx={{ mt: said ? 0.5 : 0 }}>
          {said}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <ReplaceTargetDialog
        open={asking}
        title={title}
        targets={current.targets}
        busy={updating.isLoading}
        onReplace={(soc) => choose(soc)}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
