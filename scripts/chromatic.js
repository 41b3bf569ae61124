// Publishes Storybook to Chromatic for teams with a project token. Our own CI never calls this.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic needs CHROMATIC_PROJECT_TOKEN (from your Chromatic project settings).\n' +
      'Our own visual regression runs without it: npm test compares every story with its committed screenshot.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
