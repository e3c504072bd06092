import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextInput } from '../text-input';
import { TargetButton } from './target-button';
import { useMatchedOccupations } from './use-matched-occupations';

/** A posting's SOC (`13-1081`) names the occupation of an O*NET-SOC code (`13-1081.02`) too. */
const sameOccupation = (pathSoc: string, postingSoc: string) =>
  pathSoc.slice(0, 7) === postingSoc.slice(0, 7);

interface JobTargetActionProps {
  /** The posting's SOC codes. */
  socCodes: readonly string[];
  /** The catalogue's occupations among them, by name, when job search gives them. */
  occupations?: ReadonlyArray<{ soc: string; title: string }> | undefined;
}

/**
 * "Make this my target" on a job posting: the catalogue occupations the posting maps to, by name. A posting that
 * names none of them (USAJOBS postings give only federal series) offers the careers the veteran's own military
 * code leads to: those among its SOC codes by name, else the choice of all of them.
 */
export function JobTargetAction({ socCodes, occupations = [] }: JobTargetActionProps) {
  const { paths, translation } = useMatchedOccupations();
  const [chosen, setChosen] = useState('');
  const code = translation.data?.code;
  if (occupations.length > 0) {
    return (
      <Box>
        <Typography variant="body2">
          This posting is for {occupations.map((occupation) => occupation.title).join(' and ')}.
        </Typography>
        {occupations.map((occupation) => (
          <TargetButton
            key={occupation.soc}
            soc={occupation.soc}
            title={occupation.title}
            chosenFrom="job-posting"
            {...(code && paths.some((path) => path.soc === occupation.soc) && { militaryCode: code })}
          />
        ))}
      </Box>
    );
  }
  if (!code || paths.length === 0) return null;
  const matching = paths.filter((path) => socCodes.some((soc) => sameOccupation(path.soc, soc)));

  if (matching.length > 0) {
    return (
      <Box>
        <Typography variant="body2">
          This posting is for {matching.map((path) => path.title).join(' and ')}, a career your military code,{' '}
          {code}, leads to.
        </Typography>
        {matching.map((path) => (
          <TargetButton
            key={path.soc}
            soc={path.soc}
            title={path.title}
            chosenFrom="job-posting"
            militaryCode={code}
          />
        ))}
      </Box>
    );
  }

  const picked = paths.find((path) => path.soc === (chosen || paths[0]!.soc))!;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Aiming at this kind of work? Make one of the careers your military code, {code}, leads to your target.
      </Typography>
      <TextInput
        select
        label="Career"
        value={picked.soc}
        onChange={(event) => setChosen(event.target.value)}
        size="small"
        sx={{ minWidth: 240 }}
      >
        {paths.map((path) => (
          <option key={path.soc} value={path.soc}>
            {path.title}
          </option>
        ))}
      </TextInput>
      <TargetButton soc={picked.soc} title={picked.title} chosenFrom="job-posting" militaryCode={code} />
    </Box>
  );
}
