// Entry point of the `verso` command (bin/verso.mjs loads it).
import { runCli } from './run-cli';

process.exitCode = await runCli(process.argv.slice(2));
