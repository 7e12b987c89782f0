/**
 * The gate step, in order (STYLE.md §3.1: report first, fail last):
 *  0. read bench-gate.yml (the `config` input, else the nearest one from working-directory up);
 *     an invalid file fails the step with a message that points at the line;
 *  1. read the benchmark output and parse it (bad input fails the step with a clear message);
 *  2. check the restored baseline (valid file, same machine) and compare in cached mode; flagged
 *     regressions are re-measured with the `run` command (narrowed to them where the tool has a
 *     filter) and must reproduce to fail (confirm on rerun, the `confirm` input);
 *  3. save this run as the new baseline when the event is trusted: the results the report rests on
 *     (a regression the rerun did not reproduce with the rerun's samples, as its row);
 *  4. write the report files (artifact-ready), the comment (or the fork note), the summary,
 *     annotations and outputs;
 *  5. fail the job last, when a regression was found and failing is on.
 * `baseline: ab` (same-job A/B against the PR's base commit) is ab-step.ts; it shares 4 and 5.
 */
import { isAbsolute, join, relative } from 'node:path';
import { runnerOffsetWarning } from '../compare/runner-offset-warning.js';
import type { Comparison, ComparisonReport } from '../compare/types.js';
import { ConfigPolicy, compareWithConfig } from '../config/policy.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { CommentPolicy } from '../config/schema.js';
import { changeOf, describeFailure, gatingRegressions, worstFirst } from '../gate.js';
import { formatThreshold } from '../format.js';
import { readDirectoryInput, readInput } from '../input.js';
import { JsonTreeError } from '../io/json-tree.js';
import { renderJson } from '../report/json.js';
import { codeSpan, visibleText } from '../report/markdown-escape.js';
import { COMMENT_LIMIT_CHARS, renderWithinBudget, SUMMARY_LIMIT_BYTES, utf8Bytes } from '../report/budget.js';
import { commentMarker } from '../report/markdown.js';
import { diagnosticLine } from '../report/diagnostic-line.js';
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { SCHEMA_ID, SCHEMA_VERSION } from '../schema/result.js';
import { checkBaseline, nextBaseline } from '../store/baseline-file.js';
import { commitOfKey, saveKey } from '../store/keys.js';
import { savedByLaterRun } from '../store/save-order.js';
import { cacheModeReads, saveDecision } from '../github/context.js';
import { commentAuthor, upsertComment } from '../github/comment.js';
import { commentPermission } from '../github/comment-permission.js';
import { movedOnNote, pullHead } from '../github/pull-head.js';
import { goArchName, goOsName } from '../machine-names.js';
import { actionBashCommand } from '../run/command-line.js';
import { readStdoutInstead } from '../run/captured-output.js';
import { withWarnings } from '../run/merge-warning-lines.js';
import { fileWarningLines, seriesFileWarnings } from '../run/round-warnings.js';
import { loadActionConfig, warnUnmatchedRules } from './action-config.js';
import { FatalError } from './fatal-error.js';
import { checkMeasuredHere } from './measured-here.js';
import { COMMENT_FILE, FAILURE_FILE, PR_FILE, pullJson, REPORT_FILE } from './fork-artifact.js';
import { prepare, readState, type State } from './prepare.js';
import { checkOutputFile, confirmInAction, seriesOptions, workingCwd } from './rerun.js';
import { ANNOTATIONS_PER_KIND } from './annotation-budget.js';
import { STDOUT_CAPTURE_FILE, type ActionPorts, type AnnotationKind } from './ports.js';

/**
 * What the PR comment's marker names (before commentMarker encodes it): one comment per suite and
 * machine. The gate, the A/B gate and the failure note (failure-report.ts) must agree on it, or the
 * note would not find the comment it is meant to update.
 */
export function commentMarkerName(suite: string, fingerprintId: string): string {
  return `${suite}@${fingerprintId}`;
}

