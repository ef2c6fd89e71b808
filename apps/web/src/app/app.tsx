import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** `router`: main.tsx creates it first, to wait for the first page's lazy module before rendering. */
export function App({
  queryClient,
  router: givenRouter,
}: {
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
