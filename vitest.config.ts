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
              contextOptions: { reducedMotion: 'reduce', locale: 'sv-SE', timezoneId: 'Europe/Stockholm' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 720 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A changed token colour or a moved element fails; antialiasing noise does not.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});