/** The gate's failure when the composite's benchmark step failed (the step still runs after it: action.yml). */
export const BENCH_STEP_FAILED = 'The benchmark command failed: the step before this one shows its output and exit status. Nothing was compared.';

export async function gate(ports: ActionPorts): Promise<void> {
  // Before anything is read: a partial output of a failed command is not a result to compare or save.
  if (ports.inputs.benchOutcome === 'failure') throw new FatalError(BENCH_STEP_FAILED);
  const state = (await readState(ports)) ?? (await prepare(ports));
  const config = await loadActionConfig(ports);
  const { head, fileWarnings } = await readHead(ports, state, config);
  const notes: string[] = config === undefined ? [] : [`Config: ${config.file}${config.suite === undefined ? '' : ` (suite ${config.suite})`}.`];
  const baseline = await loadBaseline(ports, state, notes);
  const { inputs } = ports;
  const policy = config === undefined ? undefined : new ConfigPolicy(config);
  const options = {
    threshold: inputs.given.threshold ? inputs.threshold : config?.threshold ?? inputs.threshold, mode: 'cached' as const,
    ...(config?.q === undefined ? {} : { q: config.q }),
    ...(config?.multipleComparisons === undefined ? {} : { multipleComparisons: config.multipleComparisons }),
  };
  const compare = (set: ResultSet): ComparisonReport => compareWithConfig(baseline ?? emptySet(), set, options, policy);
  // What the run's output said of itself as a whole goes in the report, as a rerun's does (run/confirm.ts):
  // the verdict rests on its samples. Before confirming, which keeps the first report's warnings.
  const first = withWarnings(compare(head), fileWarningLines('head', fileWarnings, 'its', 'in the job log'));
  // A regression against a baseline from another job is re-measured before it fails (confirm on rerun).
  // What the report rests on is what a trusted run saves: a regression the rerun cleared, with the rerun's samples.
  const { report, head: settled } = await confirmInAction(ports, {
    report: first, head, compare, policy: policy?.gatePolicy(), mode: 'cached', runs: 1, series: seriesOptions(ports, config),
    command: inputs.run.trim() === '' ? undefined : actionBashCommand(inputs.run),
    ...(inputs.outputFile === '' ? {} : { results: inputs.outputFile }),
  }, notes);
  warnUnmatchedRules(ports, policy);
  const trusted = await saveIfTrusted(ports, state, settled, baseline, notes);
  const comment = inputs.given.comment ? inputs.comment : config?.comment ?? inputs.comment;
  await publish(ports, report, notes, baseline, commentMarkerName(inputs.suite, state.fingerprint.id), comment);
  const regressions = gatingRegressions(report.comparisons, policy?.gatePolicy());
  if (regressions.length > 0 && ports.inputs.failOnRegression) ports.setFailed(describeFailure(regressions));
  // A trusted run is how the first baseline comes to exist (even when the cache refused this save),
  // so only runs that may not save one fail for lack of one.
  else if (baseline === undefined && !trusted && inputs.baseline === 'cache' && inputs.failOnMissingBaseline) {
    ports.setFailed(`No baseline to compare with (${missingReason(state)}), and fail-on-missing-baseline is true: nothing was gated. A trusted run (save-baseline-on) on the default branch saves one for this machine (${state.fingerprint.id}) and suite (${inputs.suite}).`);
  }
}

/** Why a cached-baseline run has no baseline, in a few words for the failure message. */
function missingReason(state: State): string {
  switch (state.restore.kind) {
    case 'miss': return 'none is cached for this machine and suite';
    case 'hit': return 'the restored one could not be used; see the report\'s notes';
    case 'unreadable':
    case 'skipped':
    case 'unavailable': return state.restore.reason;
  }
}

/**
 * The benchmark's results (its captured output, or output-file), and what that output said of
 * itself as a whole (round-warnings.ts; a result file's recorded ones were reported when it was made).
 */
