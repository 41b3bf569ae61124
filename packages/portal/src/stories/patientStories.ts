import { expect, within } from 'storybook/test';
import { loadTimeout } from './PortalScreen';
import { shownPatient } from './patientHandlers';

/** The patient view's header, once the patient is loaded: their name, and the tab that is open. */
export async function patientView(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  const name = `${shownPatient.details.firstName} ${shownPatient.details.lastName}`;
  await expect(await canvas.findByRole('heading', { name }, loadTimeout)).toBeVisible();
  await expect(canvas.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  return canvas;
}
