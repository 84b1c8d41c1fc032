import { holdEarlyInput } from './early-input';

// A server-rendered page is on screen before React runs it: what the visitor does meanwhile is kept.
const root = document.getElementById('root');
if (root?.hasAttribute('data-ssr')) holdEarlyInput(root);

// Async boundary: shared singletons (React, the store's libraries, shared-ui) are negotiated
// by Module Federation before any of them is evaluated.
import('./bootstrap');
