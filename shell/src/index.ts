import { holdEarlyInput } from './early-input';

// A server-rendered page is on screen before React runs it: what the visitor does meanwhile is kept.
const root = document.getElementById('root');
if (root?.hasAttribute('data-ssr')) holdEarlyInput(root);

// The shell's application in its own chunks: this small entry runs (and holds early input) first.
import('./bootstrap');
