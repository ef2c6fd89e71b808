import { afterEach, describe, expect, it, vi } from 'vitest';

import { z } from 'zod';

import { ApiError, apiGet, apiGetPage, apiPost, apiPut, lazySchema } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
          status,
        }),
    ),
  );
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('api-client', () => {
  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/x', { a: 1 }, { query: { TOKEN: 'x', skip: undefined } })).resolves.toEqual({
      ok: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?TOKEN=x');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    respond(204);
    await expect(apiPost('/api/Auth/Logout')).resolves.toBeUndefined();
  });

  describe('read failures', () => {
    it('carry the server message, status and field errors', async () => {
      respond(400, {
        message: 'serviceCenterId is required',
        status: 400,
        errors: { SERVICECENTERID: 'Required' },
      });
      const error = await caught(apiGet('/api/ServiceCenterOffer/GetServiceCenterOffersBySVCNTID'));
      expect(error.message).toBe('serviceCenterId is required');
      expect(error.status).toBe(400);
      expect(error.errors).toEqual({ SERVICECENTERID: 'Required' });
    });

    it("fall back to 'An unexpected error occurred'", async () => {
      respond(500, '<html>Bad gateway</html>');
      expect((await caught(apiGet('/api/x'))).message).toBe('An unexpected error occurred');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      const error = await caught(apiGet('/api/x'));
      expect(error.message).toBe('An unexpected error occurred');
      expect(error.status).toBe(0);
    });
  });

  describe('write failures', () => {
    it("use the server's message first", async () => {
      respond(423, { message: 'Too many wrong passcodes.', status: 423 });
      const error = await caught(apiPost('/api/Auth/Login', {}));
      expect(error.message).toBe('Too many wrong passcodes.');
      expect(error.status).toBe(423);
    });

    it("then 'Registration failed. Please try again.' when the answer has no message", async () => {
      respond(500);
      expect((await caught(apiPut('/api/x', {}))).message).toBe('Registration failed. Please try again.');
    });

    it('then the transport message when no answer arrived', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      expect((await caught(apiPost('/api/x', {}))).message).toBe('Failed to fetch');
    });

    it("then 'No response received from the server.' when the transport gave no message", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError(''))),
      );
      expect((await caught(apiPost('/api/x', {}))).message).toBe('No response received from the server.');
    });

    it("else 'An unknown error occurred.'", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject('boom')),
      );
      expect((await caught(apiPost('/api/x', {}))).message).toBe('An unknown error occurred.');
    });
  });

  describe('contracts loaded on first use (lazySchema)', () => {
    const row = z.object({ id: z.number() });

    it('checks the answer once the contract is loaded, loading it once for every call', async () => {
      const load = vi.fn(async () => row);
      const contract = lazySchema(load);
      respond(200, { id: 7, extra: 'dropped' });
      await expect(apiGet('/api/x', { schema: contract })).resolves.toEqual({ id: 7 });
      respond(200, { id: 'seven' });
      const error = await caught(apiGet('/api/x', { schema: contract }));
      expect(error.message).toBe('An unexpected error occurred');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('checks each row of a paged list', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), { headers: { 'X-Total-Count': '12' } }),
        ),
      );
      await expect(apiGetPage('/api/list', { schema: lazySchema(async () => row) })).resolves.toMatchObject({
        items: [{ id: 1 }, { id: 2 }],
        total: 12,
      });
    });

    it('sends no write whose answer could not be checked, and loads again on the next call', async () => {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 200 }));
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = vi
        .fn<() => Promise<typeof row>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(row);
      const contract = lazySchema(load);
      const error = await caught(apiPost('/api/create', { a: 1 }, { schema: contract }));
      expect(error.message).toBe('No response received from the server.');
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(apiPost('/api/create', { a: 1 }, { schema: contract })).resolves.toEqual({ id: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it("says a read's contract that did not arrive as the spec's read failure", async () => {
      respond(200, { id: 1 });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const contract = lazySchema<{ id: number }>(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await caught(apiGet('/api/x', { schema: contract }));
      expect(error.message).toBe('An unexpected error occurred');
    });
  });
});
