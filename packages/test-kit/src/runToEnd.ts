import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript script with Node and tsx, as its npm script does, in its own process group so a run
 * that never ends is stopped with every process it started. Answers the exit code and all it printed.
 */
export function runToEnd(
  script: string,
  { cwd, env = process.env, args = [], giveUpAfterMs }: { cwd: string; env?: NodeJS.ProcessEnv; args?: string[]; giveUpAfterMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stuck = setTimeout(() => {
      output += `\n(${script} had not ended after ${giveUpAfterMs} ms and was stopped)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, giveUpAfterMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(stuck);
      resolve({ code, output });
    });
  });
}
