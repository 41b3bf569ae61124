import { expect, within } from 'storybook/test';
import { clinic, frameHandlers } from './handlers';
import { loadTimeout, screenMeta } from './PortalScreen';
import { patientHandlers, patientPath, shownPatient } from './patientHandlers';

/** The patient view's header, once the patient is loaded: their name, and the tab that is open. */
export async function patientView(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  const name = `${shownPatient.details.firstName} ${shownPatient.details.lastName}`;
  await expect(await canvas.findByRole('heading', { name }, loadTimeout)).toBeVisible();
  await expect(canvas.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  return canvas;
}

/**
 * What a story of one tab of the shown patient's view has in common: the whole frame, signed in, at the tab's address,
 * with the patient's and the frame's calls answered. `description` is the docs page's.
 */
export function patientTabMeta(tab: string, description: string) {
  return {
    ...screenMeta,
    args: { path: patientPath(tab) },
    parameters: {
      screen: true,
      msw: { handlers: [...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
      docs: { description: { component: description } },
    },
  };
}