async function readHead(ports: ActionPorts, state: State, config: ResolvedConfig | undefined): Promise<{ head: ResultSet; fileWarnings: Diagnostic[] }> {
  const path = ports.inputs.outputFile === '' ? state.capture : ports.inputs.outputFile;
  const format = ports.inputs.given.format ? ports.inputs.format : config?.format ?? ports.inputs.format;
  // The benchmark may have made a FIFO there since prepare looked: reading it would wait forever.
  if (ports.inputs.outputFile !== '') await checkOutputFile(ports, path, 'read');
  // criterion writes a directory (target/criterion): read its JSON files instead of one text.
  const tree = await ports.readJsonTree(path).catch((error: unknown) => {
    throw error instanceof JsonTreeError ? new FatalError(error.message) : error;
  });
  const read = tree === undefined ? await ports.readBenchOutput(path) : { ok: true as const, value: '' };
  if (read !== undefined && !read.ok) throw new FatalError(read.error);
  const text = read?.value;
  if (tree === undefined && (text === undefined || text.trim() === '')) {
    const misplaced = text === undefined ? await outputFileInWorkingDirectory(ports) : undefined;
    if (misplaced !== undefined) {
      throw new FatalError(`The benchmark output ${path} is missing, but ${misplaced} exists: output-file is relative to the workspace, not to working-directory. Set output-file: ${misplaced}.`);
    }
    throw new FatalError(`The benchmark output ${path} is ${text === undefined ? 'missing' : 'empty'}. Check that the 'run' command ran the benchmarks${ports.inputs.outputFile === '' ? '' : ' and wrote \'output-file\''}.`);
  }
  const options = config === undefined ? {} : { metrics: config.metrics };
  let parsed = tree !== undefined ? readDirectoryInput(tree, path, format) : readInput(text ?? '', path, format, options);
  // The first run's stdout alone, read from its capture only when the joined capture did not read.
  if (!parsed.ok && tree === undefined && ports.inputs.outputFile === '') parsed = readStdoutInstead(parsed, text ?? '', await capturedStdout(ports), path, format, options);
  if (!parsed.ok) throw new FatalError(parsed.error);
  // Annotations for the first 10 (what GitHub shows of a step), log lines for the rest: the report
  // counts the whole-file ones it leaves out as "in the job log". Logged as a rerun's are (stderr's
  // form, each cut to a readable length: a token run into a result line can be megabytes long).
  parsed.value.set.diagnostics.filter((x) => x.severity !== 'info').forEach((d, i) => {
    if (i < 10) ports.log.warning(`${d.source}:${d.line}: ${d.message}`, { title: 'bench-gate input' });
    else ports.log.info(diagnosticLine(d, 'warning').trimEnd());
  });
  const { context } = ports;
  const set = parsed.value.set;
  checkMeasuredHere(ports, state, set, path);
  set.suite = ports.inputs.suite;
  set.context = { ...set.context, commit: context.pr?.headSha ?? context.sha, time: ports.now().toISOString(),
    // Go's spelling, as `bench-gate run` records it; the cache keys keep the runner's (store/keys.ts).
    machine: { ...set.context.machine, fingerprint: state.fingerprint.id, os: goOsName(state.fingerprint.os), arch: goArchName(state.fingerprint.arch) } };
  if (context.branch !== undefined) set.context.branch = context.branch;
  return { head: set, fileWarnings: parsed.value.format === 'result' ? [] : seriesFileWarnings([set], 'run') };
}

/**
 * A relative output-file read from working-directory instead of the workspace (working-directory:
 * bench, output-file: out.json, where the command wrote bench/out.json): that path when it exists.
 */
