import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first (the browser's own "Leave site?"). For work the
 * person already sees as done that is still on its way to the server: leaving would cancel it unseen.
 * Listening only while active keeps the page eligible for the back-forward cache the rest of the time.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
