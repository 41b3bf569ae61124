/**
 * `npm test` runs four commands side by side and prints each one's output whole, one after the other, so a failure
 * in an early one is far above the end of a long log. When `npm test` fails this prints, last, what failed: each
 * failed test (or test file that could not run) of both Vitest runs, from their JSON reports in test-results/.
 */
import { existsSync, readFileSync } from 'node:fs';

type Report = {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

const runs = [
  { name: 'tests', file: 'test-results/tests.json' },
  { name: 'e2e', file: 'test-results/e2e.json' },
];

/**
 * The first line of an error, and the first later line that names an error too: a failed run of a script quotes
 * what the script printed, where the error that ended it is a few lines down. The whole of it is in the output above.
 */
const firstLines = (text = '') => {
  const lines = text.trim().split('\n');
  const named = lines.slice(1).find((line) => /^\s*\w*Error\b[^:]*:/.test(line));
  return [lines[0], named]
    .filter((line) => line !== undefined)
    .map((line) => line.trim().slice(0, 300))
    .join('\n    ');
};

const lines: string[] = [];
for (const run of runs) {
  if (!existsSync(run.file)) {
    lines.push(`${run.name}: ended without a report (stopped, or it could not start): see its output above`);
    continue;
  }
  const report = JSON.parse(readFileSync(run.file, 'utf8')) as Report;
  for (const file of report.testResults) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${run.name}: ${path} > ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${run.name}: ${path}\n    ${firstLines(file.message)}`);
  }
}

console.log('\nWhat failed in npm test:');
console.log(lines.length > 0 ? lines.join('\n') : 'no test: the typecheck or the lint did (its output is above)');
