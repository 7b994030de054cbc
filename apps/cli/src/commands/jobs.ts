// `verso jobs list|retry|cancel`: an operator looks at everyone's jobs, retries a failed one (a new job,
// charged as any job) or cancels a waiting or running one (refunded), through the services' own paths.
import { type JobStatus, jobStatus } from '@verso/db/tables/jobs';
import type { Services } from '@verso/services';
import { type Command, UsageError } from '../command';
import { withServices } from '../open-services';
import { parseOptions, requirePositional } from '../parse-options';
import { formatTable } from '../table';

const statuses: readonly string[] = jobStatus.enumValues;

function parseStatus(value: string | undefined): JobStatus | undefined {
  if (value === undefined) return undefined;
  if (!statuses.includes(value)) throw new UsageError(`--status must be one of ${statuses.join(', ')}.`);
  return value as JobStatus;
}

async function listJobs({ jobs }: Services, status: JobStatus | undefined) {
  const rows = (await jobs.operator.listAll({ status })).map((job) => [
    job.id,
    job.status,
    job.email ?? '',
    `${job.sourceLang}→${job.targetLang}`,
    job.engine,
    String(job.credits),
    job.createdAt.toISOString(),
    job.fileName,
  ]);
  return formatTable(['ID', 'STATUS', 'USER', 'LANGUAGES', 'ENGINE', 'CREDITS', 'CREATED', 'FILE'], rows);
}

export const jobsCommand: Command = {
  summary: "List everyone's jobs, retry a failed one or cancel one",
  usage: [
    `verso jobs list [--status ${statuses.join('|')}]`,
    'verso jobs retry <job id>',
    'verso jobs cancel <job id>',
  ].join('\n       '),
  async run(args) {
    const { values, positionals } = parseOptions(args, { status: { type: 'string' } });
    const [action, ...rest] = positionals;
    if (action === 'list') {
      if (rest.length > 0) throw new UsageError('"list" takes no arguments.');
      const status = parseStatus(values.status);
      process.stdout.write(`${await withServices((services) => listJobs(services, status))}\n`);
      return;
    }
    if (action !== 'retry' && action !== 'cancel')
      throw new UsageError('The actions are "list", "retry" and "cancel".');
    const jobId = requirePositional(rest, 'job id');
    const job = await withServices(({ jobs }) =>
      action === 'retry' ? jobs.operator.retry(jobId) : jobs.operator.cancelAny(jobId),
    );
    const done = action === 'retry' ? `queued again as job ${job.id}` : `is ${job.status}`;
    process.stdout.write(`Job ${jobId} ${done}.\n`);
  },
};
