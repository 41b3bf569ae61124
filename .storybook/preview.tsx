import '@rehab/tokens/fonts';
import { productText } from '@rehab/tokens';
import { storyFrame } from './preview.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div data-story-frame className={`${productText} ${storyFrame}`}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The frame decorator pads every story with the spacing tokens, in Storybook and in tests alike.
    layout: 'fullscreen',
    // Every story is also an accessibility test: a violation fails it.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', ['Colours', 'Typography', 'Spacing and shapes'], 'Actions', 'Forms', 'Navigation', 'Data', 'Charts', 'Overlays', 'Chat', 'Feedback'],
      },
    },
  },
};

export default preview;
