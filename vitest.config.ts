import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const storybookDir = fileURLToPath(new URL('.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['packages/portal/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['packages/portal/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir }), vanillaExtractPlugin()],
        test: {
          name: 'storybook',
          setupFiles: [fileURLToPath(new URL('.storybook/vitest.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              // Stable pixels and dates: no animations, Swedish locale, Stockholm time.
              contextOptions: { reducedMotion: 'reduce', locale: 'sv-SE', timezoneId: 'Europe/Stockholm', viewport: { width: 1440, height: 1000 } },
            }),
            instances: [{ browser: 'chromium' }],
            // The page is larger than the tested viewport so the test frame is never scaled down.
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Rendering here is deterministic, so any visibly changed pixel fails; the small threshold absorbs off-by-one anti-aliasing.
                comparatorOptions: { threshold: 0.03, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
