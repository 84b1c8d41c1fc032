import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';

/** A port that was free on 127.0.0.1 a moment ago (for a server the test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface Wire {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A GET over a real socket to 127.0.0.1 (Node's own header checks apply there, not in inject). */
export function overTheWire(port: number, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