async function outputFileInWorkingDirectory(ports: ActionPorts): Promise<string | undefined> {
  const file = ports.inputs.outputFile;
  const dir = workingCwd(ports);
  if (file === '' || dir === undefined || isAbsolute(file)) return undefined;
  const candidate = join(dir, file);
  const found = (await ports.readBenchOutput(candidate).catch(() => undefined)) !== undefined
    || (await ports.readJsonTree(candidate).catch(() => undefined)) !== undefined;
  if (!found) return undefined;
  // working-directory: ${{ github.workspace }}/bench: named as the workspace-relative path it is.
  const inWorkspace = relative(ports.context.workspace, candidate);
  return isAbsolute(candidate) && inWorkspace !== '' && !inWorkspace.startsWith('..') && !isAbsolute(inWorkspace) ? inWorkspace : candidate;
}

/** The first run's stdout alone (action.yml's bench step, or runBench), when it was captured and reads as text. */
async function capturedStdout(ports: ActionPorts): Promise<string | undefined> {
  const read = await ports.readBenchOutput(STDOUT_CAPTURE_FILE);
  return read?.ok === true ? read.value : undefined;
}

async function loadBaseline(ports: ActionPorts, state: State, notes: string[]): Promise<ResultSet | undefined> {
  const restore = state.restore;
  if (restore.kind !== 'hit') {
    notes.push(restore.kind === 'miss' ? 'No baseline yet for this machine and suite: results are listed as new. A trusted run on the default branch saves one.'
      : restore.kind === 'unreadable' ? `Baseline not used: ${restore.reason}.` : `No baseline: ${restore.reason}.`);
    return undefined;
  }
  const text = await ports.readText(restore.path);
  const check = checkBaseline(text ?? '', `baseline ${restore.key}`, state.fingerprint.id, ports.inputs.suite);
  if (check.kind !== 'found') {
    notes.push(`Baseline not used: ${check.reason}.`);
    ports.log.warning(`bench-gate: baseline not used: ${check.reason}`);
    return undefined;
  }
  const commit = check.set.context.commit ?? commitOfKey(restore.key);
  // The entries prepare restored past (restore-baseline.ts): a base commit with one has no usable one, not none.
  const passedOver = restore.passedOver ?? [];
  for (const p of passedOver) notes.push(`Baseline not used: ${p.reason}.`);
  const unusable = new Set(passedOver.flatMap((p) => (p.key === undefined ? [] : [commitOfKey(p.key)])));
  const none = (sha: string, yet = ''): string => (unusable.has(sha) ? 'has no usable one' : `has none${yet}`);
  const pr = ports.context.pr;
  const base = state.base ?? (pr === undefined ? undefined : { sha: pr.baseSha, mergeParent: false });
  // The merge commit's first parent is named when the event's base.sha lags it (pr-base.ts).
  const stale = base?.mergeParent === true && pr !== undefined && base.sha !== pr.baseSha ? `, the base the checked-out merge commit was made with; the event's pull_request.base.sha is ${pr.baseSha.slice(0, 12)}` : '';
  const exact = base === undefined ? '' : commit === base.sha ? ` (the PR's base commit${stale})`
    : base.mergeParent && pr !== undefined && commit === pr.baseSha ? ` (the event's pull_request.base.sha; the base the checked-out merge commit was made with, ${base.sha.slice(0, 12)}, ${none(base.sha, ' yet')})`
      : ` (newest available; the PR's base commit ${base.sha.slice(0, 12)} ${none(base.sha)})`;
  // Only which commit it is: the report's headline already gives the baseline's age, history and machine.
  notes.push(`Baseline: ${commit?.slice(0, 12) ?? 'unknown commit'}${exact}.`);
  return check.set;
}

function emptySet(): ResultSet {
  return { schema: SCHEMA_ID, schemaVersion: SCHEMA_VERSION, context: { tool: 'go', config: {}, sources: ['(no baseline)'] }, benchmarks: [], diagnostics: [] };
}

