import { describe, expect, it } from 'vitest';
import { errorReportingOptions } from './errorReporting';

const dsn = 'https://public@errors.example.com/1';

describe('errorReportingOptions', () => {
  it('reports to the DSN labelled prod by default, with every trace and a tenth of sessions replayed', () => {
    expect(errorReportingOptions({ VITE_SENTRY_DSN: dsn })).toEqual({
      dsn,
      environment: 'prod',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('labels reports with the environment it is built for', () => {
    expect(errorReportingOptions({ VITE_SENTRY_DSN: dsn, VITE_ENVIRONMENT: 'staging' })?.environment).toBe('staging');
  });

  it('stays off in the local environment and without a DSN', () => {
    expect(errorReportingOptions({ VITE_SENTRY_DSN: dsn, VITE_ENVIRONMENT: 'local' })).toBeNull();
    expect(errorReportingOptions({})).toBeNull();
    expect(errorReportingOptions({ VITE_SENTRY_DSN: '', VITE_ENVIRONMENT: 'prod' })).toBeNull();
  });
});
