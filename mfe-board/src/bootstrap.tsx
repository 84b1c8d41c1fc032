import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from '@akiya/shared-ui';
import App from './remote-entry';

// Standalone: this remote's own dev server renders it inside a minimal frame.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneFrame remote="board">
    <App />
  </StandaloneFrame>,
);
