import { holdEarlyInput } from './early-input';
import { storeServerSessionItems } from './session-items';

// A server-rendered page is on screen before React runs it: what the visitor does meanwhile is kept.
const root = document.getElementById('root');
const serverRendered = root?.hasAttribute('data-ssr') ?? false;
if (serverRendered) {
  holdEarlyInput(root as HTMLElement);
  storeServerSessionItems(root as HTMLElement);
}

// The shell's application in its own chunks: this small entry runs (and holds early input) first.
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./bootstrap');
}

// The server's HTML is painted before the application's scripts run: a frame first (the callback of
// requestAnimationFrame comes before the paint, the timeout after it), at most 100 ms; a page in a
// background tab (no frames) starts at once.
if (serverRendered && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
} else {
  start();
}
