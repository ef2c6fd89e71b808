import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { LazyDialog, type LazyDialogProps } from './lazy-dialog';

/** Counts its mounts and keeps a counter of its own, to tell a fresh mount from a kept one. */
function makeProbe() {
  const mounted = vi.fn();
  function Probe({ name, open, onOpenChange }: { name: string } & LazyDialogProps) {
    const [clicks, setClicks] = useState(() => {
      mounted();
      return 0;
    });
    return (
      <div data-testid="probe" data-open={String(open)}>
        {name} {clicks}
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          more
        </button>
        <button type="button" onClick={() => onOpenChange(false)}>
          close
        </button>
      </div>
    );
  }
  return { Probe, mounted };
}

function Card({ component }: { component: Parameters<typeof LazyDialog<{ name: string }>>[0]['component'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <LazyDialog component={component} props={{ name: 'Speed Motors' }} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('LazyDialog', () => {
  it('mounts nothing before the first open, then the dialog with its props and the open state', () => {
    const { Probe, mounted } = makeProbe();
    render(<Card component={Probe} />);
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 0');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-open', 'true');
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('stays mounted, closed, after closing and starts afresh on the next open', () => {
    const { Probe, mounted } = makeProbe();
    render(<Card component={Probe} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 1');

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 1');
    expect(mounted).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 0');
    expect(mounted).toHaveBeenCalledTimes(2);
  });

  it('opens, closes and reopens the same way under strict mode’s repeated renders', () => {
    const { Probe } = makeProbe();
    render(
      <StrictMode>
        <Card component={Probe} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 1');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-open', 'true');
    expect(screen.getByTestId('probe')).toHaveTextContent('Speed Motors 0');
  });

  it('loads a lazy dialog only when first opened', async () => {
    const { Probe } = makeProbe();
    const load = vi.fn(() => Promise.resolve({ default: Probe }));
    const LazyProbe = lazy(load);
    render(<Card component={LazyProbe} />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'open' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('probe')).toHaveTextContent('Speed Motors 0');
  });
});
