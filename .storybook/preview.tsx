import '@rehab/tokens/fonts';
import { productText } from '@rehab/tokens';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className={productText}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
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
