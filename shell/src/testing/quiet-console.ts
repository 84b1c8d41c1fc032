/**
 * Keeps console[method] quiet in each test of the block it is called in (output the code under test
 * writes on purpose: React's report of a caught error, jsdom's "not implemented" navigation, the
 * warning of a refused override) and restores it after. Returns the current test's spy, for the
 * assertions about that output.
 */
export function quietConsole(method: 'error' | 'warn'): () => jest.SpyInstance {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, method).mockImplementation(() => undefined);
  });
  afterEach(() => spy?.mockRestore());
  return () => spy as jest.SpyInstance;
}
