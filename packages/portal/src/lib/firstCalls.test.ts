// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, startFirstCalls } from './firstCalls';

describe("what waits for the first screen's calls", () => {
  it('starts once they have answered, and not before', async () => {
    // A visit's first screen: the page is still loading.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let answer: (value: unknown) => void = () => undefined;
    const week = new Promise((resolve) => (answer = resolve));
    const loader = startFirstCalls(() => Promise.resolve(() => [['/patient-app/week?weekOffset=0', () => week] as const]));
    await loader({ request: new Request('http://localhost/app/'), params: {}, context: undefined } as LoaderFunctionArgs);

    let started = false;
    void afterFirstScreen().then(() => (started = true));
    // Had it not waited for the week, it would have started after an idle moment; give it two.
    await idleMoment();
    await idleMoment();
    expect(started).toBe(false);

    answer({ tasks: [] });
    await vi.waitFor(() => expect(started).toBe(true));
  });
});

const idleMoment = () =>
  new Promise<void>((resolve) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve()) : requestAnimationFrame(() => setTimeout(resolve, 0))));
