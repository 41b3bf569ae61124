import '@rehab/tokens/fonts';
import '@rehab/tokens';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Every story is also an accessibility test: a violation fails it.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: ['Foundations', ['Colours', 'Typography', 'Spacing and shapes'], 'Actions', 'Forms', 'Navigation', 'Data', 'Charts', 'Overlays', 'Chat', 'Feedback'],
      },
    },
  },
};

export default preview;
