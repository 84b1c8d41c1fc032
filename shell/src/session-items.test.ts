import { storeServerSessionItems } from './session-items';

describe('storeServerSessionItems', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores what the server HTML marks, replacing what an earlier page left', () => {
    sessionStorage.setItem('listing-navigation', '{"ids":[9],"title":"前の一覧","backUrl":"/board"}');
    const root = document.createElement('div');
    root.innerHTML = '<main><span hidden data-session-item="listing-navigation" data-session-value="{&quot;ids&quot;:[3,1],&quot;title&quot;:&quot;東京都&quot;,&quot;backUrl&quot;:&quot;/area/13&quot;}"></span></main>';
    storeServerSessionItems(root);
    expect(JSON.parse(sessionStorage.getItem('listing-navigation')!)).toEqual({ ids: [3, 1], title: '東京都', backUrl: '/area/13' });
  });

  it('ignores a mark without a name or a value, and a page without marks changes nothing', () => {
    sessionStorage.setItem('kept', 'as it was');
    const root = document.createElement('div');
    root.innerHTML = '<span data-session-item="" data-session-value="x"></span><span data-session-item="kept"></span>';
    storeServerSessionItems(root);
    expect(sessionStorage.getItem('kept')).toBe('as it was');
    expect(sessionStorage.length).toBe(1);
  });

  it('does not throw when storage refuses (private mode, full)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<span data-session-item="a" data-session-value="1"></span>';
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    try {
      expect(() => storeServerSessionItems(root)).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });
});
