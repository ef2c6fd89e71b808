import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useStoredSession } from '@/modules/auth/session-storage';
import { useRecentRequests } from '@/modules/service-requests/recent-requests';

afterEach(() => localStorage.clear());

/**
 * How many times `Reader` renders while the app adopts its prerendered markup (hydration) for a guest with
 * nothing stored. A store whose client value differs from the one the page was drawn with (even an equal copy)
 * makes React draw every reader a second time, synchronously, in the start's longest task.
 */
async function rendersWhileAdopting(useStore: () => unknown): Promise<number> {
  let renders = 0;
  function Reader() {
    renders += 1;
    useStore();
    return <p>reader</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, <Reader />);
  });
  container.remove();
  return renders;
}

describe('a guest reads the very values the prerendered pages were drawn with', () => {
  it('the stored session: adopted in one render', async () => {
    expect(await rendersWhileAdopting(useStoredSession)).toBe(1);
  });

  it('the requests to follow: adopted in one render', async () => {
    expect(await rendersWhileAdopting(useRecentRequests)).toBe(1);
  });

  it('a signed-in customer still gets their own session after adopting the page', async () => {
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('userType', 'Customer');
    let seen: unknown;
    expect(
      await rendersWhileAdopting(() => {
        seen = useStoredSession();
      }),
    ).toBe(2);
    expect(seen).toMatchObject({ isLoggedIn: true, userType: 'Customer' });
  });
});
