import { useEffect, useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_TARGET_CAREERS } from '@waypoint/shared/plan/career-target-limits';
import type { PlanView } from '@waypoint/shared/plan/plan-http';
import { TextInput } from '../../../components/text-input';
import { useMatchedOccupations } from '../../../components/career-kit/use-matched-occupations';
import { ruleSchema } from '../../../lib/forms/form-schema';
import { useFormField } from '../../../lib/forms/use-form-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useWhatIf, type WhatIfChoice } from '../hooks/use-what-if';
import { changesLine, compareSteps } from '../plan-diff';
import { formatDay } from '../plan-format';
import { SectionCard } from './section-card';
import { StepItem } from './step-item';

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

/** The what-if's fields need no checks of their own: the server checks the date and the targets it previews. */
const whatIfSchema = ruleSchema<WhatIfChoice, WhatIfChoice>((choice) => ({ value: choice }));

/**
 * What if I separated on another day, or aimed at other careers? The server works the plan out again and the
 * preview shows here, labelled, before anything is saved; "Keep these changes" saves it (as the benefits
 * roadmap's what-if date does, but with a save).
 */

export function WhatIfSection({ plan, profileId }: { plan: PlanView; profileId: string | undefined }) {
  const matched = useMatchedOccupations();
  const whatIf = useWhatIf(plan, { profileId, militaryCode: matched.translation.data?.code });
  const { separationDate: savedDate, targets: savedTargets } = plan;
  const saved = useMemo(
    () => ({ separationDate: savedDate ?? '', targets: savedTargets.targets.map((target) => target.soc) }),
    [savedDate, savedTargets],
  );
  const form = useSchemaForm<WhatIfChoice, WhatIfChoice>({
    defaultValues: saved,
    schema: whatIfSchema,
    onSubmit: (choice) => whatIf.show(choice),
  });
  // A saved change (here, or a target chosen above) moves each field the veteran has not changed to the plan as
  // saved; a date typed or a choice of targets made meanwhile stays (the plan can arrive after they typed).
  const { reset } = form.methods;
  useEffect(() => reset(saved, { keepDirtyValues: true }), [saved, reset]);
  const separationDate = useFormField('separationDate', form);
  const targets = useFormField('targets', form);
  const legendId = useId();
  const previewId = useId();
  const options = [
    ...plan.targets.targets.map(({ soc, title }) => ({ soc, title })),
    ...matched.paths
      .filter((path) => !plan.targets.targets.some((target) => target.soc === path.soc))
      .map(({ soc, title }) => ({ soc, title })),
  ];

  const toggle = (soc: string, on: boolean) =>
    targets.onChange(on ? [...targets.value, soc] : targets.value.filter((chosen) => chosen !== soc));

  const preview = whatIf.preview?.view;
  const changes = preview && compareSteps(plan.steps, preview.steps);
  const titles = preview?.targets.targets.map((target) => target.title).join(' and ');

  return (
    <SectionCard title="What if…">
      <Box component="form" noValidate onSubmit={form.submit} aria-label="What if">
        <Stack spacing={2}>
          <TextInput
            type="date"
            label="What if I separate on"
            name={separationDate.name}
            value={separationDate.value}
            onChange={(event) => separationDate.onChange(event.target.value)}
            onBlur={separationDate.onBlur}
            inputRef={separationDate.ref}
            disabled={!plan.hasProfile}
            helperText={
              plan.hasProfile
                ? 'Try another date: nothing is saved until you keep the changes.'
                : 'Add your profile to try separation dates.'
            }
            sx={{ maxWidth: 280 }}
          />
          <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0 }}>
            <Typography id={legendId} component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              Target careers to try (at most {MAX_TARGET_CAREERS})
            </Typography>
            {options.length === 0 ? (
              <Typography color="text.secondary">
                No careers to try yet: choose a target above, or add your military code to your profile.
              </Typography>
            ) : (
              options.map((option) => {
                const checked = targets.value.includes(option.soc);
                return (
                  <FormControlLabel
                    key={option.soc}
                    sx={{ display: 'flex' }}
                    control={
                      <Checkbox
                        checked={checked}
                        disabled={!checked && targets.value.length >= MAX_TARGET_CAREERS}
                        onChange={(event) => toggle(option.soc, event.target.checked)}
                      />
                    }
                    label={option.title}
                  />
                );
              })
            )}
          </Box>
          <div>
            <Button type="submit" variant="outlined" disabled={whatIf.previewing}>
              {whatIf.previewing ? 'Working it out…' : 'Show the preview'}
            </Button>
          </div>
        </Stack>
      </Box>
      <Typography role="status" sx={{ mt: 1 }}>
        {whatIf.said}
      </Typography>
      {whatIf.failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {whatIf.failure}
        </Alert>
      )}
      {preview && changes && (
        <Box component="section" aria-labelledby={previewId} sx={{ mt: 2 }}>
          <Typography id={previewId} component="h3" variant="h6">
            Preview: not saved
          </Typography>
          <Alert severity="info" sx={{ my: 1.5 }}>
            Your plan if you separate on{' '}
            {preview.separationDate ? formatDay(preview.separationDate) : 'no date yet'}
            {titles ? `, aiming at ${titles}` : ', with no target career'}. {changesLine(changes)} Nothing is
            saved until you keep these changes.
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
            <Button variant="contained" onClick={() => void whatIf.keep()} disabled={whatIf.keeping}>
              {whatIf.keeping ? 'Saving…' : 'Keep these changes'}
            </Button>
            <Button onClick={whatIf.discard} disabled={whatIf.keeping}>
              Discard the preview
            </Button>
          </Stack>
          <Box component="ol" aria-label="Previewed steps, soonest first" sx={listSx}>
            {preview.steps.map((step) => (
              <li key={step.key}>
                <StepItem step={step} headingLevel="h4" />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
