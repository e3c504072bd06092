import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { longDate } from '@waypoint/shared';
import type { PlanStepStatus, PlanView } from '@waypoint/shared/plan/plan-http';
import { stepWhen } from '@waypoint/shared/plan/plan-export';
import { PLAN_SHARE_MESSAGES, type SharedPlan } from '@waypoint/shared/plan/plan-shares';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { QueryState } from '../../components/query-state';
import { useGetSharedPlanQuery } from './share-api';
import { formatShareDate } from './share-texts';

export const SHARED_PLAN_TEXTS = {
  title: 'A shared transition plan',
  loading: 'Loading the shared plan',
  intro: (name: string, until: string) =>
    `${name} shared their transition plan with you. You can read it here without an account; only they can change it. The link works until ${until}, unless they stop sharing it sooner.`,
  asOf: (day: string) => `As of ${day}.`,
  separating: (day: string) => `Separating from the service on ${day}.`,
  separated: (day: string) => `Separated from the service on ${day}.`,
  noSeparation: 'No separation date yet: the steps that depend on it have no dates.',
  targets: 'Target careers',
  noTargets: 'No target career chosen yet.',
  soc: (soc: string) => `SOC ${soc}`,
  track: (track: string) => `Track: ${track.replace(/-/g, ' ')}`,
  standards: (met: number, all: number) => `Career Readiness Standards: ${met} of ${all} met`,
  met: (day: string | null) => (day ? `Met on ${day}` : 'Met'),
  notYet: 'Not yet',
  steps: (done: number, all: number) => `Steps: ${done} of ${all} done`,
  noSteps: 'No steps yet.',
  noDate: 'No date',
  source: (title: string, checked: string) => `Source: ${title} (checked ${checked})`,
} as const;

const STATUS_WORDS: Record<PlanStepStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};

/** /plan/shared?token=…: a spouse's or caregiver's read-only view of a shared plan, without an account. */
export default function SharedPlanPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shared = useGetSharedPlanQuery(token, { skip: token === '' });

  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <DocumentTitle page={SHARED_PLAN_TEXTS.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Typography variant="h4" component="h1">
          {SHARED_PLAN_TEXTS.title}
        </Typography>
        {token === '' ? (
          <Alert severity="error">{PLAN_SHARE_MESSAGES.linkUnavailable}</Alert>
        ) : (
          <QueryState
            result={shared}
            loadingLabel={SHARED_PLAN_TEXTS.loading}
            // One answer for an unknown, expired or stopped link; asking again would not change it.
            errorMessage={(failure) =>
              failure.status === 404
                ? PLAN_SHARE_MESSAGES.linkUnavailable
                : failure.message || PLAN_SHARE_MESSAGES.sharedLoadFailed
            }
            errorAction={(failure) => (failure.status === 404 ? null : undefined)}
          >
            {(data) => <SharedPlanView shared={data} />}
          </QueryState>
        )}
      </Paper>
    </Container>
  );
}

function SharedPlanView({ shared }: { shared: SharedPlan }) {
  const { plan } = shared;
  return (
    <>
      <Stack spacing={1}>
        <Typography>{SHARED_PLAN_TEXTS.intro(shared.sharedBy, formatShareDate(shared.expiresAt))}</Typography>
        <Typography>
          {SHARED_PLAN_TEXTS.asOf(longDate(plan.evaluatedOn))}{' '}
          {plan.separationDate
            ? (plan.stillServing ? SHARED_PLAN_TEXTS.separating : SHARED_PLAN_TEXTS.separated)(
                longDate(plan.separationDate),
              )
            : SHARED_PLAN_TEXTS.noSeparation}
        </Typography>
        <Alert severity="info">{PLAN_SHARE_MESSAGES.budgetPrivate}</Alert>
      </Stack>
      <Targets plan={plan} />
      <Standards plan={plan} />
      <Steps plan={plan} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SourceLine({ source }: { source: { title: string; url: string; checkedOn: string } | null }) {
  if (!source) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <Link href={source.url} target="_blank" rel="noreferrer">
        {SHARED_PLAN_TEXTS.source(source.title, longDate(source.checkedOn))}
      </Link>
    </Typography>
  );
}

function Targets({ plan }: { plan: PlanView }) {
  const { targets, track } = plan.targets;
  return (
    <Section title={SHARED_PLAN_TEXTS.targets}>
      {targets.length === 0 ? (
        <Typography>{SHARED_PLAN_TEXTS.noTargets}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {targets.map((target) => (
            <li key={target.soc}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {target.title}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                ({SHARED_PLAN_TEXTS.soc(target.soc)})
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography>{SHARED_PLAN_TEXTS.track(track)}</Typography>
    </Section>
  );
}

function Standards({ plan }: { plan: PlanView }) {
  return (
    <Section title={SHARED_PLAN_TEXTS.standards(plan.progress.standardsMet, plan.progress.standards)}>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {plan.standards.map((standard) => (
          <li key={standard.id}>
            <Typography sx={{ fontWeight: 600 }}>{standard.title}</Typography>
            <Typography>
              {standard.met
                ? SHARED_PLAN_TEXTS.met(standard.metOn ? longDate(standard.metOn) : null)
                : SHARED_PLAN_TEXTS.notYet}
            </Typography>
            <SourceLine source={standard.source} />
          </li>
        ))}
      </Stack>
    </Section>
  );
}

function Steps({ plan }: { plan: PlanView }) {
  return (
    <Section title={SHARED_PLAN_TEXTS.steps(plan.progress.stepsDone, plan.progress.steps)}>
      {plan.steps.length === 0 ? (
        <Typography>{SHARED_PLAN_TEXTS.noSteps}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {plan.steps.map((step) => (
            <li key={step.key}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
              <Typography>
                {stepWhen(step.window) ?? SHARED_PLAN_TEXTS.noDate} · {STATUS_WORDS[step.status]}
              </Typography>
              <SourceLine source={step.source} />
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
