import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { logoutRequest, sessionQueryKey } from './auth-api';
import { clearAllStorage } from './session-storage';

/** Logout everywhere: end the server session, clear all local storage, go to '/'. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      // The local session still ends; the server session expires on its own.
      console.error('Logout request failed', error);
    }
    clearAllStorage();
    // Drop every cached answer so the next user on this phone never sees the previous one's data.
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    await navigate('/');
  }, [navigate, queryClient]);
}
