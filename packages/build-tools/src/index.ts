export { appBuild } from './appBuild.ts';
export { compileHint, compileHintComment } from './compileHint.ts';
export { firstScreenChunks } from './firstScreenChunks.ts';
export { installableApp, themeColor } from './installableApp.ts';
export { precompress } from './precompress.ts';
export { preloadFont } from './preloadFont.ts';
export { prerenderSignIn, serverFolder, type DrawnByServer } from './prerenderSignIn.ts';
export { warmUpIntl } from './warmUpIntl.ts';
export { workerScript } from './workerScript.ts';
