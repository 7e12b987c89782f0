export const id = 506;
export const ids = [506];
export const modules = {

/***/ 506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  abCommand: () => (/* binding */ abCommand)
});

// EXTERNAL MODULE: ./src/compare/confirm.ts
var compare_confirm = __webpack_require__(4611);
// EXTERNAL MODULE: ./src/config/policy.ts + 10 modules
var config_policy = __webpack_require__(275);
// EXTERNAL MODULE: ./src/config/resolve.ts + 1 modules
var resolve = __webpack_require__(5958);
// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
// EXTERNAL MODULE: ./src/input.ts + 43 modules
var input = __webpack_require__(8109);
// EXTERNAL MODULE: ./src/run/command-line.ts
var command_line = __webpack_require__(4995);
;// CONCATENATED MODULE: ./src/run/order.ts
/**
 * The order of base and head runs in `ab` (STATISTICS.md §2.8): alternating `abab`, `abba`
 * blocks (which also cancel a linear drift over the job), or `random` (each round's order drawn
 * from a seeded PRNG, as in randomized multiple interleaved trials), so that slow drift and
 * background load hit both sides alike. Pure and deterministic for a given seed.
 */
const AB_ORDERS = ['abab', 'abba', 'random'];
/** mulberry32: a small, fast 32-bit PRNG; returns a generator of floats in [0, 1). */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** The two runs of each round, in order: one base and one head per round. */
function scheduleRounds(rounds, order, seed) {
    const random = seededRandom(seed);
    const ab = ['base', 'head'];
    const ba = ['head', 'base'];
    return Array.from({ length: rounds }, (_, round) => {
        switch (order) {
            case 'abab': return ab;
            case 'abba': return round % 2 === 0 ? ab : ba;
            case 'random': return random() < 0.5 ? ab : ba;
        }
    });
}

// EXTERNAL MODULE: ./src/run/results-file.ts
var results_file = __webpack_require__(9994);
// EXTERNAL MODULE: ./src/run/run-context.ts
var run_context = __webpack_require__(8094);
// EXTERNAL MODULE: ./src/run/run-error.ts
var run_error = __webpack_require__(6619);
// EXTERNAL MODULE: ./src/run/series.ts + 2 modules
var run_series = __webpack_require__(3793);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/run/failure.ts
var failure = __webpack_require__(71);
;// CONCATENATED MODULE: ./src/run/worktree.ts
/**
 * A git worktree of the base commit in a temporary directory, for `ab --base-ref` (and the
 * action's `baseline: ab`): base and head are built and run side by side in one job. The worktree
 * is removed when the body ends, also when it throws.
 */



