// The s3rver types are the API tests' (one declaration for both test suites): e2e/tsconfig.json
// does not include api/test, so this file pulls that declaration into the e2e program. It is an
// ambient `declare module`, not a module, so it cannot be imported: a reference is the only way.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../api/test/support/s3rver.d.ts" />
