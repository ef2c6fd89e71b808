import { RELOADED_FOR_UPDATE_KEY } from './device-storage-keys';

/**
 * Whether a module that did not arrive is gone from the server (404) rather than out of reach: the app was
 * updated while this tab was open, and the old build's files went with it. Trying again cannot help then; a reload
 * gets the new build. Chromium and Firefox name the module in their error; Safari does not (false: the visitor
 * gets 'Try again', as on a dropped signal).
 */
export async function isGoneAfterUpdate(error: unknown): Promise<boolean> {
  const url = error instanceof Error ? /https?:\/\/\S+/.exec(error.message)?.[0] : undefined;
  if (!url || new URL(url).origin !== window.location.origin) return false;
  try {
    // Not long: on a signal that drops answers, the visitor waits for this before hearing what happened.
    const answer = await fetch(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(3_000),
    });
    return answer.status === 404;
  } catch {
    return false;
  }
}

/** A reload is not tried again within this long, so a build missing a file cannot reload the tab in a loop. */
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** Reloads the page for the new build, unless this tab did so a moment ago; says whether it does. */
export function reloadForUpdate(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_FOR_UPDATE_KEY) ?? 0);
    if (now - last < RELOAD_AT_MOST_EVERY_MS) return false;
    window.sessionStorage.setItem(RELOADED_FOR_UPDATE_KEY, String(now));
  } catch {
    // Storage refused (some privacy modes): the visitor reloads with the button.
    return false;
  }
  window.location.reload();
  return true;
}
