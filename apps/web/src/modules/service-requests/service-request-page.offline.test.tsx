import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '@/lib/toast';
import { renderRoutes, stubResizeObserver } from '@/test/render';

import ServiceRequestPage from './service-request-page';
import { fetchStub, stubGeolocation } from './test-fixtures';

// The form's resolver is a file of its own, fetched once the page is on screen; here it never arrives.
vi.mock('./service-request-form-resolver', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    fetchStub((url) => {
      requests.push(url);
      return undefined;
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('New Service Request screen, its check not loaded (a weak signal)', () => {
  it('sends nothing, keeps what was typed and says why; every tap tries again', async () => {
    stubGeolocation({ lat: 12.9352, lng: 77.6245 });
    renderRoutes([{ path: '/', element: <ServiceRequestPage /> }]);
    const user = userEvent.setup();
    const issue = await screen.findByLabelText(/^Describe the problem/);
    await user.type(issue, 'Flat tyre');
    const submit = await screen.findByRole('button', { name: 'Request Service' });
    await user.click(submit);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to submit the service request:', {
        description: 'No response received from the server.',
      }),
    );
    await user.click(submit);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(issue).toHaveValue('Flat tyre');
    expect(requests.some((url) => url.pathname === '/api/ServiceRequest/AddNewServiceRequest')).toBe(false);
  });
});