/** Saves this run as the baseline when the event is trusted; true when it is (whether or not the save then worked). */
async function saveIfTrusted(ports: ActionPorts, state: State, head: ResultSet, baseline: ResultSet | undefined, notes: string[]): Promise<boolean> {
  const decision = saveDecision(ports.context, ports.inputs.saveBaselineOn);
  if (!decision.save) {
    ports.log.info(`bench-gate: not saving a baseline: ${decision.reason}`);
    if (ports.context.pr === undefined) notes.push(`Baseline not saved: ${decision.reason}.`);
    return false;
  }
  // baseline: none restores nothing, so its save would be a one-run history made the newest entry:
  // the history that baseline: cache jobs of this suite and machine keep would be gone.
  if (ports.inputs.baseline === 'none') {
    notes.push('Baseline not saved: baseline: none neither reads nor saves the cached baseline. Use baseline: cache on trusted runs to keep one.');
    return true;
  }
  if ('unavailable' in ports.store) {
    notes.push(`Baseline not saved: ${ports.store.unavailable}.`);
    return true;
  }
  // The cached baseline may exist: saving this run alone would make a one-run history the newest
  // entry, and the runs the cached one holds would be gone from every later comparison.
  if (state.restore.kind === 'unavailable') {
    const { key, reason, kept } = state.restore;
    const advice = kept ?? (key === undefined
      ? 'whether a baseline is cached is unknown, and saving this run alone could replace it and its history. A later trusted run whose restore works saves one; if this repeats, check the cache service and the token\'s cache permissions'
      : `saving this run alone would replace it and its history. A later trusted run whose restore works saves one; if this repeats, delete that entry (gh cache delete '${key}')`);
    notes.push(`Baseline not saved: ${reason}; ${advice}.`);
    ports.log.warning(`bench-gate: baseline not saved: ${reason}`);
    return true;
  }
  const superseded = supersededBy(ports, state, baseline);
  if (superseded !== undefined) {
    notes.push(`Baseline not saved: ${superseded}.`);
    ports.log.info(`bench-gate: baseline not saved: ${superseded}`);
    return true;
  }
  const { fingerprint } = state;
  const key = saveKey({ os: fingerprint.os, arch: fingerprint.arch, fingerprint: fingerprint.id, suite: ports.inputs.suite }, ports.context.sha, ports.context.runId, ports.context.runAttempt);
  const file = nextBaseline(head, baseline, ports.inputs.history, ports.context.runId);
  const result = await ports.store.save(key, `${JSON.stringify(file)}\n`);
  const runs = file.history?.length ?? 0;
  // A job that may not read the cache saves without the cached history: say why it is short.
  const why = state.restore.kind === 'skipped' && !cacheModeReads(ports.context.cacheMode) ? ` (${state.restore.reason}, so earlier runs could not be kept)` : '';
  notes.push(result.kind === 'saved' ? `Saved this run as the baseline (${key}), ${runs} run${runs === 1 ? '' : 's'} of history${why}.` : `Baseline not saved: ${result.reason}.`);
  if (result.kind !== 'saved') ports.log.warning(`bench-gate: baseline not saved: ${result.reason}`);
  return true;
}

/**
 * Why this run must not save, when a later run of its branch saved the baseline it restored: it is
 * a re-run (or a late finish) of an older run, and its entry would become the newest (save-order.ts).
 */
function supersededBy(ports: ActionPorts, state: State, baseline: ResultSet | undefined): string | undefined {
  const { context } = ports;
  if (state.restore.kind !== 'hit' || baseline === undefined || context.branch === undefined) return undefined;
  const key = state.restore.key;
  const restored = baseline.context.branch === undefined ? { key } : { key, branch: baseline.context.branch };
  const later = savedByLaterRun(restored, { runId: context.runId, branch: context.branch });
  if (later === undefined) return undefined;
  const theirs = (baseline.context.commit ?? commitOfKey(key) ?? 'unknown').slice(0, 12);
  const attempt = context.runAttempt === '1' ? '' : `, attempt ${context.runAttempt}`;
  return `run ${later} saved the newest baseline of ${context.branch} (commit ${theirs}) after this run (${context.runId}${attempt}) was started, so this run's commit ${context.sha.slice(0, 12)} is no longer the branch's newest: saved, it would become the baseline of later pushes and of pull requests whose base has none`;
}

