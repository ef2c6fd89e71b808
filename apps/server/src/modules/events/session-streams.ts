import type { AppContext } from '../../platform/context.js';

/**
 * Live streams opened under a session. A browser opens one or two (a tab's dashboard); more than
 * MAX_STREAMS_PER_SESSION means a runaway client or a script holding connections, and each stream holds a
 * socket and a bus subscription. Counted per process: behind a load balancer each instance applies the limit.
 */
export const MAX_STREAMS_PER_SESSION = 5;

const openBySession = new Map<string, number>();

/** The bus channel that tells every instance to close a session's streams (logout, passcode change). */
export const sessionChannel = (sessionId: string): string => `session:${sessionId}`;

/** Takes a stream slot of the session, or answers false when it has MAX_STREAMS_PER_SESSION already. */
export function claimStreamSlot(sessionId: string): boolean {
  const open = openBySession.get(sessionId) ?? 0;
  if (open >= MAX_STREAMS_PER_SESSION) return false;
  openBySession.set(sessionId, open + 1);
  return true;
}

export function releaseStreamSlot(sessionId: string): void {
  const open = (openBySession.get(sessionId) ?? 1) - 1;
  if (open <= 0) openBySession.delete(sessionId);
  else openBySession.set(sessionId, open);
}

/** Closes the live streams of an ended session on every instance (they would otherwise keep delivering). */
export async function endSessionStreams(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.bus.publish(sessionChannel(sessionId), { type: 'session-ended' });
}
