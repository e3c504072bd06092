import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choiceOptions } from './choice-options';

const SIZES = ['S', 'M'] as const;

describe('choiceOptions', () => {
  it('lists the placeholder first, then each value under its label', () => {
    render(
      <select aria-label="Size" defaultValue="">
        {choiceOptions(SIZES, { labels: { S: 'Small', M: 'Medium' }, placeholder: 'Select a size' })}
      </select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a size', 'Small', 'Medium']);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', 'S', 'M']);
  });

  it('shows the values themselves without labels, and no empty choice without a placeholder', () => {
    render(<select aria-label="Size">{choiceOptions(SIZES)}</select>);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['S', 'M']);
  });
});
