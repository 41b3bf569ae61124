import '@rehab/tokens/fonts';
import { productText } from '@rehab/tokens';
import { storyFrame } from './preview.css';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  tags: ['autodocs'],
  // A screen's story answers its calls with msw handlers (its `parameters.msw`); the files of Storybook itself pass through.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [
    // A screen's story (`parameters.screen`) is the whole window, without the frame's padding.
    (Story, { parameters }) => (
      <div
        data-story-frame
        data-screen={parameters.screen ? true : undefined}
        className={parameters.screen ? productText : `${productText} ${storyFrame}`}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The frame decorator pads every story with the spacing tokens, in Storybook and in tests alike.
    layout: 'fullscreen',
    // The widths the portal is used at (a phone and a tablet upright, a desktop); a story picks one with
    // `globals: { viewport: { value: 'phone' } }`, and its test runs at that size.
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    // Every story is also an accessibility test: a violation fails it. react-aria's live announcer is left out: an
    // announcement of a pending button names the button's spinner by id and outlives it, which axe reads as an
    // image without a name (role-img-alt), though nothing on the screen lacks one.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Colours', 'Typography', 'Spacing and shapes'], 'Actions', 'Forms', 'Navigation', 'Data', 'Charts', 'Overlays', 'Chat', 'Exercise', 'Feedback'],
      },
    },
  },
};

export default preview;
