import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStartOnFirstFocus } from './use-start-on-first-focus';

function Form({ start }: { start: (() => Promise<unknown>) | null }) {
  const form = useRef<HTMLFormElement>(null);
  useStartOnFirstFocus(start, () => (form.current ? [form.current] : []));
  return (
    <>
      <form ref={form} aria-label="Inside">
        <input aria-label="First" />
        <input aria-label="Second" />
      </form>
      <input aria-label="Outside" />
    </>
  );
}

const focus = (name: string) => act(() => screen.getByRole('textbox', { name }).focus());
const settle = () => act(async () => undefined);

describe('useStartOnFirstFocus', () => {
  it('starts once, when focus first enters, and not for focus elsewhere', async () => {
    const start = vi.fn(async () => undefined);
    render(<Form start={start} />);
    focus('Outside');
    expect(start).not.toHaveBeenCalled();
    focus('First');
    focus('Second');
    await settle();
    focus('Outside');
    focus('First');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when focus is already inside as it mounts (a form hydrated by the tap into it)', () => {
    const start = vi.fn(async () => undefined);
    const { rerender } = render(<Form start={null} />);
    focus('Second');
    rerender(<Form start={start} />);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next focus after a failed start, and only then', async () => {
    const start = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    render(<Form start={start} />);
    focus('First');
    focus('Second'); // the first is still running: not started twice
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    focus('First');
    await settle();
    focus('Second');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts nothing when given nothing', () => {
    render(<Form start={null} />);
    focus('First');
    expect(screen.getByRole('form', { name: 'Inside' })).toBeInTheDocument();
  });
});
