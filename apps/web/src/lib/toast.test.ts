import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('sonner');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('toast (sonner fetched on the first toast)', () => {
  it('passes each call to sonner in the order made', async () => {
    const calls: string[] = [];
    const record = (kind: string) => (message: unknown) => calls.push(`${kind}: ${String(message)}`);
    vi.doMock('sonner', () => ({
      toast: {
        success: record('success'),
        error: record('error'),
        info: record('info'),
        warning: record('warning'),
      },
    }));
    const { toast } = await import('./toast');
    toast.success('Saved');
    toast.error('Could not send');
    toast.info('Heads up');
    toast.warning('Careful');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual(['success: Saved', 'error: Could not send', 'info: Heads up', 'warning: Careful']);
  });

  it('shows the message through the browser when sonner cannot be fetched, and tries again next time', async () => {
    let fetches = 0;
    vi.doMock('sonner', () => {
      fetches += 1;
      throw new Error('network down');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { toast } = await import('./toast');
    toast.error('Network error. Please try again.');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Network error. Please try again.'));
    toast.error('Still offline');
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Still offline'));
    expect(fetches).toBe(2);
  });
});
