import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { shiftedClockEnv, suiteStartsAt } from './clock';
import { freePort } from './freePort.ts';
import { startSmtp } from './smtp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the loopback SMTP server writes each mail it receives, as <n>.eml. */
    mailDir: string;
    /** The portal's build the server serves, with Vite's manifest, so the web bench reads its bytes without building again. */
    portalDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the portal and the patient app and starts the real server on a free port with its own data folder,
 * as `npm start` does, sending its mail to a real SMTP server on loopback.
 */
export default async function startPortal(project: TestProject) {
  // Its own folder, so a build of the portal elsewhere meanwhile (another run, `npm start`) cannot change what this run serves.
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-e2e-build-'));
  const patientAppDir = mkdtempSync(join(tmpdir(), 'patient-app-e2e-build-'));
  // Side by side: each build waits on its own files and workers part of the time.
  await Promise.all([buildApp('@rehab/portal', portalDir), buildApp('@rehab/patient', patientAppDir)]);

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  // The server seeds its demo and runs on the suite's clock (see clock.ts).
  const clockOffsetMs = suiteStartsAt - Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...shiftedClockEnv(clockOffsetMs),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIR: portalDir,
      PATIENT_APP_DIR: patientAppDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('portalDir', portalDir);
  project.provide('clockOffsetMs', clockOffsetMs);

  return async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(portalDir, { recursive: true, force: true });
    rmSync(patientAppDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}


/**
 * The production build `npm start` ships, in its own process: Vitest sets NODE_ENV=test, and a build inside
 * it would bake that in (React's development build, and react-aria's test mode that renders every table row).
 */
async function buildApp(workspace: '@rehab/portal' | '@rehab/patient', outDir: string) {
  const build = spawn(
    'npm',
    ['run', 'build', '--silent', '-w', workspace, '--', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The ${workspace} build failed (exit code ${String(code)}).`);
}

async function waitForHealth(baseUrl: string, server: ReturnType<typeof spawn>) {
  // A shared machine under load can take minutes to seed and start.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it answered`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${baseUrl}/health within 180 s`);
}
