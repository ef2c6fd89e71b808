import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { centerRequestKeys, EVENTS_PATH } from './center-requests-api';

export interface RequestCreatedEvent {
  servicerequestid: number;
}
export interface StatusChangedEvent {
  servicerequestid: number;
  status: string;
  remarks?: string;
}

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Live updates for the signed-in center (server-sent events). Every event refetches the center's lists;
 * the callbacks let a screen add a notice. EventSource reconnects by itself after a network drop, and we
 * refetch on each (re)connect so nothing created while offline is missed.
 */
export function useCenterEvents(
  options: {
    enabled?: boolean;
    onCreated?: (event: RequestCreatedEvent) => void;
    onChanged?: (event: StatusChangedEvent) => void;
  } = {},
): void {
  const queryClient = useQueryClient();
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    let connectedOnce = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: centerRequestKeys.all });
    const onReady = () => {
      // The first ready follows the page's own load; later ones are reconnects that may have missed events.
      if (connectedOnce) refresh();
      connectedOnce = true;
    };
    const onCreated = (event: MessageEvent) => {
      refresh();
      const data = parse<RequestCreatedEvent>(event);
      if (data) handlers.current.onCreated?.(data);
    };
    const onChanged = (event: MessageEvent) => {
      refresh();
      const data = parse<StatusChangedEvent>(event);
      if (data) handlers.current.onChanged?.(data);
    };
    source.addEventListener('ready', onReady);
    source.addEventListener('request-created', onCreated as EventListener);
    source.addEventListener('status-changed', onChanged as EventListener);
    return () => {
      source.removeEventListener('ready', onReady);
      source.removeEventListener('request-created', onCreated as EventListener);
      source.removeEventListener('status-changed', onChanged as EventListener);
      source.close();
    };
  }, [enabled, queryClient]);
}
