import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The process's logger. A log line never carries health text: a failed query's parameters (a message, a note),
 * the database's own words about a value, and a request's query string (a patient searched by name) are left
 * out; what stays (the statement, the error's code and constraint, the path) is enough to find the fault.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: errorForLog, req: requestForLog },
      hooks: {
        // pino makes an error logged alone (`log.error(error)`) its line's message, unserialized: it is given its safe message instead.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error && rest.length === 0) return method.call(this, { err: first }, String(errorForLog(first).message));
          return method.apply(this, args);
        },
      },
    },
    ...(destination ? [destination] : []),
  );
}

type Loggable = Record<string, unknown>;

/** A PostgreSQL error (from pg or PGlite): its message and detail may quote the value it refused. */
function isDatabaseError(error: Error): error is Error & Record<string, unknown> {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** A failed statement as Drizzle wraps it: its message holds the parameters. */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown } {
  return 'query' in error && 'params' in error && typeof error.query === 'string';
}

/** Only the first line of a stack names its error's message; the frames below name code. */
const framesOf = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

export function errorForLog(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { type: typeof error };
  const type = error.constructor.name;
  const cause = error.cause !== undefined && depth < 5 ? { cause: errorForLog(error.cause, depth + 1) } : {};
  if (isDatabaseError(error)) {
    const kept = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;
    return { type, message: `database error ${String(error.code)}`, ...Object.fromEntries(kept.flatMap((key) => (error[key] === undefined ? [] : [[key, error[key]]]))), ...cause };
  }
  if (isFailedQuery(error)) {
    return { type, message: 'Failed query', query: error.query, stack: `${type}: Failed query\n${framesOf(error.stack)}`, ...cause };
  }
  // Any other error as pino would log it, its cause made safe the same way.
  return { ...pino.stdSerializers.err(error), ...cause } as Loggable;
}

/** A request as Fastify logs it, by its path: the query string may hold what was searched for. */
function requestForLog(request: { method?: string; url?: string; id?: string; ip?: string }): Loggable {
  return { method: request.method, url: (request.url ?? '').split('?')[0], id: request.id, remoteAddress: request.ip };
}
