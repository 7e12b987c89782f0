export const id = 122;
export const ids = [122];
export const modules = {

/***/ 2122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommand: () => (/* binding */ checkCommand)
/* harmony export */ });
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7911);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2673);
/* harmony import */ var _run_partial_results_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7231);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2082);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9952);
/**
 * `bench-gate check --max-age 24h [--commit SHA] [--allow-partial] FILE`: for results measured
 * elsewhere and committed (Seq's 24-hour rule), fails when they are older than allowed, carry no
 * time, come from another commit, or are partial (a failing run stopped `run`, or result lines
 * that --lenient skipped) unless allowed.
 * The clock comes from the ports, so the verdict is testable.
 */








/** Clocks disagree a little; a time further ahead than this is an error, not skew. */
const FUTURE_SLACK_MS = 5 * 60_000;
async function checkCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)('check', args, _command_options_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_OPTIONS */ .m5, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_4__/* .CHECK_HELP */ .D_);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`check needs exactly one result file (got ${positionals.length}).${positionals.length === 0 ? await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_OPTIONS */ .m5, ports) : ''} Example: bench-gate check --max-age 24h --commit "$(git rev-parse HEAD)" bench.json`);
    const maxAge = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDuration */ .E9)('--max-age', values['max-age']);
    const wanted = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommit */ .L5)('--commit', values.commit);
    if (maxAge === undefined && wanted === undefined)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e('check needs --max-age, --commit, or both. Example: bench-gate check --max-age 24h bench.json');
    const [path = ''] = positionals;
    const { set, path: name, format } = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .loadInput */ .lJ)(path, ports, { format: 'auto', lenient: false, verbose: false, parseFirst: 'check' });
    // A tool's own output records neither when nor on which commit it ran: only a result file does.
    if (format !== 'result')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} is ${format} output, not a bench-gate result file, so it records neither when nor on which commit it was measured. Write a result file from it and check that: bench-gate parse ${path} --commit "$(git rev-parse HEAD)" -o results.json (the time recorded is when ${path === '-' ? 'it is parsed' : 'the file was written'}), or use \`bench-gate run\`.`);
    const parts = [];
    if (maxAge !== undefined)
        parts.push(checkAge(name, set.context.time, maxAge, (values['max-age'] ?? '').trim(), ports.now()));
    if (wanted !== undefined)
        parts.push(checkCommit(name, set.context.commit, wanted));
    const partial = (0,_run_partial_results_js__WEBPACK_IMPORTED_MODULE_7__/* .partialResults */ .kX)(set.diagnostics);
    // A file written with --lenient records the result lines it could not read: their samples are missing too.
    const lost = (0,_run_partial_results_js__WEBPACK_IMPORTED_MODULE_7__/* .recordedLosses */ .c2)(set.diagnostics);
    if (values['allow-partial'] !== true) {
        if (partial.length > 0)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} holds partial results (${partial.join('; ')}), so it is not the measurement that was planned. Re-run the benchmarks until every run succeeds and commit the new results, or pass --allow-partial to accept it.`);
        if (lost.length > 0)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} was written with --lenient, without the results it could not read (${lost.join('; ')}), so it is not the whole measurement. Fix what broke them (\`bench-gate parse\` without --lenient says what it could not read) and commit new results, or pass --allow-partial to accept it.`);
    }
    if (partial.length > 0 || lost.length > 0)
        parts.push('partial results allowed (--allow-partial)');
    ports.stdout(`${name}: OK, ${parts.join(', ')}\n`);
    return 0;
}
function checkAge(name, time, maxAgeMs, limit, now) {
    if (time === undefined)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} records no time (context.time), so its age cannot be checked. Write it with \`bench-gate run\`, which records when the benchmarks ran.`);
    const at = Date.parse(time);
    if (Number.isNaN(at))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} has an unreadable time '${time}' in context.time; expected an ISO 8601 time like 2026-11-21T12:00:00Z.`);
    const age = now.getTime() - at;
    if (age < -FUTURE_SLACK_MS)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} was measured at ${time}, ${(0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .formatAge */ .nV)(age)} in the future by this clock. Check the clock of the machine that measured it.`);
    // `--max-age 24` is 24 seconds: say so, as a day was probably meant.
    const unit = /^\d+(?:\.\d+)?$/.test(limit) ? ` (seconds: a number without a unit is seconds; ${limit}h is hours)` : '';
    if (age > maxAgeMs)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} is too old: measured ${(0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .formatAge */ .nV)(age)} ago (${time}), and --max-age is ${limit}${unit}. Re-run the benchmarks and commit the new results.`);
    return `measured ${(0,_run_options_js__WEBPACK_IMPORTED_MODULE_3__/* .formatAge */ .nV)(Math.max(0, age))} ago (limit ${limit})`;
}
function checkCommit(name, recorded, wanted) {
    if (recorded === undefined)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} records no commit (context.commit), so it cannot be checked against ${wanted}. Write it with \`bench-gate run\` in the repository (or \`parse --commit\`).`);
    const a = recorded.toLowerCase();
    const b = wanted.toLowerCase();
    // Only the SHA asked for may be short: a short recorded commit cannot show that it is the longer
    // one asked for (`abcd` is also the start of every other `abcd...`).
    if (a.length < b.length && b.startsWith(a))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} records only the short commit ${recorded}, which cannot show that it is ${wanted}. Record the full SHA when writing it (bench-gate run in the repository, or parse --commit "$(git rev-parse HEAD)"), or pass check a SHA no longer than the recorded one.`);
    if (!a.startsWith(b))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${name} was measured on commit ${recorded}, not ${wanted}. Re-run the benchmarks on ${wanted} and commit the new results.`);
    return `commit ${recorded.slice(0, 12)}`;
}