async function git(ports, args, cwd) {
    const outcome = await ports.spawn({ argv: ['git', ...args], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
    return { ...outcome, ok: outcome.end.kind === 'exited' && outcome.end.code === 0 };
}
function gitSays(outcome) {
    if (outcome.end.kind === 'not-started')
        return ` (git could not be started: ${outcome.end.message})`;
    const text = outcome.stderr.trim().split('\n').slice(-3).join(' ');
    return text === '' ? '' : ` (git: ${text})`;
}
/**
 * Why a fetch failed: its first fatal or error lines (the cause; what follows is "Could not read from
 * remote repository" and advice on access rights), else what gitSays gives.
 */
function fetchSays(outcome) {
    const errors = outcome.stderr.split('\n').map((line) => line.trim()).filter((line) => /^(fatal|error):/.test(line));
    return errors.length === 0 ? gitSays(outcome) : ` (git: ${errors.slice(0, 2).join(' ')})`;
}
/** Checks out `ref` in a new worktree, runs `body` with it, and removes the worktree afterwards. */
async function withWorktree(ports, ref, body, options = {}) {
    const here = options.cwd;
    const what = options.what ?? `--base-ref '${ref}'`;
    const top = await git(ports, ['rev-parse', '--show-toplevel'], here);
    if (!top.ok)
        throw new run_error/* RunError */.e(`${what} needs a git repository, and ${here ?? 'the current directory'} is not in one${gitSays(top)}. ${options.outsideHint ?? 'Run bench-gate from your repository, or compare two commands with --base-cmd and --head-cmd.'}`);
    const prefix = (await git(ports, ['rev-parse', '--show-prefix'], here)).stdout.trim();
    let resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
    // Why the fetch failed (no network, no credentials, no such commit on origin) is the reason to give.
    let fetchFailure = '';
    if (!resolved.ok && options.fetch === true) {
        ports.stderr(`bench-gate: ${ref} is not in this clone; fetching it from origin\n`);
        const fetched = await git(ports, ['fetch', '--no-tags', '--depth=1', 'origin', ref], here);
        if (!fetched.ok)
            fetchFailure = `, and fetching it from origin failed${fetchSays(fetched)}`;
        resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
    }
    const commit = resolved.stdout.trim();
    if (!resolved.ok || commit === '')
        throw new run_error/* RunError */.e(`${what} is not a commit in this repository${gitSays(resolved)}${fetchFailure}. ${options.missingHint ?? 'Fetch it first (in Actions: actions/checkout with fetch-depth: 0), or give a SHA.'}`);
    // The base runs in the same subdirectory as head; spawning in a directory the base lacks would fail
    // as "spawn bash ENOENT", which names neither the directory nor the cause.
    if (prefix !== '') {
        const dir = prefix.replace(/\/+$/, '');
        const kind = await git(ports, ['cat-file', '-t', `${commit}:${dir}`], here);
        const hint = options.subdirectoryHint?.(dir) ?? `Run bench-gate from a directory both commits have (the repository root), and cd in the commands (e.g. --cmd 'cd ${dir} && ...').`;
        // `what` may name the commit already ("the pull request's base commit (abc...)").
        const named = what.includes(commit.slice(0, 12)) ? what : `${what} (${commit.slice(0, 12)})`;
        if (kind.stdout.trim() !== 'tree')
            throw new run_error/* RunError */.e(`${named} has no directory ${dir}, where bench-gate runs (added since?), so the base cannot build or run there. ${hint}`);
    }
    const root = await ports.makeTempDir('bench-gate-base-');
    const added = await git(ports, ['worktree', 'add', '--detach', root, commit], top.stdout.trim());
    if (!added.ok) {
        await ports.removePath(root);
        throw new run_error/* RunError */.e(`could not create a worktree of ${ref} (${commit.slice(0, 12)}) in ${root}${gitSays(added)}.`);
    }
    ports.stderr(`bench-gate: base ${ref === commit ? commit.slice(0, 12) : `${ref} (${commit.slice(0, 12)})`} checked out in ${root}\n`);
    try {
        return await body({ root, cwd: prefix === '' ? root : (0,external_node_path_.join)(root, prefix), commit });
    }
    finally {
        const removed = await git(ports, ['worktree', 'remove', '--force', root], top.stdout.trim());
        await ports.removePath(root);
        if (!removed.ok) {
            await git(ports, ['worktree', 'prune'], top.stdout.trim());
            ports.stderr(`bench-gate: warning: git worktree remove ${root} failed${gitSays(removed)}; the directory was deleted and the worktree pruned.\n`);
        }
    }
}
/** Runs the --build command in one tree, output streamed live; throws RunError with the tail on failure. */
async function buildTree(ports, argv, where, cwd, option = '--build') {
    ports.stderr(`bench-gate: building ${where}\n`);
    const forward = (text) => ports.stderr(text);
    const outcome = await ports.spawn({ argv, env: ports.env, onStdout: forward, onStderr: forward, ...(cwd === undefined ? {} : { cwd }) });
    if (outcome.end.kind === 'exited' && outcome.end.code === 0)
        return;
    const how = outcome.end.kind === 'exited' ? `exit code ${outcome.end.code}` : outcome.end.kind === 'signalled' ? `killed by ${outcome.end.signal}` : outcome.end.kind === 'not-started' ? `could not start: ${outcome.end.message}` : 'timed out';
    throw new run_error/* RunError */.e(`${option} failed in ${where} (${how}).${(0,failure/* outputTail */.ci)(outcome)}`);
}

// EXTERNAL MODULE: ./src/run/merge-warning-lines.ts
var merge_warning_lines = __webpack_require__(286);
// EXTERNAL MODULE: ./src/run/round-warnings.ts
var round_warnings = __webpack_require__(6803);
;// CONCATENATED MODULE: ./src/run/ab.ts









/**
 * Checks `ref` out in a worktree (relative to `within`, the directory that stands for the
 * head tree), builds both trees with `build`, and runs the rounds; the worktree is removed after.
 */
async function runAbAgainstRef(plan, ports, ref, build, worktree = {}) {
    return withWorktree(ports, ref, async (tree) => {
        if (build !== undefined) {
            await buildTree(ports, build.argv, `the base tree (${plan.baseLabel ?? ref})`, tree.cwd, worktree.option ?? '--build');
            await buildTree(ports, build.argv, 'the head tree (the current directory)', plan.headCwd, worktree.option ?? '--build');
        }
        return { ...(await runAbRounds(plan, ports, tree)), baseCommit: tree.commit };
    }, worktree);
}
/** Runs the interleaved rounds; base runs in `tree` when there is one, head in plan.headCwd. */
async function runAbRounds(plan, ports, tree) {
    const order = plan.order === 'random' ? `random (seed ${plan.seed}; --seed ${plan.seed} repeats it)` : plan.order;
    ports.stderr(`bench-gate: ab: ${plan.rounds} round${plan.rounds === 1 ? '' : 's'}, order ${order}\n  base: ${plan.base.display}${tree === undefined ? '' : ` (in ${tree.cwd})`}\n  head: ${plan.head.display}\n`);
    const baseCwd = tree?.cwd;
    const steps = scheduleRounds(plan.rounds, plan.order, plan.seed).flatMap((pair, round) => pair.map((side) => {
        const cwd = side === 'base' ? baseCwd : plan.headCwd;
        const results = plan.results === undefined ? undefined : (0,results_file/* resultsPathIn */.hU)(plan.results, cwd);
        return {
            side, command: side === 'base' ? plan.base : plan.head, index: round + 1,
            label: `round ${round + 1}/${plan.rounds}, ${side}`, env: { BENCH_GATE_SIDE: side, BENCH_GATE_RUN: String(round + 1), BENCH_GATE_RUNS: String(plan.rounds) },
            ...(cwd === undefined ? {} : { cwd }),
            ...(results === undefined ? {} : { results }),
        };
    }));
    const time = ports.now().toISOString();
    const [fingerprint, head] = await Promise.all([ports.fingerprint(), tree === undefined ? undefined : (0,run_context/* readTreeCommit */.mS)(ports, plan.headCwd)]);
    const series = await (0,run_series/* runSeries */.$)(steps, plan.series, ports);
    if (series.failure !== undefined)
        throw new run_error/* RunError */.e(series.failure);
    const notes = { base: [], head: [] };
    const rounds = { base: [], head: [] };
    const side = (name, commit) => {
        const runs = series.runs.get(name) ?? [];
        rounds[name] = (0,round_warnings/* seriesFileWarnings */.Z)(runs, 'round');
        const set = (0,run_context/* combineRuns */.GC)(runs, { time, fingerprint, command: describeSide(plan, name, tree, head?.dirty === true), runNoun: 'round', ...(commit === undefined ? {} : { commit }) });
        // The runs' own diagnostics were printed as each ran; the merge's notes were not.
        notes[name] = (0,run_context/* mergeNotes */.Qp)(set, runs);
        for (const d of notes[name])
            ports.stderr(`bench-gate: ${d.severity}: ${name}: ${d.message}\n`);
        return set;
    };
    return { base: side('base', tree?.commit), head: side('head', head?.commit), mergeNotes: notes, roundNotes: rounds };
}
/**
 * The report's warnings for what merging each side's rounds said (merge-warning-lines.ts), named by
 * side ("base: 1 of 40 benchmarks did not appear in every round, ..."), a side's first few, then a
 * count pointing to where all of them were printed (`log`: "on stderr").
 */
function abMergeWarnings(notes, log) {
    return sideWarnings(notes, 'merging its rounds', log);
}
/**
 * The report's warnings for what each side's rounds said of their output as a whole (round-warnings.ts),
 * named by side and rounds ("head: rounds 2, 3: ..."), capped as abMergeWarnings are.
 */
function abRoundWarnings(notes, log) {
    return sideWarnings(notes, 'its rounds\' output', log);
}
/** Each side's mergeWarningLines under its name (`base`, `head`), the rest counted as warnings from `from` (moreWarnings). */
function sideWarnings(notes, from, log) {
    return ['base', 'head'].flatMap((side) => (0,merge_warning_lines/* mergeWarningLines */.cH)(side, notes[side], (0,merge_warning_lines/* moreWarnings */.Hj)(from, log)));
}
/** `report` with abRoundWarnings, then abMergeWarnings, after its own warnings. */
function withAbWarnings(report, sides, log) {
    return (0,merge_warning_lines/* withWarnings */.oV)(report, [...abRoundWarnings(sides.roundNotes, log), ...abMergeWarnings(sides.mergeNotes, log)]);
}
/**
 * "make bench" or "make bench, worktree of main": how a side's source is named (the report adds the
 * commit). A current tree with uncommitted changes says so: it has no commit of its own.
 */
function describeSide(plan, side, tree, dirty) {
    const command = (0,command_line/* shortDisplay */.tk)(side === 'base' ? plan.base : plan.head);
    if (tree === undefined)
        return command;
    if (side === 'base')
        return `${command}, worktree of ${plan.baseLabel ?? 'the base'}`;
    return `${command}, current tree${dirty ? ' with uncommitted changes' : ''}`;
}

// EXTERNAL MODULE: ./src/run/confirm.ts + 1 modules
var run_confirm = __webpack_require__(6529);
// EXTERNAL MODULE: ./src/cli/argument-errors.ts
var argument_errors = __webpack_require__(1167);
// EXTERNAL MODULE: ./src/cli/command-options.ts
var command_options = __webpack_require__(560);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/load-inputs.ts + 1 modules
var load_inputs = __webpack_require__(2673);
// EXTERNAL MODULE: ./src/cli/output-files.ts + 1 modules
var output_files = __webpack_require__(7929);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
// EXTERNAL MODULE: ./src/cli/result-outputs.ts
var result_outputs = __webpack_require__(5754);
// EXTERNAL MODULE: ./src/cli/render-report.ts + 11 modules
var render_report = __webpack_require__(6284);
// EXTERNAL MODULE: ./src/cli/run-options.ts
var run_options = __webpack_require__(9952);
// EXTERNAL MODULE: ./src/cli/settled-results.ts
var settled_results = __webpack_require__(2848);
;// CONCATENATED MODULE: ./src/cli/ab-command.ts
/**
 * `bench-gate ab`: same-job interleaved A/B (STATISTICS.md §4.4 item 8). Base and head run
 * alternately on this machine, each run a fresh process, so drift and background load hit both
 * sides alike; each side's runs are parsed and merged, then compared in `ab` mode and reported
 * like `compare`. With --base-ref the base is a git worktree of REF, built with --build. The
 * rounds themselves live in run/ab.ts, shared with the action's `baseline: ab`. bench-gate.yml
 * (--config, else the nearest one up to the repository root) gives the format, the metrics
 * patterns, the rules and the defaults, as it does for `compare`, `run` and the action's A/B.
 */




















async function abCommand(args, ports) {
    const { values } = (0,argument_errors/* parseCommandArgs */.Qx)('ab', args, command_options/* AB_OPTIONS */.L6, false);
    if (values.help === true) {
        ports.stdout(help/* AB_HELP */.AV);
        return 0;
    }
    const suite = (0,options/* parseSuite */.El)('--suite', values.suite);
    const config = await readConfig(values, suite, ports);
    const plan = readPlan(values, config, ports);
    await (0,run_options/* checkResultsPath */.ai)(values.results, ports);
    const outputs = [['-o', values.out], ['--base-out', values['base-out']], ['--head-out', values['head-out']]];
    await (0,output_files/* checkOutputs */.n2)(outputs, [], ports);
    await (0,output_files/* checkOutputsBesideConfig */.Lk)(outputs, config?.file, ports);
    await (0,result_outputs/* checkReplacesResultsOnly */.G)([['--base-out', values['base-out']], ['--head-out', values['head-out']]], ports);
    await (0,run_options/* checkOutputsBesideResults */.hI)(outputs, values.results, ports);
    // Flags override the config, which overrides the defaults.
    const compareOptions = {
        mode: 'ab',
        threshold: (0,options/* parseThreshold */.B7)('--threshold', values.threshold, config?.threshold ?? 0.05),
        q: (0,options/* parseProbability */.fM)('--q', values.q, config?.q ?? 0.05),
        multipleComparisons: config?.multipleComparisons ?? 'bh',
    };
    const output = (0,render_report/* parseReportOutput */.R3)(values.output, '-o');
    const full = (0,render_report/* checkFull */.W5)(values.full, output, 'bench-gate ab');
    const policy = config === undefined ? undefined : new config_policy/* ConfigPolicy */.DL(config);
    const gatePolicy = policy?.gatePolicy();
    const confirm = (0,run_options/* confirmSetting */.$N)(values.confirm, values['no-confirm']);
    const { baseRef, build } = plan;
    const sides = baseRef === undefined ? await runAbRounds(plan, ports, undefined) : await runAbAgainstRef(plan, ports, baseRef, build);
    if (values['base-out'] !== undefined)
        await (0,output_files/* writeOutput */.zh)(ports, values['base-out'], `${JSON.stringify(sides.base, null, 2)}\n`);
    if (values['head-out'] !== undefined)
        await (0,output_files/* writeOutput */.zh)(ports, values['head-out'], `${JSON.stringify(sides.head, null, 2)}\n`);
    const compare = (head) => (0,config_policy/* compareWithConfig */.sc)(sides.base, head, compareOptions, policy);
    // What each side's rounds warned of their output as a whole, and what merging them warned of
    // (printed on stderr as the rounds ended), goes in the report too: the verdict rests on those
    // samples. Before confirming, which keeps the first report's warnings.
    let report = withAbWarnings(compare(sides.head), sides, 'on stderr');
    const flagged = (0,gate/* gatingRegressions */.NU)(report.comparisons, gatePolicy);
    // In ab mode both sides were just measured side by side: confirming is off unless asked (--confirm).
    if ((0,compare_confirm/* confirmWanted */.IP)(confirm, 'ab', flagged)) {
        const confirmed = await (0,run_confirm/* confirmRegressions */.j)({
            first: report, head: sides.head, regressions: flagged, compare, command: plan.head, runs: plan.rounds, series: plan.series, log: 'on stderr',
            ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
            ...(plan.results === undefined ? {} : { results: plan.results }),
        }, ports);
        report = confirmed.report;
        await (0,settled_results/* rewriteSettled */.K)(confirmed.head, sides.head, report, values['head-out'], ports);
    }
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    const rendered = (0,render_report/* renderReport */.B1)(report, output, { color, suite, full, command: 'bench-gate ab', stderr: (t) => ports.stderr(t) });
    if (values.out !== undefined)
        await (0,output_files/* writeOutput */.zh)(ports, values.out, rendered);
    else
        ports.stdout(rendered);
    (0,load_inputs/* warnUnmatchedRules */.Pp)(ports, policy);
    const regressions = (0,gate/* gatingRegressions */.NU)(report.comparisons, gatePolicy);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${(0,gate/* describeFailure */.Ic)(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
/** bench-gate.yml, looked for from the current directory (the head tree) before anything runs. */
async function readConfig(values, suite, ports) {
    const loaded = values['no-config'] === true ? undefined : await (0,load_inputs/* loadConfigFile */.HT)(values.config, ports);
    if (loaded === undefined)
        return undefined;
    const config = (0,resolve/* resolveConfig */.p)(loaded.config, loaded.path, suite);
    ports.stderr((0,load_inputs/* describeConfig */.Yy)(loaded, config));
    return config;
}
function readPlan(values, config, ports) {
    if (values.cmd !== undefined && (values['base-cmd'] !== undefined || values['head-cmd'] !== undefined)) {
        throw new cli_ports/* UsageError */.e('--cmd measures one command on both sides; it cannot be combined with --base-cmd or --head-cmd. Pass --cmd alone (with --base-ref), or both --base-cmd and --head-cmd.');
    }
    for (const option of ['base-cmd', 'head-cmd', 'cmd', 'build']) {
        const value = values[option];
        if (value?.trim() === '')
            throw new cli_ports/* UsageError */.e(`--${option} needs a command line, and '${value}' is empty (an unset shell variable?). Give the command to run, or leave --${option} out.`);
    }
    const baseCmd = values['base-cmd'] ?? values.cmd;
    const headCmd = values['head-cmd'] ?? values.cmd;
    if (baseCmd === undefined || headCmd === undefined) {
        throw new cli_ports/* UsageError */.e('ab needs the commands to measure: --base-cmd CMD and --head-cmd CMD, or --cmd CMD for both (with --base-ref REF, base runs in a worktree of REF). Example: bench-gate ab --base-cmd ./old/bench --head-cmd ./bench --rounds 10');
    }
    if (values.build !== undefined && values['base-ref'] === undefined)
        throw new cli_ports/* UsageError */.e('--build needs --base-ref: it builds the worktree of REF and the current tree. Without --base-ref, build both versions before running ab.');
    const timeoutMs = (0,run_options/* parseTimeout */.ZZ)(values.timeout);
    const order = (0,options/* oneOf */.yL)('--order', values.order, AB_ORDERS, 'abba');
    if (values.seed !== undefined && order !== 'random')
        throw new cli_ports/* UsageError */.e(`--seed draws the order of --order random, but the order is ${order}, which has no randomness. Add --order random, or leave --seed out.`);
    return {
        base: (0,command_line/* bashCommand */.O6)(baseCmd),
        head: (0,command_line/* bashCommand */.O6)(headCmd),
        ...(values['base-ref'] === undefined ? {} : { baseRef: values['base-ref'], baseLabel: values['base-ref'] }),
        ...(values.build === undefined ? {} : { build: (0,command_line/* bashCommand */.O6)(values.build) }),
        ...(values.results === undefined ? {} : { results: values.results }),
        rounds: (0,run_options/* parseCount */.zq)('--rounds', values.rounds, 10, 1, 10_000),
        order,
        seed: (0,run_options/* parseCount */.zq)('--seed', values.seed, ports.now().getTime() % 2 ** 32, 0, 2 ** 32 - 1),
        series: {
            format: (0,options/* oneOf */.yL)('--format', values.format, input/* INPUT_FORMATS */.oL, config?.format ?? 'auto'),
            ...(config === undefined ? {} : { metrics: config.metrics }),
            quiet: values.quiet === true, lenient: values.lenient === true,
            ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
            ...(values.results === undefined ? {} : { results: { io: (0,run_options/* cliResultsIO */.HT)(ports), option: '--results' } }),
        },
    };
}


/***/ })

};
