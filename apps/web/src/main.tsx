import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// As a transition, the first render is split into short tasks (React yields every few
// milliseconds), so a slow phone stays responsive while the page builds.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
