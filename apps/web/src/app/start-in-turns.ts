/** Lets the browser handle what waits (a tap, a paint, a network reply) before the next piece of start-up work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the page's chunks that the server named as `<link rel="modulepreload">`, each in a task of its own, in
 * the order they come (each after what it imports: server-render.ts pageChunkPreloads). Importing the page
 * module would run them all in one task: on a slow phone half a second during which a tap waits, as their
 * bodies build the shared zod schemas and React DOM (decision 0061). after-paint.ts makes the first pass, once
 * the page has painted, and main.tsx the second, for what the first has not reached yet (decision 0063). A chunk
 * that fails to load is left to the page's own loading, which knows what to do after a new release.
 */
export async function runPreloadedChunksInTurns(except?: string): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  for (const { href } of links) {
    if (href === except) continue;
    await nextTask();
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
}
