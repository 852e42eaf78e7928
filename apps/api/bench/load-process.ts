/** Runs one load (load.ts) in this process, given as JSON in the first argument, and prints its result as JSON. */
import { type LoadOptions, loadInThisProcess } from './load.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
process.stdout.write(JSON.stringify(await loadInThisProcess(options)));
