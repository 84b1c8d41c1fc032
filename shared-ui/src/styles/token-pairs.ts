/**
 * Every text-on-background pairing of the colour tokens in tokens.css: [text token, background
 * token]. Components use text colours only on the backgrounds listed here; tokens.test.ts checks
 * each pair reaches WCAG AA contrast (4.5:1).
 */
export const TEXT_TOKEN_PAIRS: readonly (readonly [string, string])[] = [
  ['--color-ink', '--color-paper'],
  ['--color-ink', '--color-paper-dark'],
  ['--color-ink', '--color-surface'],
  ['--color-ink', '--color-error-bg'],
  ['--color-ink-muted', '--color-paper'],
  ['--color-ink-muted', '--color-paper-dark'],
  ['--color-ink-muted', '--color-surface'],
  // --color-line is a border colour, but also the background of small chips (e.g. the posting form's 任意)
  ['--color-ink', '--color-line'],
  ['--color-ink-muted', '--color-line'],
  ['--color-placeholder', '--color-surface'],
  ['--color-brand', '--color-paper'],
  ['--color-brand', '--color-surface'],
  ['--color-brand-dark', '--color-paper'],
  ['--color-on-brand', '--color-brand'],
  ['--color-on-brand', '--color-brand-dark'],
  ['--color-accent', '--color-paper'],
  ['--color-accent', '--color-surface'],
  ['--color-on-accent', '--color-accent'],
  ['--color-on-accent', '--color-accent-dark'],
  ['--color-error', '--color-surface'],
  ['--color-error', '--color-paper'],
  ['--color-error', '--color-error-bg'],
  ['--color-on-error', '--color-error'],
  ['--color-ink', '--color-success-bg'],
  ['--color-ink', '--color-warning-bg'],
  ['--color-success', '--color-surface'],
  ['--color-success', '--color-success-bg'],
  ['--color-warning', '--color-warning-bg'],
  ['--color-warning', '--color-surface'],
  ['--color-footer-ink', '--color-footer-bg'],
  ['--color-footer-muted', '--color-footer-bg'],
  ['--color-footer-link', '--color-footer-bg'],
  ['--color-footer-faint', '--color-footer-bg'],
];
