import { createBrowserRouter } from 'react-router-dom';
import { Portal } from './Portal';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  return <Portal router={router} />;
}
