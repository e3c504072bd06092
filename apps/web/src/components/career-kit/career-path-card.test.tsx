import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { CareerPath } from '@waypoint/shared/careers/catalogue-types';
import { theme } from '../../theme/theme';
import { CareerPathCard } from './career-path-card';

const path: CareerPath = {
  title: 'Emergency Management Directors',
  summary: 'Plan for disasters and emergencies.',
  salaryRange: '$64,470–$119,690',
  demand: 'Medium',
  demandSource: 'No faster than average growth',
  nextSteps: ['Complete FEMA independent-study courses'],
  soc: '11-9161',
  wageRelease: 'middle 50% of earners, BLS OEWS May 2024, national',
  matchType: 'related field',
  matchBasis: 'Waypoint’s review of the code’s duties',
};

const renderCard = (careerPath: CareerPath, showDemand = false) =>
  render(
    <ThemeProvider theme={theme}>
      <CareerPathCard path={careerPath} headingLevel="h3" showDemand={showDemand} />
    </ThemeProvider>,
  );

describe('CareerPathCard', () => {
  it('says the salary range is the middle half of earners and names the BLS release', () => {
    renderCard(path);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Salary range: $64,470–$119,690 (middle 50% of earners, BLS OEWS May 2024, national)',
    );
  });

  it('names what the range is on the translation screen’s card too', () => {
    renderCard(path, true);
    expect(screen.getByRole('article')).toHaveTextContent(
      'Salary range$64,470–$119,690 (middle 50% of earners, BLS OEWS May 2024, national)',
    );
  });

  it('says what the range is even when the release label does not', () => {
    renderCard({ ...path, wageRelease: 'Operator import, 2025' });
    expect(screen.getByRole('article')).toHaveTextContent(
      '$64,470–$119,690 (middle 50% of earners, Operator import, 2025)',
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('middle 50% of earners, middle 50%');
  });
});
