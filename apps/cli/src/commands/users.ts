// `verso users list|create|disable|enable|admin|link`: an operator manages accounts straight in the
// database (see open-services.ts for the running site), through the services as the site does.
import type { Services } from '@verso/services';
import { type Command, CommandError, UsageError } from '../command';
import { withServices } from '../open-services';
import { parseOptions, requireOption } from '../parse-options';
import { formatTable } from '../table';

const optionsConfig = {
  email: { type: 'string' },
  admin: { type: 'boolean' },
  revoke: { type: 'boolean' },
  credits: { type: 'string' },
  'api-key': { type: 'boolean' },
} as const;

type UsersOptions = ReturnType<typeof parseOptions<typeof optionsConfig>>['values'];
type UsersAction = (services: Services, options: UsersOptions) => Promise<string>;

function parseCredits(value: string | undefined) {
  const credits = Number(value ?? 0);
  if (!Number.isInteger(credits) || credits < 0)
    throw new UsageError('--credits must be a whole number, 0 or more.');
  return credits;
}

function requireEmail(options: UsersOptions) {
  const email = requireOption(options.email, 'email');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
  return email;
}

const noSuchUser = (email: string) => new CommandError(`There is no user with the e-mail ${email}.`);

const actions: Record<string, UsersAction> = {
  async list({ users }) {
    const rows = (await users.list()).map((user) => [
      user.email ?? '',
      user.id,
      user.isAdmin ? 'admin' : '',
      user.disabledAt ? `disabled ${user.disabledAt.toISOString()}` : '',
      user.createdAt.toISOString(),
    ]);
    return formatTable(['EMAIL', 'ID', 'ROLE', 'STATE', 'CREATED'], rows);
  },
  async create({ users, apiKeys }, options) {
    const email = requireEmail(options);
    const credits = parseCredits(options.credits);
    if (await users.byEmail(email)) throw new CommandError(`A user with the e-mail ${email} already exists.`);
    const user = await users.create({ email, isAdmin: options.admin ?? false, credits });
    const apiKey = options['api-key'] ? (await apiKeys.create(user.id)).key : undefined;
    const created = {
      id: user.id,
      email: user.email,
      isAdmin: user.isAdmin,
      credits,
      ...(apiKey ? { apiKey } : {}),
    };
    return JSON.stringify(created, null, 2);
  },
  async disable({ users }, options) {
    const email = requireEmail(options);
    if (!(await users.setDisabled(email, true))) throw noSuchUser(email);
    return `${email} is disabled: signed out, no sign-in, API keys refused, queued jobs not started.`;
  },
  async enable({ users }, options) {
    const email = requireEmail(options);
    if (!(await users.setDisabled(email, false))) throw noSuchUser(email);
    return `${email} is enabled.`;
  },
  async admin({ users }, options) {
    const email = requireEmail(options);
    const isAdmin = !options.revoke;
    if (!(await users.setAdmin(email, isAdmin))) throw noSuchUser(email);
    return isAdmin ? `${email} is an administrator.` : `${email} is no longer an administrator.`;
  },
  async link({ users, signInLinks }, options) {
    const email = requireEmail(options);
    const user = await users.byEmail(email);
    if (!user) throw noSuchUser(email);
    if (user.disabledAt) throw new CommandError(`${email} is disabled; enable it first.`);
    const { url, expires } = await signInLinks.create(email);
    return `${url}\n(signs in ${email} once, before ${expires.toISOString()})`;
  },
};

export const usersCommand: Command = {
  summary: 'List, create, disable, enable or promote accounts; print a sign-in link',
  usage: [
    'verso users list',
    'verso users create --email E [--admin] [--credits N] [--api-key]',
    'verso users disable|enable --email E',
    'verso users admin --email E [--revoke]',
    'verso users link --email E',
  ].join('\n       '),
  async run(args) {
    const { values, positionals } = parseOptions(args, optionsConfig);
    const [name, ...rest] = positionals;
    const action = name === undefined ? undefined : actions[name];
    if (!action || rest.length > 0)
      throw new UsageError(
        `The actions are ${Object.keys(actions)
          .map((a) => `"${a}"`)
          .join(', ')}.`,
      );
    const output = await withServices((services) => action(services, values));
    process.stdout.write(`${output}\n`);
  },
};