/***/ }),

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ confirmSetting),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   HT: () => (/* binding */ cliResultsIO),
/* harmony export */   Vz: () => (/* binding */ splitAtDoubleDash),
/* harmony export */   ZZ: () => (/* binding */ parseTimeout),
/* harmony export */   ai: () => (/* binding */ checkResultsPath),
/* harmony export */   hI: () => (/* binding */ checkOutputsBesideResults),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   zq: () => (/* binding */ parseCount)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(128);
/* harmony import */ var _run_results_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9994);
/* harmony import */ var _file_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1120);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2673);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2082);
/**
 * Option values of the commands that run benchmarks or check result files: counts, durations
 * (`30s`, `24h`, `7d`), seeds, and the `-- CMD...` split.
 */







/** A whole number in [min, max]. */
function parseCount(option, value, fallback, min, max) {
    if (value === undefined)
        return fallback;
    const number = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || number < min || number > max)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a whole number from ${min} to ${max}.`);
    return number;
}
const UNITS = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
/** A duration in milliseconds: `500ms`, `30s`, `30m`, `24h`, `7d`, `2w`; a bare number is seconds. */
function parseDuration(option, value) {
    if (value === undefined)
        return undefined;
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d|w)?$/.exec(value.trim());
    const ms = match === null ? NaN : Number(match[1]) * (UNITS[match[2] ?? 's'] ?? NaN);
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a duration like 90s, 30m, 24h or 7d.`);
    return ms;
}
/** Node's timers hold at most 2^31 − 1 ms (about 24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** --timeout: a duration (parseDuration) that a timer can hold. */
function parseTimeout(value) {
    const ms = parseDuration('--timeout', value);
    // Timers count whole milliseconds: 0.001ms would be kept as 1 ms and kill every run at once.
    if (ms !== undefined && ms < 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--timeout ${value ?? ''} is shorter than a millisecond, the shortest timeout bench-gate can set; give a run's real limit, like 90s or 10m.`);
    if (ms !== undefined && ms > LONGEST_TIMER_MS)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--timeout ${value ?? ''} is longer than the longest timeout bench-gate can set (24 days); give at most 24d, or leave --timeout out for none.`);
    return ms;
}
/** "3 h 12 min", "2 d 4 h", "45 s": a duration for messages, two units at most. */
function formatAge(ms) {
    const seconds = Math.round(Math.abs(ms) / 1000);
    const parts = [[Math.floor(seconds / 86_400), 'd'], [Math.floor(seconds / 3600) % 24, 'h'], [Math.floor(seconds / 60) % 60, 'min'], [seconds % 60, 's']];
    const first = parts.findIndex(([n]) => n > 0);
    if (first === -1)
        return '0 s';
    return parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
}
/**
 * Splits `[options] -- CMD...` at the first `--`. Without `--`, every argument is an option or a
 * command word, and a dash-word of the command would be taken for an option: say so if parsing fails.
 */
function splitAtDoubleDash(args) {
    const at = args.indexOf('--');
    return at === -1 ? { options: [...args], command: undefined } : { options: args.slice(0, at), command: args.slice(at + 1) };
}
/**
 * Refuses a --results path that must not be removed before each run: the working directory or one
 * above it, the home directory, a git checkout (a directory holding `.git`), or an existing
 * directory that holds anything but benchmark results (`--results /tmp`, `--results src`): that is
 * not the benchmark's output, and removing it would destroy what is not bench-gate's. A criterion
 * tree, whatever its name (CRITERION_HOME, one group's directory, a symbolic link to it), is kept
 * removable, as is a directory a tool's earlier run filled with its JSON. A device, FIFO or socket
 * (`--results /dev/null`) is not results either, and a path no command can write (through a file,
 * a symbolic link loop) is refused with the reason. Checked before anything runs.
 */
async function checkResultsPath(path, ports) {
    if (path === undefined)
        return;
    if (path.trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('--results needs a path: the file or directory the command writes its results to.');
    const found = await ports.fileStat(path).catch(async (error) => { throw await (0,_file_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .fileError */ .z)(path, 'write', error, ports, _io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .BENCHMARK_OUTPUT */ .AX, '--results'); });
    const why = await (0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .resultsPathRefusal */ .aH)(path, found, { holdsGit: (dir) => (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .pathExists */ .s0)(`${dir}/.git`, ports), firstForeignFile: (dir) => ports.firstForeignFile(dir) }, (0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .unsafeResultsPath */ .mE)(path, ports.cwd(), ports.env.HOME));
    if (why !== undefined)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e((0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .unsafeResultsMessage */ .yp)(path, '--results', why));
}
/**
 * Refuses an output (`-o`, `--base-out`, ...) that is the --results path or inside it: that path is
 * removed before every run, confirming reruns included, which come after the outputs are written,
 * and the command writes its own results there, so the file bench-gate wrote would be lost.
 * `outputs` pairs an option with its path (undefined: not given); `inputs` (run's --baseline) are
 * refused there too, since the first run would delete them. Checked before anything runs.
 */
async function checkOutputsBesideResults(outputs, results, ports, inputs = []) {
    if (results === undefined)
        return;
    const removed = await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(results, ports);
    const within = async (path) => {
        const identity = await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(path, ports);
        return identity === removed ? 'also' : identity.startsWith(removed.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? removed : `${removed}${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) ? 'inside' : undefined;
    };
    for (const [option, path] of inputs) {
        const where = path === undefined ? undefined : await within(path);
        if (where === undefined)
            continue;
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run for the command to write its results there, so the file ${option} names would be deleted. Give --results the path the command writes its results to, apart from ${option}.`);
    }
    for (const [option, path] of outputs) {
        const where = path === undefined ? undefined : await within(path);
        if (where === undefined)
            continue;
        // An example that is not the --results path itself.
        const example = await within(OUTPUT_EXAMPLES[0]) === undefined ? OUTPUT_EXAMPLES[0] : OUTPUT_EXAMPLES[1];
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run (confirming reruns too) for the command to write its results there, so what ${option} writes would be lost. Give ${option} a path outside it, e.g. ${option} ${example}.`);
    }
}
const OUTPUT_EXAMPLES = ['bench-gate-results.json', 'bench-gate-output.json'];
/** The results-file operations (--results) over the CLI's ports: a missing path reads as `missing`. */
function cliResultsIO(ports) {
    const missing = (error) => ['ENOENT', 'ENOTDIR'].includes(String(error.code));
    const reason = (error) => (error instanceof Error ? error.message : String(error));
    return {
        remove: (path) => ports.removePath((0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .removalPath */ .uI)(path)),
        read: async (path) => {
            try {
                if (await ports.isDirectory(path))
                    return { kind: 'dir', files: await ports.readJsonTree(path) };
                const text = (0,_io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeInput */ .Ny)(await ports.readFile(path), path);
                return text.ok ? { kind: 'file', text: text.value } : { kind: 'unreadable', reason: text.error };
            }
            catch (error) {
                return missing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: reason(error) };
            }
        },
    };
}
/** --confirm / --no-confirm as a setting: on, off, or auto when neither was given. */
function confirmSetting(confirm, noConfirm) {
    if (confirm === true && noConfirm === true)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('--confirm and --no-confirm contradict each other; pass one.');
    return confirm === true ? 'on' : noConfirm === true ? 'off' : 'auto';
}


