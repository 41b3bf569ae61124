import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Builds `entry` on its own into one classic script, `fileName`, beside the app's files: for code a service worker
 * loads with importScripts, which takes no modules. Built in the app's own build (not in development).
 */
export function workerScript(entry: string, fileName: string): Plugin {
  let root = process.cwd();
  return {
    name: 'rehab:worker-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const output = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          write: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'workerScript', fileName: () => fileName },
        },
      });
      const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
      const script = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk' && file.isEntry);
      if (!script || script.type !== 'chunk') throw new Error(`The build of ${entry} has no script`);
      this.emitFile({ type: 'asset', fileName, source: script.code });
    },
  };
}
