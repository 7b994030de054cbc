// `verso credits show|grant`: an operator reads a user's balance (and their organisation's) or grants
// and takes back credits with a reason the ledger keeps, straight in the database.
import { isUserFacingError } from '@verso/core';
import { type Command, CommandError, UsageError } from '../command';
import { withServices } from '../open-services';
import { parseOptions, requireOption } from '../parse-options';

function parseAmount(value: string | undefined) {
  const amount = Number(requireOption(value, 'amount'));
  if (!Number.isInteger(amount) || amount === 0)
    throw new UsageError('--amount must be a whole number other than 0 (negative takes credits back).');
  return amount;
}

export const creditsCommand: Command = {
  summary: "Show or grant a user's (or their organisation's) credits",
  usage:
    'verso credits show --email E\n       verso credits grant --email E --amount N --reason TEXT [--organization]',
  async run(args) {
    const { values, positionals } = parseOptions(args, {
      email: { type: 'string' },
      amount: { type: 'string', short: 'n' },
      reason: { type: 'string' },
      organization: { type: 'boolean' },
    });
    const [action, ...rest] = positionals;
    if ((action !== 'show' && action !== 'grant') || rest.length > 0)
      throw new UsageError('The actions are "show" and "grant".');
    const email = requireOption(values.email, 'email');
    const change =
      action === 'grant'
        ? { amount: parseAmount(values.amount), reason: requireOption(values.reason, 'reason') }
        : undefined;
    await withServices(async ({ walletAdmin }) => {
      try {
        if (change)
          await walletAdmin.adjust({ email, organization: values.organization, ...change, adminId: null });
        process.stdout.write(`${JSON.stringify(await walletAdmin.show(email), null, 2)}\n`);
      } catch (error) {
        if (isUserFacingError(error)) throw new CommandError(error.message);
        throw error;
      }
    });
  },
};
