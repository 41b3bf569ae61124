import '@rehab/tokens/fonts';
import '@rehab/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './app/errorReporting';
import { initI18n } from './app/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startErrorReporting();

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
