// `verso users create`: an operator makes an account (optionally an admin, with credits and an API
// key) straight in the database. The embedded database belongs to one process at a time, so while
// the site runs this stops with a message instead of touching the data.
import { DataDirBusyError } from '@verso/db';
import { ConfigError, createServices, loadConfig } from '@verso/services';
import { type Command, CommandError, UsageError } from '../command';
import { parseOptions, requireOption } from '../parse-options';

async function openServices() {
  try {
    return await createServices(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError)
      throw new CommandError(error.message);
    throw error;
  }
}

function parseCredits(value: string | undefined) {
  const credits = Number(value ?? 0);
  if (!Number.isInteger(credits) || credits < 0)
    throw new UsageError('--credits must be a whole number, 0 or more.');
  return credits;
}

export const usersCommand: Command = {
  summary: 'Create a user account (with credits and an API key)',
  usage: 'verso users create --email E [--admin] [--credits N] [--api-key]',
  async run(args) {
    const { values, positionals } = parseOptions(args, {
      email: { type: 'string' },
      admin: { type: 'boolean' },
      credits: { type: 'string' },
      'api-key': { type: 'boolean' },
    });
    if (positionals[0] !== 'create' || positionals.length !== 1)
      throw new UsageError('The only action is "create".');
    const email = requireOption(values.email, 'email');
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
    const credits = parseCredits(values.credits);
    const services = await openServices();
    try {
      if (await services.users.byEmail(email))
        throw new CommandError(`A user with the e-mail ${email} already exists.`);
      const user = await services.users.create({ email, isAdmin: values.admin ?? false, credits });
      const apiKey = values['api-key'] ? (await services.apiKeys.create(user.id)).key : undefined;
      const created = {
        id: user.id,
        email: user.email,
        isAdmin: user.isAdmin,
        credits,
        ...(apiKey ? { apiKey } : {}),
      };
      process.stdout.write(`${JSON.stringify(created, null, 2)}\n`);
    } finally {
      await services.close();
    }
  },
};
