import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstScreenTexts } from './firstScreenTexts';

// The shape of both apps' route lists: screens before sign-in, a frame only shown with a session whose screens
// nest (a patient's view and its tabs), and a catch-all.
const routes: RouteObject[] = [
  {
    children: [
      { path: '/sign-in', handle: { texts: ['auth'] } },
      { path: '/join', handle: { texts: ['auth'] } },
      {
        handle: { texts: ['navigation', 'notifications'], signedIn: true },
        children: [
          { index: true, handle: { texts: ['dashboard'] } },
          { path: '/chats/:chatId', handle: { texts: ['chats'] } },
          {
            path: '/patients/view/:userId',
            handle: { texts: ['patients'] },
            children: [{ path: 'program', handle: { texts: ['program'] } }, { path: 'feedback' }],
          },
          { path: '/profile/view' },
        ],
      },
      { path: '*' },
    ],
  },
];

const visit = (pathname: string, signedIn = true, basename?: string) =>
  firstScreenTexts(routes, { pathname, signedIn, signInPath: `${basename?.slice(0, -1) ?? ''}/sign-in`, basename });

describe('the texts a first visit fetches with the app', () => {
  it("are the frame's and the screen's, with a session", () => {
    expect(visit('/')).toEqual(['navigation', 'notifications', 'dashboard']);
    expect(visit('/chats/7b2e')).toEqual(['navigation', 'notifications', 'chats']);
  });

  it("are every nested route's, each once", () => {
    expect(visit('/patients/view/42/program')).toEqual(['navigation', 'notifications', 'patients', 'program']);
    expect(visit('/patients/view/42/feedback')).toEqual(['navigation', 'notifications', 'patients']);
  });

  it("are the frame's alone on a screen that names none", () => {
    expect(visit('/profile/view')).toEqual(['navigation', 'notifications']);
  });

  it("are sign-in's on a signed-in screen without a session, where the visit is sent", () => {
    expect(visit('/', false)).toEqual(['auth']);
    expect(visit('/patients/view/42/program', false)).toEqual(['auth']);
  });

  it('are their own on the screens before sign-in, with or without a session', () => {
    expect(visit('/join', false)).toEqual(['auth']);
    expect(visit('/join', true)).toEqual(['auth']);
  });

  it('are none on an unknown address', () => {
    expect(visit('/no/such/screen')).toEqual([]);
  });

  it('are found under a base path, with or without its last slash', () => {
    expect(visit('/app/', true, '/app/')).toEqual(['navigation', 'notifications', 'dashboard']);
    expect(visit('/app', true, '/app/')).toEqual(['navigation', 'notifications', 'dashboard']);
    expect(visit('/app/chats/7b2e', false, '/app/')).toEqual(['auth']);
  });
});