/***/ }),

/***/ 9994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PA: () => (/* binding */ missingResults),
/* harmony export */   aH: () => (/* binding */ resultsPathRefusal),
/* harmony export */   hU: () => (/* binding */ resultsPathIn),
/* harmony export */   mE: () => (/* binding */ unsafeResultsPath),
/* harmony export */   uI: () => (/* binding */ removalPath),
/* harmony export */   yp: () => (/* binding */ unsafeResultsMessage)
/* harmony export */ });
/* unused harmony exports protectedDirectory, SPECIAL_FILE_REASON */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Results files (`run --results PATH`, `ab --results PATH`, the action's `output-file` when the
 * engine runs the command): a command that writes its results to a file or directory (hyperfine
 * --export-json, criterion's target/criterion, a custom JSON) instead of printing them. The path
 * is removed before every run, so a file left by an earlier run (or an earlier job on a
 * self-hosted runner) is never read, and read after the run; a run that did not write it fails.
 * Since it is removed, a path whose removal would take more than old results with it (the
 * directory bench-gate runs in, one above it, the home directory) is refused before anything runs.
 */

/** The path a side's results file has: relative paths are taken from the tree the side runs in. */
function resultsPathIn(path, treeRoot) {
    if (treeRoot === undefined || path.startsWith('/'))
        return path;
    return `${treeRoot.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}
/**
 * Whether `path` (relative to `cwd`) names a directory bench-gate must never take for its own, and
 * which: `cwd` itself, a directory above it (a filesystem root included), the home directory or one
 * above it; `target` is the path resolved. undefined for any other path. Shared by results paths
 * (removed before every run) and the action's artifact-path (written into, then uploaded). Pure:
 * `cwd` and `home` are given.
 */
function protectedDirectory(path, cwd, home) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    // True when `dir` is the target or inside it.
    const holds = (dir) => dir === target || dir.startsWith(target.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? target : `${target}${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`);
    if (holds((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd)))
        return { is: target === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd) ? 'cwd' : 'above-cwd', target };
    if (home !== undefined && home !== '' && holds((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(home)))
        return { is: target === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(home) ? 'home' : 'above-home', target };
    return undefined;
}
/**
 * Why removing `path` (relative to `cwd`) before every run would destroy more than old results,
 * or undefined when it does not: it is `cwd` itself or a directory above it, or the home directory
 * or one above that (protectedDirectory). Pure: `cwd` and `home` are given.
 */
function unsafeResultsPath(path, cwd, home) {
    switch (protectedDirectory(path, cwd, home)?.is) {
        case undefined: return undefined;
        case 'cwd': return 'is the directory bench-gate runs in';
        case 'above-cwd': return 'is a directory above the one bench-gate runs in';
        case 'home':
        case 'above-home': return 'is your home directory or a directory above it';
    }
}
/**
 * Why an existing directory must not be removed as a results path: it holds `file` (relative to
 * it), which is not a benchmark result (io/results-tree.ts says which files are).
 */
function foreignContentReason(file) {
    return `is an existing directory that holds ${file}, which is not a benchmark result (only a tree of results is removed: criterion's JSON, CSV, SVG and HTML, or a tool's JSON or CSV exports)`;
}
/** Why a device, FIFO or socket (`--results /dev/null`, `output-file: /dev/null`) is not a results path. */
const SPECIAL_FILE_REASON = 'is a device, FIFO or socket, not a file the command writes';
/**
 * Why an existing results path must not be removed before a run, shared by the CLI's --results and
 * the action's output-file, or undefined when it may: a device, FIFO or socket (`found`, what
 * fileStat says is there, following links); then `unsafe` when the caller found the path itself
 * unsafe (unsafeResultsPath); then a git checkout, or a directory holding anything but benchmark
 * results. Removing any of them would destroy what is not the benchmark's output.
 */
async function resultsPathRefusal(path, found, checks, unsafe) {
    if (found?.type === 'other')
        return SPECIAL_FILE_REASON;
    if (unsafe !== undefined)
        return unsafe;
    if (await checks.holdsGit(path))
        return 'is a git checkout (it holds .git)';
    const foreign = await checks.firstForeignFile(path);
    return foreign === undefined ? undefined : foreignContentReason(foreign);
}
/**
 * The path as removal needs it: `target/criterion/.` names the directory, but removing a path that
 * ends in `.` fails (EINVAL), so `.` and `..` parts are resolved away (normalize).
 */
function removalPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.normalize)(path);
}
/** The error for a results path that must not be removed (see unsafeResultsPath), with the fix. */
function unsafeResultsMessage(path, option, why) {
    return `${option} ${path} ${why}. bench-gate removes this path before every run, so that results left by an earlier run never pass for new ones: name the file or directory only the benchmark writes, e.g. ${option} bench.json or ${option} target/criterion.`;
}
/** The message for a run that finished without writing its results. */
function missingResults(what, path, option) {
    // The CLI's --results is relative to the directory bench-gate runs in; the action's output-file to the workspace.
    const base = option.startsWith('input') ? 'the workspace' : 'the directory bench-gate runs in';
    return `${what} finished, but ${path} (${option}) does not exist after it: the command did not write its results there. Check that the command writes to this path (relative to ${base}), e.g. hyperfine --export-json ${path}.`;
}


/***/ })

};
