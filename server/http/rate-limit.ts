/**
 * At most `limit` requests per client in each `windowMs` (a fixed window, kept in memory: one
 * server instance's view, enough to slow a script guessing order numbers or flooding a form).
 */
export function rateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): boolean => {
    const time = now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
    }
    const window = windows.get(client);
    if (!window || time - window.start >= windowMs) {
      windows.set(client, { start: time, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}
