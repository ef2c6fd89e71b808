/**
 * Resolves in a new task: whatever the caller does next runs after the browser has had its chance to paint and
 * handle input. For start-up work that would otherwise add up to one long task on a slow phone.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
