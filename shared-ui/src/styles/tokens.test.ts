import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from '../utils/contrast';
import { TEXT_TOKEN_PAIRS } from './token-pairs';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const tokens = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('colour tokens', () => {
  it('every text token and background token of a pair is defined as a hex colour', () => {
    for (const [text, background] of TEXT_TOKEN_PAIRS) {
      expect(tokens.get(text)).toMatch(/^#[0-9a-f]{3,6}$/i);
      expect(tokens.get(background)).toMatch(/^#[0-9a-f]{3,6}$/i);
    }
  });

  it('every colour token that names text (ink, on-*, error, …) is in at least one checked pair', () => {
    const used = new Set(TEXT_TOKEN_PAIRS.map(([text]) => text));
    const textTokens = [...tokens.keys()].filter((n) => /^--color-(ink|on-|footer-(ink|muted|link|faint)|placeholder)/.test(n));
    expect(textTokens.filter((n) => !used.has(n))).toEqual([]);
  });

  it.each(TEXT_TOKEN_PAIRS.map(([t, b]) => [t, b]))('%s on %s reaches 4.5:1', (text, background) => {
    expect(contrastRatio(tokens.get(text)!, tokens.get(background)!)).toBeGreaterThanOrEqual(4.5);
  });
});
