import { findRemoteForPath } from './remote-outlet';
import { isChunkLoadError } from './remote-failures';

jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn() }));

const remotes = [
  { name: 'board' as const, entry: '/b.json', routes: ['/board', '/board/page/:page', '/search/:word'] },
  { name: 'mypage' as const, entry: '/m.json', routes: ['/my-page', '/my-page/*'] },
];

describe('findRemoteForPath', () => {
  it('finds the owning remote and its params', () => {
    expect(findRemoteForPath(remotes, '/board')?.remote.name).toBe('board');
    expect(findRemoteForPath(remotes, '/board/page/3')?.params.page).toBe('3');
    expect(findRemoteForPath(remotes, '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6')?.remote.name).toBe('board');
    expect(findRemoteForPath(remotes, '/my-page/messages/12')?.remote.name).toBe('mypage');
  });

  it('returns null for a path no remote owns', () => {
    expect(findRemoteForPath(remotes, '/nope')).toBeNull();
    expect(findRemoteForPath(remotes, '/board/extra/segments')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack chunk failures only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 325 failed.\n(error: http://x/325.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
