// Minimal types for smtp-server (a dev dependency without bundled types), as the tests use it.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';

  interface SMTPAddress {
    address: string;
  }
  interface SMTPSession {
    envelope: { mailFrom: SMTPAddress | false; rcptTo: SMTPAddress[] };
  }
  interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onRcptTo?(address: SMTPAddress, session: SMTPSession, callback: (error?: Error | null) => void): void;
    onData?(stream: Readable, session: SMTPSession, callback: (error?: Error | null) => void): void;
  }
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
  }
}
