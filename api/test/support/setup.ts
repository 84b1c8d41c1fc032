// Integration tests boot the app and seed real databases: allow more than Jest's default 5 s.
jest.setTimeout(60_000);
