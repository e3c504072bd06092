import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileAvatar } from './profile-avatar';

describe('profile avatar', () => {
  it('shows up to two initials', () => {
    render(<ProfileAvatar name="Maria Elena Cruz" />);
    expect(screen.getByText('MC')).toBeInTheDocument();
  });

  it('shows the initials when the image fails to load', () => {
    const { container } = render(<ProfileAvatar name="Dana Reyes" src="/missing.png" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(screen.queryByText('DR')).not.toBeInTheDocument();
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('DR')).toBeInTheDocument();
  });
});
