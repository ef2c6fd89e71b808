import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';

import { AfterFirstRender } from './after-first-render';
import { LazyDialog, type LazyDialogProps } from './lazy-dialog';
import { lazyPart, PartSlot } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
});

function Part({ name }: { name: string }) {
  return <p data-testid="part">{name}</p>;
}

/** A part's code over a network that is down until `network.up` is set: each load then fails, as a dropped fetch. */
function partOverNetwork<P>(component: (props: P) => ReactNode) {
  const network = { up: false };
  const load = vi.fn(() =>
    network.up
      ? Promise.resolve({ default: component })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js')),
  );
  return { network, load };
}

/** What a screen's error page would catch: an error the part boundary let through. */
class OuterBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>screen error: {this.state.error.message}</p> : this.props.children;
  }
}

describe('PartSlot with a lazyPart', () => {
  it('says the part did not load, keeps the rest of the screen, and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, load } = partOverNetwork(Part);
    const FlakyPart = lazyPart(load);
    render(
      <>
        <input aria-label="Vehicle number" defaultValue="" />
        <PartSlot loading={<p>Finding centers…</p>}>
          <FlakyPart name="Nearby centers" />
        </PartSlot>
      </>,
    );
    fireEvent.change(screen.getByLabelText('Vehicle number'), { target: { value: 'KA01AB1234' } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part could not be loaded. Check your connection.',
    );
    expect(screen.getByLabelText('Vehicle number')).toHaveValue('KA01AB1234');

    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('part')).toHaveTextContent('Nearby centers');
    expect(screen.getByLabelText('Vehicle number')).toHaveValue('KA01AB1234');
  });

  it('loads the part once for every place that shows it', async () => {
    const { network, load } = partOverNetwork(Part);
    network.up = true;
    const OncePart = lazyPart(load);
    render(
      <PartSlot loading={null}>
        <OncePart name="first" />
        <OncePart name="second" />
      </PartSlot>,
    );
    expect(await screen.findAllByTestId('part')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not hide an error of the part's own: the screen's error page gets it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('a bug in the part');
    }
    const BrokenPart = lazyPart(() => Promise.resolve({ default: Broken }));
    render(
      <OuterBoundary>
        <PartSlot loading={null}>
          <BrokenPart />
        </PartSlot>
      </OuterBoundary>,
    );
    expect(await screen.findByText('screen error: a bug in the part')).toBeInTheDocument();
  });
});

describe('AfterFirstRender with a lazyPart', () => {
  it('keeps the fallback when the code does not arrive and fetches it again when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, load } = partOverNetwork(Part);
    const Menu = lazyPart(load);
    render(
      <AfterFirstRender fallback={<span data-testid="placeholder" />}>
        <Menu name="Account menu" />
      </AfterFirstRender>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    // React renders a failed part once more at once; both tries fail while the network is down.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('part')).toBeNull();
    // No fetch on every render while the network is down: the next try waits for the boundary's retry.
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);

    network.up = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('part')).toHaveTextContent('Account menu');
  });
});

describe('LazyDialog with a lazyPart', () => {
  function Dialog({ open }: LazyDialogProps) {
    return open ? <div role="dialog">Offers of Speed Motors</div> : null;
  }

  function Card({ component }: { component: Parameters<typeof LazyDialog<object>>[0]['component'] }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          View offers
        </button>
        <span data-testid="state">{open ? 'open' : 'closed'}</span>
        <LazyDialog component={component} props={{}} open={open} onOpenChange={setOpen} />
        <Toaster />
      </>
    );
  }

  it('closes and says so when its code does not arrive, and loads it on the next open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { network, load } = partOverNetwork(Dialog);
    render(<Card component={lazyPart(load)} />);

    fireEvent.click(screen.getByRole('button', { name: 'View offers' }));
    expect(
      await screen.findByText('It could not be opened. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    const tries = load.mock.calls.length;

    network.up = true;
    fireEvent.click(screen.getByRole('button', { name: 'View offers' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Offers of Speed Motors');
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });
});
