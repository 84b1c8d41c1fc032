// The command line of `npm run remote` (scripts/remote.mjs): its commands, options and usage errors.
import { UsageError } from './remote-state.mjs';

/** A remote's name: lower-case letters and digits, as in remotes.config.json. */
export const NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

const COMMANDS = ['deploy', 'promote', 'rollback', 'list', 'mark-bad', 'prune'];
const USAGE =
  'usage: npm run remote -- deploy|promote|rollback|list|mark-bad|prune <name> [<version>] [--from <dist>] [--no-promote] [--keep <n>] [--force] [--reason <text>]';

/** The command, the remote's name and the options of `argv`; UsageError for anything else. */
export function parse(argv) {
  const [command, name, ...rest] = argv;
  const opts = { from: undefined, promote: true, keep: 5, version: undefined, force: false, reason: undefined };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--from') opts.from = rest[++i];
    else if (rest[i] === '--no-promote') opts.promote = false;
    else if (rest[i] === '--keep') opts.keep = Number(rest[++i]);
    else if (rest[i] === '--force') opts.force = true;
    else if (rest[i] === '--reason') opts.reason = rest[++i];
    else if (!rest[i].startsWith('-') && opts.version === undefined) opts.version = rest[i];
    else throw new UsageError(`unknown argument: ${rest[i]}`);
  }
  if (!COMMANDS.includes(command) || !NAME_PATTERN.test(name ?? '')) throw new UsageError(USAGE);
  if (!Number.isInteger(opts.keep) || opts.keep < 2) throw new UsageError('--keep must be a whole number of at least 2');
  if ((command === 'promote' || command === 'mark-bad') && !opts.version) throw new UsageError(`usage: npm run remote -- ${command} <name> <version>`);
  if (command === 'mark-bad' && rest.includes('--reason') && !opts.reason) throw new UsageError('--reason needs a text');
  return { command, name, opts };
}