export async function publish(ports: ActionPorts, report: ComparisonReport, notes: string[], baseline: ResultSet | undefined, marker: string, commentPolicy: CommentPolicy): Promise<void> {
  const { inputs, context } = ports;
  const suite = inputs.suite;
  const dir = inputs.artifactPath;
  // What the job summary leaves out (over 1 MiB) is only in report.json: pointing there, not to
  // the job summary, from the summary itself and from a comment that left out the same rows.
  const reportFile = `${dir}/${REPORT_FILE}`;
  // The file lives on the runner: it outlasts the job only when the workflow uploads it.
  const inReportFile = `${codeSpan(reportFile, 400)} (upload it with actions/upload-artifact to keep it; ${codeSpan(`bench-gate report ${reportFile} --output markdown --full`, 400)} renders it)`;
  const renderSummary = (): ReturnType<typeof renderWithinBudget> =>
    renderWithinBudget(report, { suite, notes, marker, fullReportAt: inReportFile }, SUMMARY_LIMIT_BYTES, utf8Bytes);
  let summary = renderSummary();
  const comment = renderWithinBudget(report, { suite, notes, marker, ...(summary.step === 1 ? {} : { fullReportAt: inReportFile }) }, COMMENT_LIMIT_CHARS);
  // A failure an earlier run left there (a persistent workspace) is not this run's: beside the
  // report, comment-from-artifact would refuse the artifact as contradictory (fork-artifact.ts).
  await ports.removeDir(`${dir}/${FAILURE_FILE}`);
  await ports.writeText(reportFile, renderJson(report));
  await ports.writeText(`${dir}/${COMMENT_FILE}`, comment.text);
  // Only a fork PR's report is posted by comment-from-artifact; a same-repository run comments itself.
  if (context.pr?.fork === true) await ports.writeText(`${dir}/${PR_FILE}`, pullJson(context.pr, suite, marker));
  const commentNote = await postComment(ports, report, comment.text, marker, commentPolicy);
  if (commentNote !== undefined) {
    notes.push(commentNote);
    summary = renderSummary();
  }
  await ports.writeSummary(summary.text);
  // Past step 2 the summary lists only the first flagged rows: the rest are only in report.json
  // (named plainly: an annotation is not markdown).
  annotate(ports, report, summary.step === 3 ? reportFile : 'the job summary');
  const counts = report.summary;
  ports.setOutput('verdict', report.verdict);
  // Regressions that fail the gate; informational ones are in the report, not in this count.
  ports.setOutput('regressions', String(gatingRegressions(report.comparisons).length));
  ports.setOutput('improvements', String(counts.improvement));
  ports.setOutput('report-json', `${dir}/report.json`);
  ports.setOutput('report-markdown', `${dir}/comment.md`);
  ports.setOutput('baseline-commit', baseline?.context.commit ?? '');
}

