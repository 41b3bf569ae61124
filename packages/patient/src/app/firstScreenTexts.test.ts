// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenTexts } from './firstScreenTexts';

const base = '/app/';

describe('the texts a first visit fetches with the app', () => {
  afterEach(() => Cookies.remove('patient_access_token'));

  it("are sign-in's on the screens before sign-in, even with a session", () => {
    Cookies.set('patient_access_token', 'token');
    for (const path of ['/app/sign-in', '/app/join', '/app/forgot-password']) expect(firstScreenTexts(path, base), path).toEqual(['patientAuth']);
  });

  it("are today's at the app's start for a signed-in patient, with or without the slash", () => {
    Cookies.set('patient_access_token', 'token');
    expect(firstScreenTexts('/app/', base)).toEqual(['patientToday']);
    expect(firstScreenTexts('/app', base)).toEqual(['patientToday']);
  });

  it("are sign-in's at any other screen without a session, where the patient is sent", () => {
    expect(firstScreenTexts('/app/', base)).toEqual(['patientAuth']);
    expect(firstScreenTexts('/app/profile', base)).toEqual(['patientAuth']);
  });

  it('are none of their own on the other screens of a signed-in patient', () => {
    Cookies.set('patient_access_token', 'token');
    expect(firstScreenTexts('/app/profile', base)).toEqual([]);
  });
});
