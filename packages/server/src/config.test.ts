import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The lines a refused start prints, one per variable. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the configuration read at start', () => {
  it('starts on defaults alone: the embedded database, port 8080, metrics for loopback only', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      metricsAllow: ['127.0.0.1/32', '::1/128'],
      demoData: true,
      production: false,
    });
    expect(config.pgliteDir).toMatch(/[/\\]data[/\\]db$/);
  });

  it('starts without the demo clinic with DEMO_DATA=off, and refuses another word', () => {
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(problemsOf({ DEMO_DATA: 'no' })).toEqual(['DEMO_DATA is wrong: expected on or off']);
  });

  it('names every wrong variable once, on its own line, without echoing a value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      JWT_SECRET: 'hunter2',
      LOG_LEVEL: 'loud',
      METRICS_ALLOW: '10.0.0.0/8,intranet',
    });
    expect(problems).toEqual([
      'PORT is wrong: expected a port number from 0 to 65535',
      'JWT_SECRET is wrong: expected at least 32 characters',
      'LOG_LEVEL is wrong: expected one of fatal, error, warn, info, debug, trace, silent',
      'METRICS_ALLOW is wrong: expected comma-separated addresses or ranges, such as 127.0.0.1/32,10.0.0.0/8',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('names what is missing: the rest of GrandID when one of its variables is set, the public address in production', () => {
    const problems = problemsOf({ GRANDID_BASE_URL: 'https://grandid.example.se', NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PUBLIC_URL is missing: /);
    expect(problems.slice(1)).toEqual([
      'GRANDID_API_KEY is missing: BankID needs all three GRANDID_ variables, or none',
      'GRANDID_SERVICE_KEY is missing: BankID needs all three GRANDID_ variables, or none',
    ]);
  });

  it('reports a missing variable beside a wrong one', () => {
    expect(problemsOf({ PORT: '-1', NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual(['PORT', 'PUBLIC_URL']);
  });

  it('takes address ranges and single addresses for METRICS_ALLOW', () => {
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5 ,fd00::/8' }).metricsAllow).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
  });
});
