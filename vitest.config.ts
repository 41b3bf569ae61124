import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// Relative, so Vite bundles it into the config: Node 20 loads no TypeScript from a package.
import { chromiumArgs, chromiumPath } from './packages/test-kit/src/chromium.ts';
import { clinicTimeZone } from './packages/contract/src/dates.ts';

const storybookDir = fileURLToPath(new URL('.storybook', import.meta.url));

/** Whether a TCP server answers, within a second. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });
}

// The server suite also runs on PostgreSQL: TEST_DATABASE_URL, or the machine's server on 127.0.0.1:5432.
const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';
const postgresUrl = process.env.TEST_DATABASE_URL || ((await answers('127.0.0.1', 5432)) ? localPostgres : undefined);
if (!postgresUrl && process.env.CI === 'true') {
  throw new Error(`The server-pg tests need PostgreSQL: set TEST_DATABASE_URL or run a server at ${localPostgres}.`);
}
const serverTests = 'packages/server/src/**/*.test.ts';

/**
 * The server files that also run on the embedded PGlite when PostgreSQL is there: those whose behaviour depends on
 * the database engine or its driver (migrations, seeding, backup, triggers, the queue, conflicting saves, text the
 * engine refuses, readiness), and the authorization matrix, which calls every route once, so every query of the
 * product runs on PGlite too. The rest run on PostgreSQL alone: the same SQL through the same Drizzle code, where
 * PGlite took twice PostgreSQL's time for the whole suite (decision 0030).
 */
const pgliteTests = [
  'packages/server/src/db/**/*.test.ts',
  'packages/server/src/audit/append-only.test.ts',
  'packages/server/src/auth/authorization-matrix.test.ts',
  'packages/server/src/bench/bench.smoke.test.ts',
  'packages/server/src/config.test.ts',
  'packages/server/src/free-text.test.ts',
  'packages/server/src/modules/journal/journal.test.ts',
  'packages/server/src/modules/reminders/reminders.test.ts',
  'packages/server/src/operations.test.ts',
];

// The real-time cluster tests start server processes on PostgreSQL and Redis: TEST_REDIS_URL, or the machine's Redis.
const localRedis = 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL || ((await answers('127.0.0.1', 6379)) ? localRedis : undefined);
if ((!redisUrl || !postgresUrl) && process.env.CI === 'true') {
  throw new Error(
    `The realtime tests need PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL, or run servers at ${localPostgres} and ${localRedis}.`,
  );
}

// Each node test file has its own database or none, so files run side by side: three workers on two cores,
// because a worker often waits on its database, and a shared machine's other work takes a share per running process.
const serverWorkers = 3;

/**
 * The server suite, on either database. Each file builds its own app on its own database and mocks nothing, so
 * its workers keep the modules they have loaded from one file to the next (not isolated): importing the server
 * anew for every file took half the suite's time.
 */
const serverSuite = {
  maxWorkers: serverWorkers,
  isolate: false,
  environment: 'node' as const,
  // A file's beforeAll seeds its database; on a slow machine with every core taken that has passed a minute.
  hookTimeout: 180_000,
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: serverWorkers,
          // Components (*.test.tsx) choose a DOM in their first line: `// @vitest-environment happy-dom`.
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/{portal,web,patient}/src/**/*.test.tsx',
            'packages/portal/bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [serverTests],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          ...serverSuite,
          // Every file where no PostgreSQL answers (outside CI), so a machine without one still tests the whole server.
          include: postgresUrl ? pgliteTests : [serverTests],
          // On the embedded PGlite, whose first start takes seconds.
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // Without PostgreSQL outside CI the project is left out (CI fails above instead).
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-pg',
                ...serverSuite,
                include: [serverTests],
                // The bench's smoke run measures PGlite and PostgreSQL itself; once, in the server project, is enough.
                // Backup and restore are of the embedded database, which the server project tests.
                exclude: ['packages/server/src/bench/bench.smoke.test.ts', 'packages/server/src/db/backup.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      // Real server processes (*.spec.ts): left out without PostgreSQL and Redis outside CI.
      ...(postgresUrl && redisUrl
        ? [
            {
              test: {
                name: 'realtime',
                maxWorkers: serverWorkers,
                include: ['packages/server/src/**/*.spec.ts'],
                environment: 'node' as const,
                env: { TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
                hookTimeout: 90_000,
                // A test starts server processes, each given serverStartLimitMs (150 s) to answer, then works with them.
                testTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          // One file at a time, after the rest when all run in one process: the files share one server and its
          // demo data. npm test runs them in a process of their own, beside the rest.
          maxWorkers: 1,
          // One process for every file: importing playwright, axe and the contract anew for each file cost 1–2 s apiece.
          isolate: false,
          sequence: { groupOrder: 2 },
          include: ['packages/portal/e2e/**/*.e2e.ts', 'packages/patient/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['packages/test-kit/src/globalSetup.ts'],
          // expect.poll waits on a state of the page; a busy machine can take far longer than its default second.
          expect: { poll: { timeout: 20_000 } },
          // Beside the other tests on a busy machine, a test of several screens can take most of a minute.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir }), vanillaExtractPlugin()],
        // Serves msw's service worker at the root, as Storybook's static folder does, for the screens' stories.
        publicDir: fileURLToPath(new URL('.storybook/public', import.meta.url)),
        // react-aria's virtualizer asks this to tell a real browser from a test DOM; the stories run in a real browser, as production does.
        define: { 'process.env.VIRT_ON': 'true' },
        // Bundled with the rest at the start: found only when a story first imports them, each stalled the run
        // while Vite bundled its dependencies again.
        optimizeDeps: {
          include: [
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/recipes/createRuntimeFn',
            'react-aria',
            'storybook/test',
            // Imported only by screens a story reaches through a lazy route: found late, each reloaded the page mid-run.
            '@hookform/resolvers/zod',
            'react-hook-form',
            '@internationalized/date',
          ],
        },
        test: {
          name: 'storybook',
          // One story file at a time, after the node tests: a story waits for its screen to settle, and three pages
          // at once beside the other tests made it wait past its timeouts on a busy machine.
          maxWorkers: 1,
          // The files share one page instead of each loading the stories' modules in a page of its own, which took
          // half the stories' time; the setup file starts each file as on a new page where the page keeps state.
          isolate: false,
          sequence: { groupOrder: 1 },
          // Two cores shared with the server and e2e tests: give a story and its screenshot room to finish.
          testTimeout: 90_000,
          hookTimeout: 90_000,
          setupFiles: [fileURLToPath(new URL('.storybook/vitest.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              // Stable pixels and dates: no animations, Swedish locale, Stockholm time.
              contextOptions: {
                reducedMotion: 'reduce',
                locale: 'sv-SE',
                timezoneId: clinicTimeZone,
                viewport: { width: 1440, height: 1200 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            // The page is larger than the tested viewport so the test frame is never scaled down.
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A busy machine can take a while to settle two identical frames (30 s was seen to fall short).
                timeout: 60_000,
                // Any visibly changed pixel fails; the small threshold absorbs off-by-one anti-aliasing. The edge of a
                // small curved icon (the composer's paper clip) was seen to come out a few shades apart in up to six
                // pixels depending on which story files ran before it: sixteen such pixels are allowed, far fewer than
                // any changed word, border or colour makes.
                comparatorOptions: { threshold: 0.03, allowedMismatchedPixels: 16 },
              },
            },
          },
        },
      },
    ],
  },
});
