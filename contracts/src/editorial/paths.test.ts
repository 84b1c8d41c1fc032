import { articlePath } from './paths';

describe('editorial helpers', () => {
  it('maps article types to their site paths', () => {
    expect(articlePath(2, 5)).toBe('/reviews/5');
    expect(articlePath(3, 5)).toBe('/thanks-letter/5');
    expect(articlePath(8, 1)).toBe('/case/1');
  });
});
