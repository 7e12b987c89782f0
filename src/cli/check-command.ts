/**
 * `bench-gate check --max-age 24h [--commit SHA] [--allow-partial] FILE`: for results measured
 * elsewhere and committed (Seq's 24-hour rule), fails when they are older than allowed, carry no
 * time, come from another commit, or are partial (a failing run stopped `run`, or result lines
 * that --lenient skipped) unless allowed.
 * The clock comes from the ports, so the verdict is testable.
 */
import { inputsTakenAsValues, parseCommandArgs } from './argument-errors.js';
import { CHECK_OPTIONS } from './command-options.js';
import { CHECK_HELP } from './help.js';
import { loadInput } from './load-inputs.js';
import { partialResults, recordedLosses } from '../run/partial-results.js';
import { parseCommit } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { formatAge, parseDuration } from './run-options.js';

/** Clocks disagree a little; a time further ahead than this is an error, not skew. */
const FUTURE_SLACK_MS = 5 * 60_000;

export async function checkCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseCommandArgs('check', args, CHECK_OPTIONS, true);
  if (values.help === true) {
    ports.stdout(CHECK_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`check needs exactly one result file (got ${positionals.length}).${positionals.length === 0 ? await inputsTakenAsValues(values, args, CHECK_OPTIONS, ports) : ''} Example: bench-gate check --max-age 24h --commit "$(git rev-parse HEAD)" bench.json`);
  const maxAge = parseDuration('--max-age', values['max-age']);
  const wanted = parseCommit('--commit', values.commit);
  if (maxAge === undefined && wanted === undefined) throw new UsageError('check needs --max-age, --commit, or both. Example: bench-gate check --max-age 24h bench.json');
  const [path = ''] = positionals;
  const { set, path: name, format } = await loadInput(path, ports, { format: 'auto', lenient: false, verbose: false, parseFirst: 'check' });
  // A tool's own output records neither when nor on which commit it ran: only a result file does.
  if (format !== 'result') throw new UsageError(`${name} is ${format} output, not a bench-gate result file, so it records neither when nor on which commit it was measured. Write a result file from it and check that: bench-gate parse ${path} --commit "$(git rev-parse HEAD)" -o results.json (the time recorded is when ${path === '-' ? 'it is parsed' : 'the file was written'}), or use \`bench-gate run\`.`);
  const parts: string[] = [];
  if (maxAge !== undefined) parts.push(checkAge(name, set.context.time, maxAge, (values['max-age'] ?? '').trim(), ports.now()));
  if (wanted !== undefined) parts.push(checkCommit(name, set.context.commit, wanted));
  const partial = partialResults(set.diagnostics);
  // A file written with --lenient records the result lines it could not read: their samples are missing too.
  const lost = recordedLosses(set.diagnostics);
  if (values['allow-partial'] !== true) {
    if (partial.length > 0) throw new UsageError(`${name} holds partial results (${partial.join('; ')}), so it is not the measurement that was planned. Re-run the benchmarks until every run succeeds and commit the new results, or pass --allow-partial to accept it.`);
    if (lost.length > 0) throw new UsageError(`${name} was written with --lenient, without the results it could not read (${lost.join('; ')}), so it is not the whole measurement. Fix what broke them (\`bench-gate parse\` without --lenient says what it could not read) and commit new results, or pass --allow-partial to accept it.`);
  }
  if (partial.length > 0 || lost.length > 0) parts.push('partial results allowed (--allow-partial)');
  ports.stdout(`${name}: OK, ${parts.join(', ')}\n`);
  return 0;
}

function checkAge(name: string, time: string | undefined, maxAgeMs: number, limit: string, now: Date): string {
  if (time === undefined) throw new UsageError(`${name} records no time (context.time), so its age cannot be checked. Write it with \`bench-gate run\`, which records when the benchmarks ran.`);
  const at = Date.parse(time);
  if (Number.isNaN(at)) throw new UsageError(`${name} has an unreadable time '${time}' in context.time; expected an ISO 8601 time like 2026-11-21T12:00:00Z.`);
  const age = now.getTime() - at;
  if (age < -FUTURE_SLACK_MS) throw new UsageError(`${name} was measured at ${time}, ${formatAge(age)} in the future by this clock. Check the clock of the machine that measured it.`);
  // `--max-age 24` is 24 seconds: say so, as a day was probably meant.
  const unit = /^\d+(?:\.\d+)?$/.test(limit) ? ` (seconds: a number without a unit is seconds; ${limit}h is hours)` : '';
  if (age > maxAgeMs) throw new UsageError(`${name} is too old: measured ${formatAge(age)} ago (${time}), and --max-age is ${limit}${unit}. Re-run the benchmarks and commit the new results.`);
  return `measured ${formatAge(Math.max(0, age))} ago (limit ${limit})`;
}

function checkCommit(name: string, recorded: string | undefined, wanted: string): string {
  if (recorded === undefined) throw new UsageError(`${name} records no commit (context.commit), so it cannot be checked against ${wanted}. Write it with \`bench-gate run\` in the repository (or \`parse --commit\`).`);
  const a = recorded.toLowerCase();
  const b = wanted.toLowerCase();
  // Only the SHA asked for may be short: a short recorded commit cannot show that it is the longer
  // one asked for (`abcd` is also the start of every other `abcd...`).
  if (a.length < b.length && b.startsWith(a)) throw new UsageError(`${name} records only the short commit ${recorded}, which cannot show that it is ${wanted}. Record the full SHA when writing it (bench-gate run in the repository, or parse --commit "$(git rev-parse HEAD)"), or pass check a SHA no longer than the recorded one.`);
  if (!a.startsWith(b)) throw new UsageError(`${name} was measured on commit ${recorded}, not ${wanted}. Re-run the benchmarks on ${wanted} and commit the new results.`);
  return `commit ${recorded.slice(0, 12)}`;
}
