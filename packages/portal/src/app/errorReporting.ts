import type * as SentryModule from '@sentry/react';

/** The build-time settings error reporting reads (Vite puts VITE_* variables in at build). */
export type ReportingEnv = { VITE_SENTRY_DSN?: string; VITE_ENVIRONMENT?: string };

/**
 * docs/rules/errors.md: reports are labelled with the environment (prod unless told), off in the local
 * environment, and every trace, a tenth of sessions and every session with an error are recorded.
 * Without a DSN there is nowhere to report to, so nothing starts.
 */
export function errorReportingOptions(env: ReportingEnv) {
  const environment = env.VITE_ENVIRONMENT || 'prod';
  if (!env.VITE_SENTRY_DSN || environment === 'local') return null;
  return {
    dsn: env.VITE_SENTRY_DSN,
    environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  };
}

let sentry: Promise<typeof SentryModule> | undefined;

/** Loads the reporting library only when it will be used, so sign-in does not download it otherwise. */
export function startErrorReporting(env: ReportingEnv = import.meta.env) {
  const options = errorReportingOptions(env);
  if (!options) return;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({ ...options, integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()] });
    return Sentry;
  });
}

/** Reports an error the app caught itself (a render failure shown on the error page). */
export function reportError(error: unknown) {
  void sentry?.then((Sentry) => Sentry.captureException(error));
}
