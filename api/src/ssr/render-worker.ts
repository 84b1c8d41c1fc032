// A render worker (worker_threads): renders pages with the shell's server build while the server's
// own thread answers requests. It runs React in production mode (its NODE_ENV is set by the pool).
// Messages: from the pool { type: 'render', id, job, shellFile } and answers to its questions
// { type: 'answer', id, value | error }; to the pool { type: 'fetch' | 'remote', id, … } and
// { type: 'done', id, outcome }.
import { parentPort } from 'node:worker_threads';
import { PageRenderer, type ApiRequest, type ApiResponse, type RenderJob } from './page-renderer';

type FromPool =
  | { type: 'render'; id: number; job: RenderJob; shellFile: string }
  | { type: 'answer'; id: number; value?: unknown; error?: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs inside a worker thread');

let nextQuestion = 1;
const questions = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function ask<T>(message: { type: 'fetch'; request: ApiRequest; ip?: string } | { type: 'remote'; name: string }): Promise<T> {
  const id = nextQuestion++;
  return new Promise<T>((resolve, reject) => {
    questions.set(id, { resolve: resolve as (value: unknown) => void, reject });
    port!.postMessage({ ...message, id });
  });
}

const renderers = new Map<string, PageRenderer>();
function rendererFor(shellFile: string): PageRenderer {
  let renderer = renderers.get(shellFile);
  if (!renderer) {
    renderer = new PageRenderer(shellFile, {
      fetch: (request, ip) => ask<ApiResponse>({ type: 'fetch', request, ip }),
      remoteFolder: (name) => ask<{ folder: string; version: string } | null>({ type: 'remote', name }),
    });
    renderers.set(shellFile, renderer);
  }
  return renderer;
}

port.on('message', (message: FromPool) => {
  if (message.type === 'answer') {
    const waiting = questions.get(message.id);
    questions.delete(message.id);
    if (!waiting) return;
    if (message.error !== undefined) waiting.reject(new Error(message.error));
    else waiting.resolve(message.value);
    return;
  }
  void rendererFor(message.shellFile)
    .render(message.job)
    .then((outcome) => port.postMessage({ type: 'done', id: message.id, outcome }));
});
