/**
 * The first segment of every address the server answers besides the apps' own pages: its calls, files, BankID,
 * health, metrics and the socket. The apps' Vite dev servers send exactly these to it (`npm run dev`); the
 * server's tests hold every route it registers to this list.
 */
export const serverPrefixes = [
  'activities',
  'chats',
  'health',
  'library-media',
  'metrics',
  'organizations',
  'patient-app',
  'patients',
  'physios',
  'socket.io',
  'specialists',
  'third-party',
  'uploads',
  'user-exercises',
  'users',
] as const;

/** A Vite proxy key (a regular expression, as the leading ^ tells Vite) matching those addresses. */
export const serverAddressPattern = `^/(${serverPrefixes.join('|')})(/|\\?|$)`;
