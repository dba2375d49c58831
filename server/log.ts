/** One JSON line per event, as Cloud Logging reads them: no bodies, no e-mails, no tokens. */
export type Log = (
  severity: 'INFO' | 'WARNING' | 'ERROR',
  message: string,
  fields?: Record<string, unknown>,
) => void;

export const jsonLog =
  (write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Log =>
  (severity, message, fields = {}) =>
    write(JSON.stringify({ time: new Date().toISOString(), severity, message, ...fields }));
