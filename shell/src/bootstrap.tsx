import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeOverrideParams } from './app/federation/overrides';

// Remote overrides given in the URL are stored before anything loads, then removed from the address.
const cleaned = consumeOverrideParams(window.location.href);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
