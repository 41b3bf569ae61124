import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'Rehab Portal design system', colorPrimary: '#6BB7CD', colorSecondary: '#1F6B80' }),
});