async function postComment(ports: ActionPorts, report: ComparisonReport, body: string, marker: string, policy: CommentPolicy): Promise<string | undefined> {
  const { inputs, context } = ports;
  if (context.pr === undefined) return undefined;
  const permission = commentPermission(policy, report);
  if (!permission.mayCreate && !permission.mayUpdate) return undefined;
  if (context.pr.fork) {
    return `Fork pull request: no comment from this run (its token is read-only). The report is in ${inputs.artifactPath}/; upload it as an artifact and post it with a workflow_run job using command: comment-from-artifact.`;
  }
  if (ports.comments === undefined) return 'No github-token given: no PR comment.';
  const author = await commentAuthor(ports.comments, inputs.commentAuthor);
  // A re-run of an older commit's run must not put that commit's verdict over the newest one's (pull-head.ts).
  const head = 'failed' in author ? undefined : await pullHead(ports.comments, context.pr);
  if (head?.kind === 'moved') {
    const note = movedOnNote(context.pr.number, context.pr.headSha, head.head, 'report');
    ports.log.warning(`bench-gate: ${note}.`);
    return `Comment left as it is: ${note}.`;
  }
  if (head?.kind === 'unknown') ports.log.info(`bench-gate: could not check PR #${context.pr.number}'s head commit (${head.reason}); commenting as usual`);
  const outcome = 'failed' in author ? { kind: 'failed' as const, reason: author.failed }
    : await upsertComment(ports.comments, context.pr.number, body, commentMarker(marker), author.author, permission);
  ports.log.info(`bench-gate: comment ${outcome.kind}${'reason' in outcome ? `: ${outcome.reason}` : ''}`);
  if (outcome.kind === 'failed') {
    ports.log.warning(`bench-gate: could not comment: ${outcome.reason}`);
    return `Could not comment on the PR: ${outcome.reason}.`;
  }
  return undefined;
}

/**
 * One error annotation per regression that fails the gate, then a warning per informational one
 * (so they cannot read as the cause), each within what GitHub keeps of a step (annotation-budget.ts:
 * 10 per kind, less what the step annotated before; one error is kept back for the failure line,
 * which setFailed annotates last), largest first; the ones that do not fit are counted in a notice
 * naming where they are listed (`listedIn`), so they are not silently missing.
 */
function annotate(ports: ActionPorts, report: ComparisonReport, listedIn: string): void {
  const left = (kind: AnnotationKind): number => ports.log.left?.(kind) ?? ANNOTATIONS_PER_KIND;
  // Worded as the failure line (describeFailure): the threshold as given, a change from zero as "0 -> 48".
  // Names shown as the failure line shows them: a bidi override or a control character made visible.
  // A single-sample-fallback regression rests on no test: its annotation says so, as its footnote does.
  const rule = (c: Comparison): string => (c.method === 'threshold-fallback' ? `single-sample-fallback threshold ${formatThreshold(c.threshold)}, no statistics` : `threshold ${formatThreshold(c.threshold)}`);
  const line = (c: Comparison): string => visibleText(`${c.name} ${c.unit}: ${c.ratio === null ? 'changed' : changeOf(c)} (${rule(c)})`);
  // The ones annotated are the largest, as the failure line and the report's table order them.
  const regressions = worstFirst(gatingRegressions(report.comparisons));
  const errors = Math.max(0, left('error') - (regressions.length > 0 && ports.inputs.failOnRegression ? 1 : 0));
  for (const c of regressions.slice(0, errors)) ports.log.error(line(c), { title: 'bench-gate regression' });
  if (regressions.length > errors) ports.log.notice(`${regressions.length - errors} more regressions: see ${listedIn}.`, { title: 'bench-gate' });
  // A large runner offset was corrected away before testing: a change that slows every benchmark
  // alike passes as a slower runner, so a passing run says so where it is read, not only in the report.
  if (report.machineOffset !== undefined && left('warning') > 0) {
    const offset = runnerOffsetWarning(Math.log(report.machineOffset), report.settings.threshold);
    if (offset.large) ports.log.warning(offset.text, { title: 'bench-gate runner offset' });
  }
  const informational = worstFirst(report.comparisons.filter((c) => c.status === 'regression' && c.informational === true));
  const warnings = left('warning');
  for (const c of informational.slice(0, warnings)) ports.log.warning(`${line(c)}; informational, does not fail the gate`, { title: 'bench-gate informational regression' });
  if (informational.length > warnings) ports.log.notice(`${informational.length - warnings} more informational regressions (they do not fail the gate): see ${listedIn}.`, { title: 'bench-gate' });
}
