/**
 * Lets the browser paint and handle input before the rest of the work: resolves in a new task.
 * `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
