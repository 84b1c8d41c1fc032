import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactCss, PageStyles } from './page-styles';

function build(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'page-styles-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe('PageStyles (a build\'s stylesheet files inlined into a server-rendered page)', () => {
  it('inlines each file in the order of css-files.json, named by data-href, compacted; text shared by two files goes in once', async () => {
    const folder = build({
      'css-files.json': JSON.stringify(['715.aa.css', '91.bb.css', '96.aa.css']),
      '715.aa.css': ':root {\n  --ink: #222; /* tokens */\n}\n',
      '91.bb.css': '.shell_x { color: var(--ink); }',
      '96.aa.css': ':root {\n  --ink: #222; /* tokens */\n}\n',
    });
    expect(await new PageStyles().of(folder)).toBe(
      '<style data-href="715.aa.css">:root { --ink: #222; }</style><style data-href="91.bb.css">.shell_x { color: var(--ink); }</style><style data-href="96.aa.css"></style>',
    );
  });

  it('is null for a build that keeps its styles in its scripts (no css-files.json) or whose list is not a list', async () => {
    expect(await new PageStyles().of(build({}))).toBeNull();
    expect(await new PageStyles().of(build({ 'css-files.json': '{"a":1}' }))).toBeNull();
    expect(await new PageStyles().of(build({ 'css-files.json': 'not json' }))).toBeNull();
  });

  it('reads only plain file names of the folder', async () => {
    const folder = build({ 'css-files.json': JSON.stringify(['../secret.css', 'a/b.css', 'ok.css']), 'ok.css': '.a{}' });
    expect(await new PageStyles().of(folder)).toBe('<style data-href="ok.css">.a{}</style>');
  });

  it('reads a folder again when its list changes (a rebuild), not otherwise', async () => {
    const folder = build({ 'css-files.json': JSON.stringify(['a.css']), 'a.css': '.a{}' });
    const styles = new PageStyles(0);
    expect(await styles.of(folder)).toContain('.a{}');
    writeFileSync(join(folder, 'a.css'), '.changed{}');
    expect(await styles.of(folder)).toContain('.a{}'); // same list: the cached text
    writeFileSync(join(folder, 'css-files.json'), JSON.stringify(['a.css', 'b.css']));
    writeFileSync(join(folder, 'b.css'), '.b{}');
    expect(await styles.of(folder)).toBe('<style data-href="a.css">.changed{}</style><style data-href="b.css">.b{}</style>');
  });

  it('reads the list of a folder at most once per re-check period', async () => {
    const folder = build({ 'css-files.json': JSON.stringify(['a.css']), 'a.css': '.a{}' });
    const styles = new PageStyles(60_000);
    expect(await styles.of(folder)).toContain('.a{}');
    writeFileSync(join(folder, 'css-files.json'), JSON.stringify(['a.css', 'b.css']));
    writeFileSync(join(folder, 'b.css'), '.b{}');
    expect(await styles.of(folder)).not.toContain('.b{}');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_001);
    try {
      expect(await styles.of(folder)).toContain('.b{}');
    } finally {
      clock.mockRestore();
    }
  });

  it('nothing in a stylesheet can close the <style> element', () => {
    expect(compactCss('.a::after { content: "</style><script>"; }')).toBe('.a::after { content: "<\\/style><script>"; }');
  });
});
