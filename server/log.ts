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

/** Fields of a PostgreSQL error that name the schema, never the values. */
const SCHEMA_FIELDS = ['constraint', 'table', 'column', 'routine'] as const;

/**
 * What a log line may say of an error: each class and code down its causes, the schema names a
 * PostgreSQL error gives, and where it was thrown. Never a message: a failed query's carries the
 * values it was given (names, e-mails, phones, addresses) and an SMTP refusal the recipient.
 */
export function describeError(error: unknown): Record<string, string> {
  const chain: string[] = [];
  const fields: Record<string, string> = {};
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    chain.push(
      typeof code === 'string' || typeof code === 'number' ? `${cause.name} ${code}` : cause.name,
    );
    for (const field of SCHEMA_FIELDS) {
      const value = (cause as Error & Partial<Record<(typeof SCHEMA_FIELDS)[number], unknown>>)[
        field
      ];
      if (typeof value === 'string') fields[field] ??= value;
    }
  }
  if (chain.length === 0) return { error: typeof error };
  const frames =
    error instanceof Error
      ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
      : [];
  return {
    error: chain.join(' < '),
    ...fields,
    ...(frames.length > 0 ? { at: frames.slice(0, 6).join('\n') } : {}),
  };
}
