import { reloadForChunkError } from './chunk-reload';

describe('reloadForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then not again within 60 s, then again after', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadForChunkError(1_000_000 + 59_999, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(1_000_000 + 60_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
