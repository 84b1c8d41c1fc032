// jsdom plus the web platform globals that Node has and jsdom lacks (fetch, Request, Response,
// TextEncoder, streams …), so RTK Query and react-router run in component tests as in a browser.
// jsdom's own FormData, Blob, File and URL stay: forms need FormData built from a form element.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // Node's fetch and Request need absolute URLs; a browser resolves them against the page.
    const win = this.global;
    const absolute = (input) => (typeof input === 'string' ? new URL(input, win.location.href).toString() : input);
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    win.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = JsdomWithFetch;
