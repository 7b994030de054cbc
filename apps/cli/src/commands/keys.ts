// `verso keys list|revoke`: an operator finds a user's API keys and withdraws one; calls with a revoked
// key answer 401.
import type { Services } from '@verso/services';
import { type Command, CommandError, UsageError } from '../command';
import { withServices } from '../open-services';
import { parseOptions, requireOption, requirePositional } from '../parse-options';
import { formatTable } from '../table';

async function listKeys({ users, apiKeys }: Services, email: string) {
  const user = await users.byEmail(email);
  if (!user) throw new CommandError(`There is no user with the e-mail ${email}.`);
  const rows = (await apiKeys.list(user.id)).map((key) => [
    key.id,
    key.name,
    `${key.prefix}…`,
    key.createdAt.toISOString(),
    key.lastUsedAt?.toISOString() ?? 'never',
  ]);
  return formatTable(['ID', 'NAME', 'STARTS WITH', 'CREATED', 'LAST USED'], rows);
}

async function revokeKey({ apiKeys }: Services, keyId: string) {
  if (!(await apiKeys.revokeAny(keyId))) throw new CommandError(`There is no API key ${keyId}.`);
  return `API key ${keyId} is revoked.`;
}

export const keysCommand: Command = {
  summary: "List a user's API keys or revoke one",
  usage: 'verso keys list --email E\n       verso keys revoke <key id>',
  async run(args) {
    const { values, positionals } = parseOptions(args, { email: { type: 'string' } });
    const [action, ...rest] = positionals;
    if (action !== 'list' && action !== 'revoke')
      throw new UsageError('The actions are "list" and "revoke".');
    if (action === 'list') {
      if (rest.length > 0) throw new UsageError('"list" takes no arguments.');
      const email = requireOption(values.email, 'email');
      process.stdout.write(`${await withServices((services) => listKeys(services, email))}\n`);
      return;
    }
    const keyId = requirePositional(rest, 'key id');
    process.stdout.write(`${await withServices((services) => revokeKey(services, keyId))}\n`);
  },
};
