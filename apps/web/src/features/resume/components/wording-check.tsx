import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applySuggestion, findMilitaryTerms } from '@waypoint/shared';
import { needsNumber, QUANTIFY_HINT } from '@waypoint/shared/resume/resume-wording';

interface WordingCheckProps {
  text: string;
  onApply: (text: string) => void;
  /** Bullets also get the hint to quantify the result. */
  quantify?: boolean;
  /** Names the field for screen readers: "summary", "bullet 1 of experience 2". */
  fieldLabel: string;
}

/**
 * Military words and acronyms a civilian recruiter may not understand, underlined in the text, each with its
 * civilian phrasing to apply in one action.
 */
export function WordingCheck({ text, onApply, quantify = false, fieldLabel }: WordingCheckProps) {
  const matches = findMilitaryTerms(text);
  const showQuantify = quantify && needsNumber(text);
  if (matches.length === 0 && !showQuantify) return null;

  // The text between the terms: before each match, and the rest after the last.
  const gaps = matches.map((match, index) => text.slice(index ? matches[index - 1]!.end : 0, match.start));
  const rest = text.slice(matches.at(-1)?.end ?? 0);
  return (
    <Box
      role="group"
      aria-label={`Wording check for ${fieldLabel}`}
      sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, py: 0.5 }}
    >
      {matches.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2">
            Military wording:{' '}
            {matches.map((match, index) => {
              return (
                <Fragment key={match.start}>
                  {gaps[index]}
                  <Box
                    component="span"
                    sx={{ textDecoration: 'underline wavy', textDecorationColor: '#936f38', fontWeight: 700 }}
                  >
                    {match.text}
                  </Box>
                </Fragment>
              );
            })}
            {rest}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {matches.map((match) => (
              <Button
                key={match.start}
                size="small"
                variant="outlined"
                onClick={() => onApply(applySuggestion(text, match))}
              >
                {match.omit ? `Remove “${match.text}”` : `Use “${match.civilian}” for ${match.text}`}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
      {showQuantify && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: matches.length ? 1 : 0 }}>
          {QUANTIFY_HINT}
        </Typography>
      )}
    </Box>
  );
}
