import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OccupationKind } from '@waypoint/shared';
import { BRANCH_LABELS } from '@waypoint/shared/core/branches';
import { formatCount } from '@waypoint/shared/core/quantities';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';
import { CareerPathCard } from '../../../components/career-kit/career-path-card';
import { TargetButton } from '../../../components/career-kit/target-button';
import { rankBySpecializations } from '../specializations';
import { EmptyNote, ResultSection } from './result-section';

const KIND_LABELS: Record<OccupationKind, string> = {
  enlisted: 'Enlisted',
  warrant: 'Warrant officer',
  officer: 'Officer',
};

const plainList = { listStyle: 'none', m: 0, p: 0 } as const;
// Long titles ("Licensed Practical and Licensed Vocational Nurses") wrap instead of overflowing a phone screen.
const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
} as const;

interface TranslationResultProps {
  translation: MosTranslation;
  /** The veteran's specializations: career paths that mention them come first, and say so. */
  specializations: readonly string[];
}

/** How the specializations ordered the career paths, in words; nothing when none were given. */
function specializationsNote(specializations: readonly string[], matched: boolean): string | null {
  if (specializations.length === 0) return null;
  const named = specializations.join(', ');
  return matched
    ? `Paths that mention your specializations (${named}) come first.`
    : `None of these paths mention your specializations (${named}).`;
}

/** The result card; it takes focus when a translation arrives, since the submit button was disabled meanwhile. */
export function TranslationResult({ translation, specializations }: TranslationResultProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [translation]);
  const {
    code,
    branch,
    kind,
    title,
    description,
    jobTitles,
    careerPaths,
    demandSummary,
    federalSeries,
    codeNextSteps,
    codesOfSameField,
  } = translation;
  const codeStepsId = useId();
  const sameFieldId = useId();
  const rankedPaths = rankBySpecializations(careerPaths, specializations);
  const pathsNote = specializationsNote(
    specializations,
    rankedPaths.some(({ matches }) => matches.length > 0),
  );

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700 }}
      >
        {code}: {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {BRANCH_LABELS[branch]}
        <span aria-hidden="true"> · </span> {KIND_LABELS[kind]}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{description}</Typography>

      <ResultSection title="Civilian job titles">
        {jobTitles.length === 0 ? (
          <EmptyNote>No civilian job titles are mapped to this code yet.</EmptyNote>
        ) : (
          <Box component="ul" sx={{ ...plainList, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {jobTitles.map((jobTitle) => (
              <Box component="li" key={jobTitle} sx={{ maxWidth: '100%' }}>
                <Chip label={jobTitle} color="primary" variant="outlined" sx={wrappingChip} />
              </Box>
            ))}
          </Box>
        )}
      </ResultSection>

      <ResultSection title="Demand outlook">
        <Typography>{demandSummary}</Typography>
      </ResultSection>

      <ResultSection title="Career paths">
        {codeNextSteps.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <Typography id={codeStepsId} sx={{ fontWeight: 700 }}>
              Next steps for {code}, whichever path you take
            </Typography>
            <Box component="ul" aria-labelledby={codeStepsId} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {codeNextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Box>
          </Box>
        )}
        {careerPaths.length === 0 ? (
          <>
            <EmptyNote>
              No civilian career matches are mapped to this code yet.
              {federalSeries.length > 0 && ' The federal job series below are open to it.'}
            </EmptyNote>
            {codesOfSameField.length > 0 && (
              <Box sx={{ mt: 1.5 }}>
                <Typography id={sameFieldId} sx={{ fontWeight: 700 }}>
                  Codes of the same field with career paths
                </Typography>
                <Box component="ul" aria-labelledby={sameFieldId} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {codesOfSameField.map((nearby) => (
                    <li key={nearby.code}>
                      {nearby.code}: {nearby.title} ({formatCount(nearby.careerPathCount, 'career path')})
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </>
        ) : (
          <>
            {pathsNote && <Typography sx={{ mb: 1.5 }}>{pathsNote}</Typography>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {rankedPaths.map(({ path, matches }) => (
                <CareerPathCard
                  key={path.title}
                  path={path}
                  headingLevel="h4"
                  showDemand
                  {...(matches.length > 0 && { note: `Mentions ${matches.join(', ')}` })}
                  action={
                    <TargetButton
                      soc={path.soc}
                      title={path.title}
                      chosenFrom="career-path"
                      militaryCode={code}
                    />
                  }
                />
              ))}
            </Box>
          </>
        )}
      </ResultSection>

      <ResultSection title="Federal job series">
        {federalSeries.length === 0 ? (
          <EmptyNote>No federal job series are mapped to this code yet.</EmptyNote>
        ) : (
          <Box component="ul" sx={{ ...plainList, display: 'grid', gap: 0.5 }}>
            {federalSeries.map(({ series, title: seriesTitle }) => (
              <li key={series}>
                <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', mr: 1 }}>
                  {series}
                </Box>{' '}
                {seriesTitle}
              </li>
            ))}
          </Box>
        )}
      </ResultSection>
    </Paper>
  );
}
