import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRecommendation } from '../../../test/fixtures/mentorship';
import { MentorCard, TARGET_FIELD_LABEL } from './mentor-card';

const noop = () => undefined;

function renderCard(recommendation: ReturnType<typeof makeRecommendation>) {
  render(<MentorCard recommendation={recommendation} canRequest onRequest={noop} onViewProfile={noop} />);
  return screen.getByRole('article', { name: recommendation.mentor.name });
}

describe('a mentor card and the target career', () => {
  it('marks a mentor in the target field and shows the reason first', () => {
    const reason = 'Works in logistics, your target career: Logisticians';
    const card = renderCard(
      makeRecommendation({ targetField: true, reasons: [reason, 'Same branch', 'no answers yet'] }),
    );
    expect(within(card).getByText(TARGET_FIELD_LABEL)).toBeInTheDocument();
    expect(within(card).getByText(`${reason} · Same branch · no answers yet`)).toBeInTheDocument();
  });

  it('marks nothing for a mentor outside it', () => {
    const card = renderCard(makeRecommendation());
    expect(within(card).queryByText(TARGET_FIELD_LABEL)).not.toBeInTheDocument();
    expect(within(card).getByText(/^Same branch/)).toBeInTheDocument();
  });
});
