/**
 * `npm run patient -- <command>`: play the patient in a demo, through the same
 * API the patient app uses.
 *
 *   sign-in <email> <password>          keeps the token in data/patient-session.json
 *   send "text" [--file path]           writes to your physio (with a file)
 *   exercises                           lists your exercises and their ids
 *   feedback <exerciseId> easy|moderate|hard "note"
 *   listen                              prints incoming messages live (Ctrl-C ends)
 *
 * REHAB_SERVER picks the server (default http://127.0.0.1:8080).
 */
import {
  accessTokenResponse,
  apiErrorBody,
  chat,
  chatListResponse,
  chatMessage,
  difficulty,
  patientExercisesResponse,
  patientFeedbackResponse,
  type ChatMessage,
} from '@rehab/contract';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod/mini';
import { connectInbox } from './src/realtime/inbox-client';

const sessionFile = resolve(fileURLToPath(new URL('../../data/patient-session.json', import.meta.url)));
const server = (process.env.REHAB_SERVER ?? 'http://127.0.0.1:8080').replace(/\/$/, '');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function token(): string {
  try {
    const saved = JSON.parse(readFileSync(sessionFile, 'utf8')) as { token?: string; server?: string };
    if (saved.token && saved.server === server) return saved.token;
  } catch {
    // No session yet.
  }
  return fail(`Not signed in to ${server}: npm run patient -- sign-in <email> <password>`);
}

async function call<T>(schema: z.ZodMiniType<T>, path: string, init: RequestInit = {}, auth = true): Promise<T> {
  const headers = new Headers(init.headers);
  if (auth) headers.set('authorization', `Bearer ${token()}`);
  const response = await fetch(`${server}${path}`, { ...init, headers }).catch((error: unknown) => fail(`${server} does not answer: ${String(error)}`));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorBody.safeParse(body);
    fail(`${response.status}: ${error.success ? error.data.message : 'Something went wrong'}`);
  }
  return schema.parse(body);
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The patient's chat with their physio, opened on first use. */
async function myChat() {
  const [first] = await call(chatListResponse, '/chats');
  return first ?? call(chat, '/chats', json({}));
}

const time = (iso: string) => new Date(iso).toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit' });

function show(message: ChatMessage) {
  const who = `${message.sender.firstName} ${message.sender.lastName}`;
  const parts = [message.text ?? ''];
  if (message.file) parts.push(`[file: ${message.file.name}, ${message.file.size} bytes, ${server}${message.file.url}]`);
  if (message.feedback) parts.push(`[feedback shared: ${message.feedback.exerciseName}: ${message.feedback.feedback}]`);
  console.log(`${time(message.created)} ${who}: ${parts.filter(Boolean).join(' ')}`);
}

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'sign-in': {
    const [email, password] = args;
    if (!email || !password) fail('usage: sign-in <email> <password>');
    const { access_token } = await call(accessTokenResponse, '/patient-app/sign-in', json({ email, password }), false);
    mkdirSync(dirname(sessionFile), { recursive: true });
    writeFileSync(sessionFile, JSON.stringify({ server, token: access_token }), { mode: 0o600 });
    console.log(`Signed in to ${server} as ${email}.`);
    break;
  }
  case 'send': {
    const fileAt = args.indexOf('--file');
    const path = fileAt >= 0 ? args[fileAt + 1] : undefined;
    if (fileAt >= 0 && !path) fail('usage: send "text" [--file path]');
    const text = args.filter((_, i) => fileAt < 0 || (i !== fileAt && i !== fileAt + 1)).join(' ');
    const form = new FormData();
    if (text) form.set('text', text);
    // npm runs scripts in the workspace folder; paths are meant from where the command was typed.
    if (path) form.set('file', new Blob([readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path))]), basename(path));
    const target = await myChat();
    show(await call(chatMessage, `/chats/${target.id}/messages`, { method: 'POST', body: form }));
    break;
  }
  case 'exercises': {
    for (const exercise of await call(patientExercisesResponse, '/patient-app/exercises')) console.log(`${exercise.id}  ${exercise.name}`);
    break;
  }
  case 'feedback': {
    const [exerciseId, verdict, ...note] = args;
    const parsed = difficulty.safeParse(verdict);
    if (!exerciseId || !parsed.success) fail('usage: feedback <exerciseId> easy|moderate|hard "note"');
    const { message } = await call(patientFeedbackResponse, '/patient-app/feedback', json({ exerciseId, feedback: parsed.data, ...(note.length > 0 && { note: note.join(' ') }) }));
    show(message);
    break;
  }
  case 'listen': {
    const target = await myChat();
    const recent = await call(chatListResponse, '/chats');
    const inbox = connectInbox(server, token(), { afterSeq: recent.find((c) => c.id === target.id)?.lastMessage?.seq ?? 0, onMessage: show });
    inbox.socket.on('connect', () => console.error(`(connected to ${server}, waiting for messages)`));
    inbox.socket.on('disconnect', () => console.error('(disconnected, reconnecting…)'));
    inbox.socket.on('connect_error', (error) => console.error(`(cannot connect: ${error.message})`));
    process.once('SIGINT', () => {
      inbox.close();
      process.exit(0);
    });
    break;
  }
  default:
    fail('usage: npm run patient -- sign-in <email> <password> | send "text" [--file path] | exercises | feedback <exerciseId> easy|moderate|hard "note" | listen');
}
