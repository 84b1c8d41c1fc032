// The design system's base stylesheets (tokens, element defaults) on their own, for an app that
// imports the design system's parts without its entry module (the shell: the entry, which imports
// these too, is loaded with the federation runtime, when a remote needs the whole design system).
import './src/styles/tokens.css';
import './src/styles/global.css';
