/**
 * Runs `run` once the browser has painted the next frame (a frame callback, then a task), for
 * work that should not hold back what the shopper is about to see. Returns what cancels it.
 * (`src/app/boot.ts` keeps a copy of its own: shared, this would be a chunk of its own.)
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
