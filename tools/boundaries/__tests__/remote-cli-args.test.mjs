/**
 * scripts/remote.mjs's command line: what `parse` accepts, and the usage error (exit 2, nothing
 * done) for each kind of bad input — before any deploy folder or database is touched.
 */
import { parse, UsageError } from '../../../scripts/remote.mjs';

describe('npm run remote -- … arguments', () => {
  it('reads prune with --keep, and deploy with its options', () => {
    expect(parse(['prune', 'board', '--keep', '3'])).toMatchObject({ command: 'prune', name: 'board', opts: { keep: 3 } });
    expect(parse(['deploy', 'consulting', '--from', 'dist', '--no-promote', '--force'])).toMatchObject({
      command: 'deploy',
      name: 'consulting',
      opts: { from: 'dist', promote: false, force: true, keep: 5 },
    });
  });

  it.each([
    [['prune', 'board', '--keep', 'abc'], '--keep must be a whole number of at least 2'],
    [['prune', 'board', '--keep', '1'], '--keep must be a whole number of at least 2'],
    [['prune', 'board', '--keep', '2.5'], '--keep must be a whole number of at least 2'],
    [['prune'], 'usage: npm run remote -- deploy|promote|rollback|list|mark-bad|prune'],
    [['publish', 'board'], 'usage: npm run remote -- deploy|promote|rollback|list|mark-bad|prune'],
    [['deploy', 'Board!'], 'usage: npm run remote -- deploy|promote|rollback|list|mark-bad|prune'],
    [['deploy', 'board', '--fast'], 'unknown argument: --fast'],
    [['promote', 'board'], 'usage: npm run remote -- promote <name> <version>'],
    [['mark-bad', 'board', 'v1', '--reason'], '--reason needs a text'],
  ])('refuses %j: %s', (argv, message) => {
    let thrown;
    try {
      parse(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect(thrown.message).toContain(message);
  });
});
