export const id = 581;
export const ids = [581];
export const modules = {

/***/ 5581:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_run_cli_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3212);
/* harmony import */ var _io_json_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8009);
/* harmony import */ var _io_read_capped_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1606);
/* harmony import */ var _io_replace_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1235);
/* harmony import */ var _io_results_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3651);
/* harmony import */ var _io_writable_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(774);
/* harmony import */ var _io_file_stat_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9215);
/* harmony import */ var _run_log_stream_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8624);
/**
 * The bench-gate command line: builds real Ports from node:fs and process, runs the dispatcher,
 * sets the exit status. Everything testable lives in cli/run-cli.ts.
 */











/**
 * The process spawner and the fingerprint (child_process, crypto, os) are loaded by the commands
 * that run benchmarks, on first use: `compare` never pays for them. Kept once loaded, so that
 * Ctrl-C can reach the children it started.
 */
let spawner;
const loadSpawner = async () => (spawner ??= await __webpack_require__.e(/* import() */ 798).then(__webpack_require__.bind(__webpack_require__, 1798)));
/**
 * process.stdout reports a failed write (ENOSPC on a full disk, EPIPE when the reader has gone)
 * through the write's callback and an 'error' event, after write() has returned. The first failure
 * is kept: the stdout port throws it on its next call and flushStdout rejects with it; runCli
 * decides what it means (cli/run-cli.ts). Without the listener an 'error' event would crash the
 * process with a stack trace and exit status 1, which reads as "regression found".
 */
let stdoutFailure;
const noteStdoutFailure = (error) => {
    // A write queued behind the failed one fails as ERR_STREAM_DESTROYED: a consequence, not the cause.
    if (error != null && error.code !== 'ERR_STREAM_DESTROYED')
        stdoutFailure ??= error;
};
process.stdout.on('error', noteStdoutFailure);
/**
 * Standard error carries diagnostics, never the verdict: the exit status is the verdict. A failed
 * write to it (EPIPE when its reader has gone, ENOSPC on /dev/full, EIO on a dead terminal) changes
 * nothing: the report still goes to stdout and the exit status stays the command's own
 * (run/log-stream.ts, which the action uses for its log too).
 */
const writeStderr = (0,_run_log_stream_js__WEBPACK_IMPORTED_MODULE_10__/* .logWriter */ .m)(process.stderr);
/** Shown when `-` reads a terminal: the command would otherwise look hung. */
const TERMINAL_STDIN_HINT = 'bench-gate: reading - (standard input) from the terminal: paste the input, then press Ctrl-D at the start of a line (on Windows Ctrl-Z, then Enter). To read a file, give its name instead of -.\n';
const ports = {
    // Inputs are capped (io/decode.ts MAX_INPUT_BYTES): a 200 MB file is refused from its size, unread.
    readFile: (path) => (0,_io_read_capped_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileCapped */ .uh)(path),
    readStdin: () => {
        // On a terminal, reading waits for typing with no sign of it: say what to do (a pipe or file says nothing).
        if (process.stdin.isTTY === true)
            writeStderr(TERMINAL_STDIN_HINT);
        return (0,_io_read_capped_js__WEBPACK_IMPORTED_MODULE_5__/* .readStdinCapped */ .cv)();
    },
    isDirectory: async (path) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isDirectory(),
    firstForeignFile: (path) => (0,_io_results_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .firstForeignFile */ .t)(path),
    modifiedTime: async (path) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.mtime,
    readJsonTree: _io_json_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .readJsonTree */ .f,
    realPath: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path),
    writeFile: (path, text) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text, 'utf8'),
    replaceFile: _io_replace_file_js__WEBPACK_IMPORTED_MODULE_6__/* .replaceFile */ .f,
    checkWritable: (path) => (0,_io_writable_js__WEBPACK_IMPORTED_MODULE_8__/* .checkWritable */ .Z)(path),
    fileStat: (path) => (0,_io_file_stat_js__WEBPACK_IMPORTED_MODULE_9__/* .fileStat */ .f)(path),
    stdout: (text) => {
        if (stdoutFailure !== undefined)
            throw stdoutFailure;
        process.stdout.write(text, noteStdoutFailure);
    },
    // Writes are done in order, so the callback of an empty write comes after every earlier one's.
    flushStdout: () => new Promise((resolve, reject) => {
        process.stdout.write('', () => (stdoutFailure === undefined ? resolve() : reject(stdoutFailure)));
    }),
    stderr: (text) => writeStderr(text),
    env: process.env,
    cwd: () => process.cwd(),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => new Date(),
    spawn: async (request) => {
        forwardSignals();
        return (await loadSpawner()).spawnProcess(request);
    },
    fingerprint: async () => (await __webpack_require__.e(/* import() */ 939).then(__webpack_require__.bind(__webpack_require__, 9939))).readFingerprint(process.env, process.env.BENCH_GATE_MACHINE_ID ?? ''),
    makeTempDir: (prefix) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), prefix)),
    removePath: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true }),
};
// Benchmarks run in their own process groups (for --timeout), so Ctrl-C must be passed on; the
// command then fails as usual and cleans up (ab removes its worktree). With no child running, or
// on a second Ctrl-C, it quits at once. The handlers are installed with the first child only: a
// handler runs on the event loop, so a command that never starts one (compare, a long synchronous
// comparison) keeps the default disposition and stops at once on Ctrl-C, `timeout` or a CI cancel.
let interrupted;
let forwarding = false;
function forwardSignals() {
    if (forwarding)
        return;
    forwarding = true;
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => {
            if (interrupted !== undefined || (spawner?.stopAllChildren(signal) ?? 0) === 0)
                process.exit(130);
            interrupted = signal;
        });
    }
}
const status = await (0,_cli_run_cli_js__WEBPACK_IMPORTED_MODULE_3__/* .runCli */ .a)(process.argv.slice(2), ports);
process.exitCode = interrupted === undefined ? status : 130;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   Rm: () => (/* binding */ inputsTakenAsValues),
/* harmony export */   c1: () => (/* binding */ ArgumentError),
/* harmony export */   rU: () => (/* binding */ argumentErrorMessage)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(560);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2082);
/**
 * Reading a command's options, and node:util parseArgs errors reworded for bench-gate users.
 * Node's own messages are written for script authors ("argument is ambiguous ... '--threshold=-XYZ'"),
 * quote the option's internal spelling ('-o, --output <value>'), and point at the general help;
 * ours say what was wrong with the command line as typed, what was probably meant (a near miss,
 * or an option of another command), and which help page lists the command's options.
 */



/** A command-line mistake (exit 2); `unknownOption` is set when an option was not one of the command's. */
class ArgumentError extends _ports_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e {
    unknownOption;
    constructor(message, unknownOption = false) {
        super(message);
        this.unknownOption = unknownOption;
    }
}
/**
 * Parses `args` with `options` (strict), and refuses what parseArgs lets through: a value option
 * given twice (parseArgs keeps the last and drops the first, silently), an option and its `no-`
 * form together (`--color --no-color`), and a one-letter long option typed with one dash (`-q` is
 * --quiet in `run`, so it must not be --q in `compare`). Every refusal is an ArgumentError.
 */
function parseCommandArgs(command, args, options, allowPositionals) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: [...args], options, allowPositionals, strict: true, tokens: true });
    }
    catch (error) {
        const message = argumentErrorMessage(error, command, args, options);
        if (message === undefined)
            throw error;
        throw new ArgumentError(message, error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION');
    }
    const help = helpPointer(command);
    const seen = new Map();
    for (const token of parsed.tokens) {
        if (token.kind !== 'option')
            continue;
        const short = options[token.name]?.short;
        if (!token.rawName.startsWith('--') && short !== token.rawName.slice(1)) {
            throw new ArgumentError(`${unknownOptionText(token.rawName, command, args, options)} ${help}`, true);
        }
        // `-o=x.json` is -o with the value `=x.json` to parseArgs (a file named "=x.json"): `=` joins
        // only a long option to its value.
        if (!token.rawName.startsWith('--') && options[token.name]?.type === 'string' && token.value?.startsWith('=') === true && token.inlineValue === true) {
            throw new ArgumentError(`${token.rawName}${token.value}: a short option takes its value after a space (${token.rawName} ${token.value.slice(1)}) or joined (${token.rawName}${token.value.slice(1)}); \`=\` joins only a long one (--${token.name}${token.value}).`);
        }
        seen.set(token.name, [...(seen.get(token.name) ?? []), { raw: token.rawName, value: token.value }]);
    }
    for (const [name, uses] of seen) {
        if (options[name]?.type === 'string' && uses.length > 1) {
            const given = uses.map((u) => `${u.raw} '${u.value ?? ''}'`).join(', ');
            throw new ArgumentError(`option --${name} is given ${uses.length === 2 ? 'twice' : `${uses.length} times`} (${given}), and only one can be used. Give it once.`);
        }
        if (seen.has(`no-${name}`))
            throw new ArgumentError(`--${name} and --no-${name} contradict each other; pass one.`);
    }
    return { values: parsed.values, positionals: parsed.positionals };
}
/**
 * For a command given too few inputs: the options whose value is an existing file, the way
 * `--threshold $T base.txt head.txt` reads when T is unset (the option takes base.txt, and one
 * input is left), as a sentence to add to the refusal; '' when there is none. A value joined to
 * its option (`--threshold=x`) was meant as one, so only a value given as its own argument counts.
 */
async function inputsTakenAsValues(values, args, options, ports) {
    const taken = [];
    for (const [name, value] of Object.entries(values)) {
        const short = options[name]?.short;
        const spellings = [`--${name}`, ...(short === undefined ? [] : [`-${short}`])];
        const at = typeof value === 'string' && value !== '' ? args.findIndex((arg, i) => arg === value && spellings.includes(args[i - 1] ?? '')) : -1;
        // --config takes a file by design: a YAML one is the config meant, not a lost input (`--config $C old.txt new.txt` is).
        if (typeof value !== 'string' || at < 1 || (name === 'config' && /\.ya?ml$/i.test(value)))
            continue;
        // Named as typed: `-o took a.txt` for -o, not --out.
        if ((await ports.fileStat(value).catch(() => undefined)) !== undefined)
            taken.push(`${args[at - 1] ?? `--${name}`} took ${value}`);
    }
    if (taken.length === 0)
        return '';
    return ` ${listed(taken)} as its value: was ${taken.length === 1 ? "that option's own value" : 'an option\'s own value'} left out (an unset shell variable)? Give it, or leave the option out.`;
}
const helpPointer = (command) => `Run \`bench-gate help ${command}\` for its options.`;
/**
 * The user-facing message for a parseArgs error of `command`, or undefined when `error` is not one.
 * `options` (by default the command's own table) is where near misses are looked for.
 */
function argumentErrorMessage(error, command, args, options = _command_options_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_OPTIONS */ .dP[command]) {
    const code = error?.code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
        return undefined;
    const message = error.message;
    const help = helpPointer(command);
    // Node's message starts with the option in quotes: '--name', '--name <value>' or '-n, --name <value>'
    // (the long name kept); the rest of the message may quote other things, such as '--'.
    const quoted = /^(?:Unknown option|Option) '([^']+)'/.exec(message)?.[1];
    const option = quoted?.replace(/^-[^-], /, '').replace(/ <value>$/, '') ?? 'an option';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        return `${unknownOptionText(option, command, args, options ?? {})} ${help}`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
        const argument = /Unexpected argument '(.*)'/s.exec(message)?.[1] ?? '';
        return `unexpected argument '${argument}': ${command} takes no file or command here. ${help}`;
    }
    if (message.includes('ambiguous')) {
        // `option` is as typed (-o or --output); node names the long form in its advice.
        const long = /use '(--[^=']+)=/.exec(message)?.[1] ?? option;
        // The occurrence node stopped at is one followed by a dash argument; an earlier one may have had its value.
        const at = args.findIndex((a, i) => a === option && args[i + 1]?.startsWith('-') === true);
        const next = at === -1 ? undefined : args[at + 1];
        const named = next === undefined ? '' : ` '${next}'`;
        return `option ${option} needs a value, and the next argument${named} starts with '-', so it reads as an option. If ${next === undefined ? 'that' : `'${next}'`} is the value, write ${long}=${next ?? 'VALUE'}. ${help}`;
    }
    if (message.includes('argument missing'))
        return `option ${option} needs a value. ${help}`;
    if (message.includes('does not take an argument'))
        return `option ${option} takes no value; give it alone. ${help}`;
    return `${message}. ${help}`;
}
/**
 * "unknown option --treshold; did you mean --threshold?", "unknown option --threshold: it is an
 * option of compare, run and ab, not of parse", or "unknown option -b (in -base.txt)" with how to
 * pass a file name that starts with a dash.
 */
function unknownOptionText(option, command, args, options) {
    const long = option.startsWith('--');
    const name = option.replace(/^--?/, '').replace(/=.*$/s, '');
    // A dash word that parseArgs split into one-letter options: `-base.txt` is -b, -a, -s, ...
    const group = long ? undefined : args.find((a) => /^-[^-]/.test(a) && a.length > 2 && a !== option && a.slice(1).includes(name));
    if (group !== undefined) {
        const typed = `unknown option ${option} (in ${group})`;
        // `run`'s own message says where the benchmark command's options go.
        return command === 'run' ? `${typed}.` : `${typed}. If ${group} is a file name, give it after --, as in \`bench-gate ${command} [options] -- ${group}\`.`;
    }
    // `-q` for --q: one-letter long options take two dashes.
    if (!long && Object.hasOwn(options, name))
        return `unknown option ${option}; did you mean --${name}?`;
    const others = Object.entries(_command_options_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMAND_OPTIONS */ .dP)
        .filter(([other, table]) => other !== command && Object.entries(table).some(([n, o]) => (long ? n === name : o.short === name)))
        .map(([other]) => other);
    if (others.length > 0)
        return `unknown option ${option}: it is an option of ${listed(others)}, not of ${command}.`;
    const near = nearestOption(name, options);
    return near === undefined ? `unknown option ${option}.` : `unknown option ${option}; did you mean --${near}?`;
}
const listed = (names) => (names.length === 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`);
/** The option of `options` closest to `typed` (a typo, a missing or extra letter, or a prefix), if any is close. */
function nearestOption(typed, options) {
    const names = Object.keys(options);
    const prefixed = names.filter((n) => typed.length >= 3 && n.startsWith(typed));
    if (prefixed.length === 1)
        return prefixed[0];
    let best;
    for (const name of names) {
        const distance = editDistance(typed.toLowerCase(), name);
        if (best === undefined || distance < best.distance)
            best = { name, distance };
    }
    // A name of one or two letters (`q`) is close to everything short: only a wrong case or dash counts there.
    const allowed = Math.min(2, Math.floor((best?.name.length ?? 0) / 3));
    return best !== undefined && best.distance <= allowed ? best.name : undefined;
}
/** Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment). */
function editDistance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => d[i]?.[j] ?? Infinity;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, at(i - 2, j - 2) + 1);
            const row = d[i];
            if (row !== undefined)
                row[j] = value;
        }
    }
    return at(a.length, b.length);
}


/***/ }),

/***/ 560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L6: () => (/* binding */ AB_OPTIONS),
/* harmony export */   WZ: () => (/* binding */ MERGE_OPTIONS),
/* harmony export */   dP: () => (/* binding */ COMMAND_OPTIONS),
/* harmony export */   jp: () => (/* binding */ PARSE_OPTIONS),
/* harmony export */   li: () => (/* binding */ COMPARE_OPTIONS),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   p7: () => (/* binding */ RUN_OPTIONS),
/* harmony export */   uJ: () => (/* binding */ REPORT_OPTIONS)
/* harmony export */ });
const REPORT_FLAGS = {
    output: { type: 'string' }, out: { type: 'string', short: 'o' }, full: { type: 'boolean' },
    color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
};
const CONFIG_FLAGS = { config: { type: 'string' }, 'no-config': { type: 'boolean' } };
const COMPARE_OPTIONS = {
    format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
    'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
    ...REPORT_FLAGS, suite: { type: 'string' },
    lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
    ...CONFIG_FLAGS,
};
const PARSE_OPTIONS = {
    format: { type: 'string' }, suite: { type: 'string' }, commit: { type: 'string' }, branch: { type: 'string' },
    out: { type: 'string', short: 'o' }, lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
    ...CONFIG_FLAGS,
};
const RUN_OPTIONS = {
    format: { type: 'string' }, runs: { type: 'string', short: 'n' }, timeout: { type: 'string' }, out: { type: 'string', short: 'o' },
    shell: { type: 'boolean' }, suite: { type: 'string' }, commit: { type: 'string' }, quiet: { type: 'boolean', short: 'q' },
    lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    ...CONFIG_FLAGS, results: { type: 'string' },
    baseline: { type: 'string' }, mode: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
    output: { type: 'string' }, report: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' }, full: { type: 'boolean' },
    color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
};
const AB_OPTIONS = {
    'base-cmd': { type: 'string' }, 'head-cmd': { type: 'string' }, cmd: { type: 'string' }, 'base-ref': { type: 'string' }, build: { type: 'string' },
    rounds: { type: 'string' }, order: { type: 'string' }, seed: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string' },
    threshold: { type: 'string' }, q: { type: 'string' }, ...REPORT_FLAGS,
    'base-out': { type: 'string' }, 'head-out': { type: 'string' }, suite: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' }, lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    results: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' },
    ...CONFIG_FLAGS,
};
const MERGE_OPTIONS = {
    out: { type: 'string', short: 'o' }, 'allow-different-machines': { type: 'boolean' }, suite: { type: 'string' }, help: { type: 'boolean', short: 'h' },
};
const CHECK_OPTIONS = {
    'max-age': { type: 'string' }, commit: { type: 'string' }, 'allow-partial': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
};
const REPORT_OPTIONS = { ...REPORT_FLAGS, suite: { type: 'string' }, help: { type: 'boolean', short: 'h' } };
/** Each command's table, in the order `bench-gate --help` lists the commands. */
const COMMAND_OPTIONS = {
    compare: COMPARE_OPTIONS, parse: PARSE_OPTIONS, run: RUN_OPTIONS, ab: AB_OPTIONS, merge: MERGE_OPTIONS, check: CHECK_OPTIONS, report: REPORT_OPTIONS,
};


/***/ }),

/***/ 2082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** A user-facing failure: printed as is, exit status 2. */
class UsageError extends Error {
}


/***/ }),

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runCli)
/* harmony export */ });
/* harmony import */ var _fast_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6576);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1167);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7911);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2082);
/* harmony import */ var _run_run_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6619);
/* harmony import */ var _stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2592);
/**
 * The CLI's dispatcher: picks the sub-command, turns every expected failure into one message on
 * stderr and exit status 2, and never lets a stack trace reach the user for bad input.
 */






/**
 * The option that sends a command's standard output to a file, named in the stdout failure's fix.
 * `run` writes its report to stdout when it compares (`--baseline`), and its results otherwise.
 */
function writeToFileOption(command, args) {
    if (command === 'run')
        return args.some((a) => a === '--baseline' || a.startsWith('--baseline=')) ? '--report FILE' : '-o FILE';
    return ['compare', 'parse', 'ab', 'merge', 'report'].includes(command) ? '-o FILE' : undefined;
}
/**
 * Each command is imported when it is run: the bundler makes every import() its own chunk, so
 * `compare` does not compile `run`'s process handling or `report`'s schema, and a config loader
 * is only loaded when there is a config (issue 9: a compare of two small files is mostly start-up).
 */
const COMMANDS = {
    compare: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(252), __webpack_require__.e(392), __webpack_require__.e(797)]).then(__webpack_require__.bind(__webpack_require__, 2797))).compareCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPARE_HELP */ .MI },
    parse: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(385), __webpack_require__.e(453)]).then(__webpack_require__.bind(__webpack_require__, 8453))).parseCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .PARSE_HELP */ .gU },
    run: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(252), __webpack_require__.e(392), __webpack_require__.e(584), __webpack_require__.e(863)]).then(__webpack_require__.bind(__webpack_require__, 5863))).runCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_HELP */ .WU },
    ab: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(252), __webpack_require__.e(392), __webpack_require__.e(584), __webpack_require__.e(506)]).then(__webpack_require__.bind(__webpack_require__, 506))).abCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .AB_HELP */ .AV },
    merge: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(385), __webpack_require__.e(682)]).then(__webpack_require__.bind(__webpack_require__, 5682))).mergeCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .MERGE_HELP */ .h$ },
    check: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(122)]).then(__webpack_require__.bind(__webpack_require__, 2122))).checkCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_HELP */ .D_ },
    report: { load: async () => (await Promise.all(/* import() */[__webpack_require__.e(521), __webpack_require__.e(692), __webpack_require__.e(252), __webpack_require__.e(871)]).then(__webpack_require__.bind(__webpack_require__, 6871))).reportCommand, help: _help_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_HELP */ .jU },
};
/**
 * Runs the CLI with `argv` (without node and script) and returns the exit status. A failure to
 * write stdout is reported once, after the command, as exit 2 (its output is incomplete, and the
 * status must not read as a verdict); EPIPE is not a failure (see cli/stdout-failure.ts).
 */
async function runCli(argv, ports) {
    const guarded = guardStdout(ports);
    const status = await dispatch(argv, guarded.ports);
    const failure = await guarded.failure();
    if (failure === undefined || (0,_stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .isReaderGone */ .B)(failure.error))
        return status;
    const [command = '', ...args] = argv;
    const name = commandNamed(command) === undefined ? '' : ` ${command}`;
    ports.stderr(`bench-gate${name}: ${(0,_stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .stdoutFailureMessage */ .b)(failure.error, writeToFileOption(command, args))}\n`);
    return 2;
}
/**
 * `ports` with a stdout that stops at its first failure (later output is dropped, not written
 * after a gap); `failure()` flushes and says what failed, if anything.
 */
function guardStdout(ports) {
    let failure;
    const stdout = (text) => {
        if (failure !== undefined)
            return;
        try {
            ports.stdout(text);
        }
        catch (error) {
            failure = { error };
        }
    };
    return {
        ports: { ...ports, stdout },
        failure: async () => {
            if (failure === undefined)
                await ports.flushStdout().catch((error) => { failure = { error }; });
            return failure;
        },
    };
}
/** The command of that name; own keys only, so `constructor` or `toString` is no command. */
function commandNamed(name) {
    return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
async function dispatch(argv, ports) {
    const quick = (0,_fast_path_js__WEBPACK_IMPORTED_MODULE_3__/* .fastAnswer */ .r)(argv);
    if (quick !== undefined) {
        ports.stdout(quick.stdout);
        return quick.code;
    }
    const [command = '', ...args] = argv;
    if (command === 'help' || command === '--help' || command === '-h') {
        const topic = args[0] ?? '';
        if (args.length > 1) {
            ports.stderr(`bench-gate help: help takes one command name, not ${args.length} arguments (${args.map((a) => `'${a}'`).join(', ')}). Example: bench-gate help ${commandNamed(topic) === undefined ? 'compare' : topic}\n`);
            return 2;
        }
        // `version` is answered before dispatch (fast-path.ts), so it is not in COMMANDS; `help version` still explains it.
        const help = ['', 'help', '--help', '-h'].includes(topic) ? _help_js__WEBPACK_IMPORTED_MODULE_1__/* .MAIN_HELP */ .Ic : _fast_path_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION_WORDS */ .x.includes(topic) ? _help_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION_HELP */ .Dg : commandNamed(topic)?.help;
        if (help === undefined) {
            ports.stderr(`bench-gate help: no command '${topic}'. Commands: ${Object.keys(COMMANDS).join(', ')}.\n`);
            return 2;
        }
        ports.stdout(help);
        return 0;
    }
    const entry = commandNamed(command);
    if (entry === undefined) {
        ports.stderr(`bench-gate: unknown command '${command}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`bench-gate --help\`.\n`);
        return 2;
    }
    try {
        return await (await entry.load())(args, ports);
    }
    catch (error) {
        ports.stderr(`bench-gate ${command}: ${messageOf(error, command, args)}\n`);
        return 2;
    }
}
/** Expected failures print their message; argument errors from node:util too; anything else is a bug. */
function messageOf(error, command, args) {
    if (error instanceof _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e || error instanceof _run_run_error_js__WEBPACK_IMPORTED_MODULE_5__/* .RunError */ .e)
        return error.message;
    const argumentError = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .argumentErrorMessage */ .rU)(error, command, args);
    if (argumentError !== undefined)
        return argumentError;
    const text = error instanceof Error ? error.message : String(error);
    return `internal error: ${text}. This is a bug in bench-gate; please report it with the command you ran.`;
}


/***/ }),

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ BENCHMARK_OUTPUT),
/* harmony export */   Au: () => (/* binding */ isTooLargeError),
/* harmony export */   Lc: () => (/* binding */ REPORT_TEXT),
/* harmony export */   Ny: () => (/* binding */ decodeInput),
/* harmony export */   SH: () => (/* binding */ tooLargeError),
/* harmony export */   bI: () => (/* binding */ CONFIG_TEXT),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage),
/* harmony export */   su: () => (/* binding */ MAX_INPUT_BYTES)
/* harmony export */ });
/* unused harmony exports formatSize, firstInvalidUtf8 */
/** Inputs above this size are refused before decoding, and the CLI stops reading at it. */
const MAX_INPUT_BYTES = 100 * 2 ** 20;
const SNIFF_BYTES = 64 * 1024;
/** "200 MiB", "1.5 KiB", "12 bytes". */
function formatSize(bytes) {
    if (bytes < 1024)
        return `${bytes} bytes`;
    const [value, unit] = bytes < 2 ** 20 ? [bytes / 1024, 'KiB'] : bytes < 2 ** 30 ? [bytes / 2 ** 20, 'MiB'] : [bytes / 2 ** 30, 'GiB'];
    return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${unit}`;
}
const BENCHMARK_OUTPUT = {
    noun: 'benchmark output', file: 'the file holding the benchmark output', converted: 'bench.txt',
    binaryFix: 'Pass the text the benchmark printed, e.g. `go test -run=^$ -bench=. > bench.txt`.',
    tooLargeFix: 'Pass the benchmark\'s own output (not a whole job log or an archive), or split the benchmarks into several suites.',
};
const CONFIG_TEXT = {
    noun: 'a config file', file: 'the config file, e.g. bench-gate.yml', converted: 'bench-gate.utf8.yml',
    binaryFix: "Pass the config file, bench-gate.yml: YAML text (the README's \"Config file\" section shows one).",
    tooLargeFix: 'Pass the config file, bench-gate.yml.',
};
const REPORT_TEXT = {
    noun: 'a report', file: 'the JSON file that `bench-gate compare --output json` wrote', converted: 'report.json',
    binaryFix: 'Pass the JSON file that `bench-gate compare --output json` wrote.',
    tooLargeFix: 'Pass the JSON file that `bench-gate compare --output json` wrote.',
};
/** The refusal for an input over the cap; `size` is undefined when only "more than the cap" is known (stdin). */
function tooLargeMessage(source, size, max = MAX_INPUT_BYTES, kind = BENCHMARK_OUTPUT) {
    const what = size === undefined ? `more than ${formatSize(max)}` : formatSize(size);
    return `${source} is ${what}; bench-gate reads at most ${formatSize(max)} of ${kind.noun}. ${kind.tooLargeFix}`;
}
function tooLargeError(size, max) {
    return Object.assign(new Error(`input is ${size ?? `more than ${max}`} bytes, over the ${max}-byte limit`), { code: 'EFBIG', size, cap: max });
}
function isTooLargeError(error) {
    return typeof error === 'object' && error !== null && error.code === 'EFBIG' && typeof error.cap === 'number';
}
/** Decodes an input's bytes to text, or explains (file, line, fix) why they are not a text input. */
function decodeInput(bytes, source, kind = BENCHMARK_OUTPUT) {
    if (bytes.length > MAX_INPUT_BYTES)
        return { ok: false, error: tooLargeMessage(source, bytes.length, MAX_INPUT_BYTES, kind) };
    const b = bytes;
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return decodeUtf8(b.subarray(3), source, kind);
    if ((b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) || (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)) {
        return { ok: false, error: `${source} is UTF-32 text (it starts with a UTF-32 byte-order mark); bench-gate reads UTF-8 or UTF-16. Convert it: \`iconv -f UTF-32 -t UTF-8 ${source} > ${kind.converted}\`.` };
    }
    if (b[0] === 0xff && b[1] === 0xfe)
        return decodeUtf16(b.subarray(2), 'utf-16le', source, kind);
    if (b[0] === 0xfe && b[1] === 0xff)
        return decodeUtf16(b.subarray(2), 'utf-16be', source, kind);
    const utf16 = guessUtf16(b);
    if (utf16 !== undefined) {
        return { ok: false, error: `${source} looks like ${utf16} text without a byte-order mark (every other byte is 0); bench-gate reads UTF-8, or UTF-16 that starts with a byte-order mark. Convert it: \`iconv -f ${utf16} -t UTF-8 ${source} > ${kind.converted}\` (in PowerShell, write the output with \`| Out-File -Encoding utf8\`).` };
    }
    return decodeUtf8(b, source, kind);
}
function decodeUtf8(bytes, source, kind) {
    const nul = bytes.indexOf(0);
    if (nul !== -1)
        return { ok: false, error: binaryMessage(source, lineAtByte(bytes, nul), `a NUL byte at offset ${nul}`, kind) };
    try {
        return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch {
        // Not valid UTF-8: find where (the scan is slow, so only now).
    }
    const invalid = firstInvalidUtf8(bytes);
    if (invalid === undefined)
        return { ok: true, value: new TextDecoder('utf-8').decode(bytes) };
    // A writer killed in the middle of a character leaves an incomplete one at the end: drop it.
    if (invalid.incompleteAtEnd)
        return { ok: true, value: new TextDecoder('utf-8').decode(bytes.subarray(0, invalid.offset)) };
    const line = lineAtByte(bytes, invalid.offset);
    const sample = bytes.subarray(0, SNIFF_BYTES);
    const bad = new TextDecoder('utf-8').decode(sample).split('\uFFFD').length - 1;
    if (bad >= 16 && bad > sample.length * 0.05)
        return { ok: false, error: binaryMessage(source, line, `${bad} bytes that are not UTF-8 in the first ${formatSize(sample.length)}`, kind) };
    const byte = (bytes[invalid.offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return { ok: false, error: `${source}:${line}: not UTF-8 text: byte 0x${byte} at offset ${invalid.offset} is not valid UTF-8 (a Latin-1 or Windows-1252 file?). bench-gate reads UTF-8, or UTF-16 with a byte-order mark. Convert it, e.g. \`iconv -f WINDOWS-1252 -t UTF-8 ${source} > ${kind.converted}\`.` };
}
function decodeUtf16(bytes, encoding, source, kind) {
    const even = bytes.length % 2 === 0 ? bytes : bytes.subarray(0, bytes.length - 1); // a truncated last unit
    const text = new TextDecoder(encoding).decode(even);
    const nul = text.indexOf('\0');
    if (nul !== -1)
        return { ok: false, error: binaryMessage(source, lineAtChar(text, nul), `a NUL character after the ${encoding.toUpperCase()} byte-order mark`, kind) };
    return { ok: true, value: text };
}
function binaryMessage(source, line, why, kind) {
    return `${source}:${line}: this looks like a binary file (${why}), not ${kind.noun}. ${kind.binaryFix}`;
}
/** 'UTF-16LE'/'UTF-16BE' when the start of the bytes has a 0 in every other position (ASCII in UTF-16). */
function guessUtf16(bytes) {
    const n = Math.min(bytes.length, 4096) & ~1;
    if (n < 4)
        return undefined;
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < n; i += 2) {
        if (bytes[i] === 0)
            evenZeros += 1;
        if (bytes[i + 1] === 0)
            oddZeros += 1;
    }
    const pairs = n / 2;
    if (oddZeros >= pairs * 0.5 && evenZeros <= pairs * 0.05)
        return 'UTF-16LE';
    if (evenZeros >= pairs * 0.5 && oddZeros <= pairs * 0.05)
        return 'UTF-16BE';
    return undefined;
}
/** The offset of the first byte that does not start a valid UTF-8 sequence, and whether it is an incomplete sequence at the very end. */
function firstInvalidUtf8(bytes) {
    const n = bytes.length;
    let i = 0;
    while (i < n) {
        const c = bytes[i] ?? 0;
        if (c < 0x80) {
            i += 1;
            continue;
        }
        const [length, min, max] = c >= 0xc2 && c <= 0xdf ? [2, 0x80, 0xbf] : c === 0xe0 ? [3, 0xa0, 0xbf] : c === 0xed ? [3, 0x80, 0x9f]
            : c >= 0xe1 && c <= 0xef ? [3, 0x80, 0xbf] : c === 0xf0 ? [4, 0x90, 0xbf] : c >= 0xf1 && c <= 0xf3 ? [4, 0x80, 0xbf] : c === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
        if (length === 0)
            return { offset: i, incompleteAtEnd: false };
        for (let k = 1; k < length; k += 1) {
            if (i + k >= n)
                return { offset: i, incompleteAtEnd: true };
            const next = bytes[i + k] ?? 0;
            if (k === 1 ? next < min || next > max : next < 0x80 || next > 0xbf)
                return { offset: i, incompleteAtEnd: false };
        }
        i += length;
    }
    return undefined;
}
function lineAtByte(bytes, offset) {
    let line = 1;
    for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1))
        line += 1;
    return line;
}
function lineAtChar(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line += 1;
    return line;
}


/***/ }),

/***/ 9215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ fileStat)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What a path names, for the checks made before any work: whether it is a regular file, a
 * directory or something else (a device, a FIFO, a socket), and which file it is.
 */

/** The file `path` names, following symbolic links; undefined when nothing is there. Rejects on other errors (ENOTDIR, ELOOP, EACCES). */
async function fileStat(path) {
    try {
        // bigint: Windows file IDs are 64-bit, and as numbers two files' IDs can round to one (nodejs/node#12115).
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path, { bigint: true });
        return {
            type: info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other',
            id: info.ino === 0n ? undefined : `${info.dev}:${info.ino}`,
            links: Number(info.nlink),
        };
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 8009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ readJsonTree),
/* harmony export */   x: () => (/* binding */ JsonTreeError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _parsers_criterion_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(128);
/**
 * Reading a criterion `target/criterion` directory for the parser: every `*.json` path under it,
 * with the text of the files the parser reads (`<id>/new/{benchmark,sample,estimates}.json`). The
 * other JSON files (earlier baselines in `base/`, `change/`, tukey.json) are listed with empty text:
 * the parser only looks at their names, and a tree cached between CI runs holds several copies of
 * every benchmark. The files read are capped together at MAX_INPUT_BYTES, checked from their sizes
 * before any is read, like a single input (issue 10: huge inputs are refused, not read). Each file
 * read carries its modification time, by which the parser finds benchmarks an earlier run left.
 */




/** Files read at a time: enough to keep the disk busy, few enough to stay far from the open-files limit. */
const READ_AT_ONCE = 32;
/** The tree's JSON files (posix paths relative to `root`, sorted); rejects with a JsonTreeError (a TooLargeError over `max`). */
async function readJsonTree(root, max = _decode_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_BYTES */ .su) {
    const paths = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { recursive: true })).filter((p) => p.endsWith('.json')).map((p) => p.split('\\').join('/')).sort();
    const wanted = paths.filter(_parsers_criterion_dir_js__WEBPACK_IMPORTED_MODULE_2__/* .isCriterionReadFile */ .KJ);
    const infos = await inBatches(wanted, async (p) => {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p)).catch((error) => { throw fileError(root, p, error); });
        // A FIFO or a device (a symlink to /dev/zero) has no size to check and may never end.
        if (!info.isFile())
            throw new JsonTreeError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p)} is not a regular file; criterion writes plain JSON files there. Remove it, or pass the directory of a finished \`cargo bench\`.`);
        return info;
    });
    const total = infos.reduce((sum, info) => sum + info.size, 0);
    if (total > max) {
        // Also a TooLargeError (code EFBIG, size, cap), like a single input over the cap.
        throw Object.assign(new JsonTreeError((0,_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .tooLargeMessage */ .pb)(`${root} (the criterion results under it)`, total, max)), { code: 'EFBIG', size: total, cap: max });
    }
    const read = await inBatches(wanted, (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p), 'utf8').catch((error) => { throw fileError(root, p, error); }));
    // The modification times let the parser tell this run's benchmarks from ones an earlier run left.
    const files = new Map(wanted.map((p, i) => [p, { text: read[i] ?? '', modifiedMs: infos[i]?.mtimeMs }]));
    return paths.map((path) => {
        const file = files.get(path);
        return file?.modifiedMs === undefined ? { path, text: file?.text ?? '' } : { path, text: file.text, modifiedMs: file.modifiedMs };
    });
}
/** `work` on every item, READ_AT_ONCE at a time, results in the items' order. */
async function inBatches(items, work) {
    const results = [];
    for (let i = 0; i < items.length; i += READ_AT_ONCE)
        results.push(...await Promise.all(items.slice(i, i + READ_AT_ONCE).map(work)));
    return results;
}
/**
 * A refusal to read the tree, with a message for the user that names the file (or the directory and
 * its size, for a tree over the cap). Callers pass the message on as their own error.
 */
class JsonTreeError extends Error {
}
function fileError(root, path, error) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    const code = error.code;
    // Files can disappear while `cargo bench` is still writing the tree, or be dangling symlinks.
    if (code === 'ENOENT')
        return new JsonTreeError(`${file} disappeared while the directory was read (or is a dangling link). Read the directory after \`cargo bench\` has finished.`);
    if (code === 'EACCES' || code === 'EPERM')
        return new JsonTreeError(`cannot read ${file}: permission denied. Check its permissions (ls -l ${file}), or run bench-gate as a user who can read it.`);
    if (code === 'ELOOP')
        return new JsonTreeError(`cannot read ${file}: it is a symbolic link that leads back to itself through other links. Remove it, or fix where it points (ls -l ${file}).`);
    return new JsonTreeError(`cannot read ${file} (${error instanceof Error ? error.message : String(error)}).`);
}


/***/ }),

/***/ 1606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ readStdinCapped),
/* harmony export */   uh: () => (/* binding */ readFileCapped)
/* harmony export */ });
/* unused harmony exports readHandleCapped, readStreamCapped */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(128);
/**
 * Reading a file or a stream with a size cap, so a 200 MB (or endless) input costs at most the cap
 * in memory: a regular file over the cap is refused from its size without being read; a pipe, FIFO
 * or stdin is read until it passes the cap. The refusal is an error with `code: 'EFBIG'` and the
 * size when known, which the CLI turns into decode.ts's tooLargeMessage (exit 2).
 */



/** A file's bytes, at most `max` of them; rejects with TooLargeError, or the fs error (ENOENT, EISDIR...). */
async function readFileCapped(path, max = _decode_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_INPUT_BYTES */ .su) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        const info = await handle.stat();
        if (info.isFile()) {
            if (info.size > max)
                throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .tooLargeError */ .SH)(info.size, max);
            return await handle.readFile();
        }
        if (info.isDirectory())
            return await handle.readFile(); // rejects with EISDIR, as readFile does
        const bytes = await readHandleCapped(handle, max);
        if (bytes === undefined)
            throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .tooLargeError */ .SH)(undefined, max);
        return bytes;
    }
    finally {
        await handle.close();
    }
}
/**
 * An open file's bytes from where it stands to its end, read in chunks so that at most `max` of them
 * (and one chunk more) are held; undefined once it passes `max`. For a file whose size says nothing
 * (a pipe) or may change while it is read.
 */
async function readHandleCapped(handle, max) {
    const chunks = [];
    let total = 0;
    for (;;) {
        const chunk = Buffer.alloc(64 * 1024);
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0)
            return Buffer.concat(chunks, total);
        total += bytesRead;
        if (total > max)
            return undefined;
        chunks.push(chunk.subarray(0, bytesRead));
    }
}
/** A stream's bytes (stdin), at most `max`; past the cap it stops reading and rejects with TooLargeError. */
async function readStreamCapped(stream, max = _decode_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_INPUT_BYTES */ .su) {
    const chunks = [];
    let total = 0;
    for await (const chunk of stream) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        total += buffer.length;
        if (total > max) {
            stream.destroy();
            throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .tooLargeError */ .SH)(undefined, max);
        }
        chunks.push(buffer);
    }
    return Buffer.concat(chunks, total);
}
/**
 * Standard input's bytes (readStreamCapped). A directory on standard input (`bench-gate parse - <
 * target/criterion`) reads as empty in Node, which would be refused as an empty input: it rejects
 * with EISDIR instead, as reading a directory by name does.
 */
async function readStdinCapped(max = _decode_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_INPUT_BYTES */ .su) {
    if (isDirectoryOnStdin())
        throw Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
    return readStreamCapped(process.stdin, max);
}
function isDirectoryOnStdin() {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(0).isDirectory();
    }
    catch {
        return false; // no descriptor to look at: the stream says what there is
    }
}


/***/ }),

/***/ 1235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ replaceFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Replacing a file that already holds whole results (a result JSON rewritten after confirm on
 * rerun) so that it never holds less: the new text goes to a temporary file beside it, which is
 * then renamed over it (rename is atomic within a file system). A plain write truncates the file
 * first, so a kill, a second Ctrl-C or a full disk during the write would leave it empty or cut,
 * losing results that were whole on disk. A symbolic link is followed: the file it names is
 * replaced, the link kept.
 *
 * What is not a regular file is not replaced: a pipe or a device (`-o /dev/stdout | jq`, a process
 * substitution's /dev/fd/63) has been read already, and a second write would follow the first as a
 * second document; /dev/fd/N and /proc/self/fd/N name a descriptor, whose file behind a shell
 * redirection renaming would swap for a new one the shell does not write to.
 */



/** Paths that name descriptors and devices, not files (Linux and macOS). */
const DESCRIPTOR_ROOTS = [`${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}dev${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`, `${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}proc${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`];
/**
 * Replaces the regular file at `path` (an existing one, or the one a link there names) with
 * `text`, atomically, keeping its mode, owner and group; false, with nothing written, when `path`
 * is not a regular file. Rejects with the fs error when the replacement cannot be written (EPERM
 * where the owner or group cannot be kept), the file then left as it was.
 */
async function replaceFile(path, text) {
    if (DESCRIPTOR_ROOTS.some((root) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path).startsWith(root)))
        return false;
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(target);
    if (!info.isFile())
        return false;
    // Beside the target, so that the rename stays within one file system; 'wx' never reuses a file.
    // Not named after the target: a name near the file system's 255 bytes would leave no room for more.
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.bench-gate.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'wx', info.mode & 0o777);
        try {
            // The file stays whose it was (a root job's -o into the runner's checkout would leave a file
            // the runner can no longer replace), else it is not replaced (EPERM: writeOutput then writes
            // it in place). Then its mode, which the umask took bits off at the open (0664 made 0644).
            const made = await handle.stat();
            if (made.uid !== info.uid || made.gid !== info.gid)
                await handle.chown(info.uid, info.gid);
            await handle.chmod(info.mode & 0o777);
            await handle.writeFile(text, 'utf8');
            // On disk before the rename, or a crash of the machine could leave the new name with no data.
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
    return true;
}


/***/ }),

/***/ 3651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ firstForeignFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * What an existing results directory holds, before bench-gate removes it for a new run (`--results
 * DIR`, the action's `output-file`). Removing is only safe for a tree of benchmark results:
 * criterion's target/criterion (JSON, CSV, SVG and HTML; cargo-criterion's CBOR), or a tool's JSON
 * or CSV exports. A directory holding anything else (`--results /tmp`, `--results src`) is not the
 * benchmark's output, and the first such file found is named so the refusal can say why.
 */


/** File names a benchmark tool leaves in a results directory. */
const RESULTS_FILE = /\.(?:json|csv|cbor|svg|html)$/i;
/**
 * The first file under `root` (relative to it) that is not a benchmark result, or undefined when
 * every file is one, the directory is empty, or `root` is not a directory. Stops at the first such
 * file: a large directory that is clearly not results (a home, /tmp) is not listed whole. Symbolic
 * links inside the tree count as foreign (removal would not follow them, but nothing in a results
 * tree is one).
 */
async function firstForeignFile(root) {
    const pending = [''];
    for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
        let handle;
        try {
            handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.opendir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir));
        }
        catch (error) {
            // The root not being a directory (a file, nothing yet) is the ordinary case.
            if (dir === '' && ['ENOENT', 'ENOTDIR'].includes(error.code ?? ''))
                return undefined;
            throw error;
        }
        for await (const entry of handle) {
            const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (entry.isDirectory())
                pending.push(path);
            else if (!entry.isFile() || !RESULTS_FILE.test(entry.name))
                return path;
        }
    }
    return undefined;
}


/***/ }),

/***/ 774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ checkWritable)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Whether a file can be written, asked before any work: `run` and `ab` measure for minutes or
 * hours before they write -o, and a write refused then loses every sample.
 */


/**
 * Resolves when `path` can be written; else rejects with the error a write would meet (EACCES,
 * EROFS, ELOOP, ENOTDIR; ENOENT when its directory does not exist), without writing or creating
 * anything: the file's own permission when it exists, else its directory's.
 *
 * Note: opening the file to find out would create it (or, with truncation, empty it) before the
 * command knows it will have anything to write.
 */
async function checkWritable(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
}


/***/ }),

/***/ 7307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bO: () => (/* binding */ ResultCollector),
/* harmony export */   lE: () => (/* binding */ scaleToBase),
/* harmony export */   oQ: () => (/* binding */ MAX_MESSAGES)
/* harmony export */ });
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** A benchmark's failure text is kept, but a 10,000-line stack trace is not a message. */
const MAX_MESSAGES = 20;
/** Exact powers of ten: every one up to 1e22 is a double without rounding. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
/**
 * `scaleByPowerOfTen(value, exponent)` (units.ts), the same double, without its string round trip
 * for nearly every value a benchmark prints. That function rounds the shortest decimal D of `value`
 * times 10^exponent to the nearest double. When D = m / 10^q with an integer m < 10^15, the scaled
 * value is m·10^(exponent−q), and one IEEE multiplication or division of the exact doubles m and
 * 10^k (k ≤ 22) rounds that same real number to the nearest double, so the results are equal.
 * m and q are found as the first q with round(value·10^q) / 10^q === value: a decimal of at most
 * 15 significant digits that reads back as `value` is its shortest decimal, because no two
 * decimals of ≤ 15 digits read as the same double (DBL_DIG). Anything else takes the slow path.
 */
function scaleToBase(value, exponent) {
    if (exponent === 0 || !Number.isFinite(value) || value === 0)
        return value;
    for (let q = 0; q <= 15; q++) {
        const m = Math.round(value * (POWERS_OF_TEN[q] ?? 1));
        if (Math.abs(m) >= 1e15)
            break;
        if (m / (POWERS_OF_TEN[q] ?? 1) !== value)
            continue;
        const k = exponent - q;
        if (k > 22 || k < -22)
            break;
        return k >= 0 ? m * (POWERS_OF_TEN[k] ?? 1) : m / (POWERS_OF_TEN[-k] ?? 1);
    }
    return (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .scaleByPowerOfTen */ .Xy)(value, exponent);
}
class ResultCollector {
    entries = new Map();
    /** tidyUnit per unit string: a suite has a handful of units and hundreds of thousands of samples. */
    tidied = new Map();
    /** The key and entry of the previous sample: consecutive samples nearly always share a benchmark. */
    lastKey;
    lastEntry;
    /** Returns the benchmark with this key, creating it (status ok, no metrics) on first sight. */
    benchmark(key, name, parts, config, source) {
        let entry = this.entries.get(key);
        if (entry === undefined) {
            entry = { benchmark: { key, name, parts, status: 'ok', config: { ...config }, source, metrics: [] }, metrics: new Map() };
            this.entries.set(key, entry);
        }
        return entry.benchmark;
    }
    /** The name of the benchmark with this key (which must exist). */
    nameOf(key) {
        return this.entries.get(key)?.benchmark.name ?? '';
    }
    /** True when a benchmark with this key has been seen. */
    has(key) {
        return this.entries.has(key);
    }
    /** Adds one sample, given in the tool's unit, to a benchmark's metric (tidied to the base unit here). */
    addSample(key, originalUnit, value, iterations) {
        const tidy = this.tidy(originalUnit);
        this.addBaseSample(key, tidy.unit, originalUnit, scaleToBase(value, tidy.exponent), iterations);
    }
    /** A value in the tool's unit, in its base unit: may overflow to Infinity (1e308 MB/s), which callers must refuse. */
    toBase(originalUnit, value) {
        return scaleToBase(value, this.tidy(originalUnit).exponent);
    }
    /** The tidied unit (base unit and power-of-ten exponent) of a unit as the tool printed it; cached. */
    tidy(originalUnit) {
        let tidy = this.tidied.get(originalUnit);
        if (tidy === undefined) {
            tidy = (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .tidyUnit */ .v4)(originalUnit);
            this.tidied.set(originalUnit, tidy);
        }
        return tidy;
    }
    /**
     * Adds one sample already converted to its base unit by the parser (for units tidyUnit does not
     * scale, e.g. criterion's µs or hyperfine's seconds), keeping the tool's own unit name.
     */
    addBaseSample(key, unit, originalUnit, value, iterations) {
        const entry = key === this.lastKey ? this.lastEntry : this.entries.get(key);
        if (entry === undefined)
            throw new Error(`addBaseSample before benchmark(): ${key}`);
        this.lastKey = key;
        this.lastEntry = entry;
        let metric = entry.metrics.get(unit);
        if (metric === undefined) {
            metric = { unit, originalUnit, better: 'lower', assumption: 'nothing', samples: [] };
            entry.metrics.set(unit, metric);
            entry.benchmark.metrics.push(metric);
        }
        metric.samples.push(value);
        if (iterations !== undefined)
            (metric.iterations ??= []).push(iterations);
    }
    /** Records the tool's own summary of a metric (libtest's median and range, divan's mean...). */
    setSummary(key, unit, summary) {
        const metric = this.entries.get(key)?.metrics.get(unit);
        if (metric === undefined)
            throw new Error(`setSummary before a sample: ${key} ${unit}`);
        metric.summary ??= summary;
    }
    /** Marks a benchmark failed or skipped and keeps the tool's message. Failed wins over skipped. */
    mark(key, status, message) {
        const benchmark = this.entries.get(key)?.benchmark;
        if (benchmark === undefined)
            throw new Error(`mark before benchmark(): ${key}`);
        if (benchmark.status !== 'failed')
            benchmark.status = status;
        if (message !== undefined && message !== '')
            (benchmark.messages ??= []).push(message);
    }
    /** Appends a message (e.g. a panic's text) to a benchmark; keeps the first MAX_MESSAGES. */
    addMessage(key, message) {
        const benchmark = this.entries.get(key)?.benchmark;
        if (benchmark === undefined)
            return;
        const messages = (benchmark.messages ??= []);
        if (messages.length < MAX_MESSAGES)
            messages.push(message);
    }
    /** The benchmarks in order of first appearance, with direction and assumption resolved. */
    finish(unitMetadata = new Map()) {
        // Resolved once per unit: a suite has a handful of units over tens of thousands of metrics.
        const resolved = new Map();
        return [...this.entries.values()].map(({ benchmark }) => {
            for (const metric of benchmark.metrics) {
                let unit = resolved.get(metric.unit);
                if (unit === undefined) {
                    const meta = unitMetadata.get(metric.unit);
                    unit = { better: meta?.better ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDirection */ .HS)(metric.unit), assumption: meta?.assumption ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultAssumption */ .Db)(metric.unit) };
                    resolved.set(metric.unit, unit);
                }
                metric.better = unit.better;
                metric.assumption = unit.assumption;
            }
            return benchmark;
        });
    }
}


/***/ }),

/***/ 5605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ setTimedSummaries),
/* harmony export */   Em: () => (/* binding */ nanosToSeconds),
/* harmony export */   KP: () => (/* binding */ addTimedSamples),
/* harmony export */   R5: () => (/* binding */ TIME_UNIT),
/* harmony export */   bt: () => (/* binding */ namePartsFromId),
/* harmony export */   dj: () => (/* binding */ TIME_EXPONENTS),
/* harmony export */   lF: () => (/* binding */ THROUGHPUT_UNITS),
/* harmony export */   wo: () => (/* binding */ perIterationSamples),
/* harmony export */   xA: () => (/* binding */ estimateSummary),
/* harmony export */   zI: () => (/* binding */ criterionNameParts)
/* harmony export */ });
/* unused harmony exports THROUGHPUT_KINDS, rate, throughputSummary */
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

const TIME_UNIT = 'sec/op';
const THROUGHPUT_KINDS = (/* unused pure expression or super */ null && (['bytes', 'elements', 'bits']));
/** The metric unit of each kind of throughput. */
const THROUGHPUT_UNITS = { bytes: 'B/s', elements: 'elem/s', bits: 'bit/s' };
/** Powers of ten that turn criterion's time units into seconds (µ as U+00B5 or U+03BC, and ≤0.3's `us`). */
const TIME_EXPONENTS = { ps: -12, ns: -9, 'µs': -6, 'μs': -6, us: -6, ms: -3, s: 0 };
/** Splits an id on `/` as criterion builds it (group/function/value); `key=value` parts become params. */
function criterionNameParts(base, sub) {
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    return { base, sub: [...sub], params };
}
/** Name parts from a printed id alone (the terminal report and cargo-criterion have no structure). */
function namePartsFromId(id) {
    const [base = id, ...sub] = id.split('/');
    return criterionNameParts(base, sub);
}
/**
 * A summary of criterion's own estimate: `min`/`max` carry the estimate's confidence interval
 * (criterion reports no sample extremes), `n` the number of samples it came from.
 */
function estimateSummary(estimate, n, centerKind, stddev) {
    const summary = { n: Math.max(1, Math.round(n)), center: estimate.point, centerKind };
    if (estimate.lower !== undefined)
        summary.min = estimate.lower;
    if (estimate.upper !== undefined)
        summary.max = estimate.upper;
    if (stddev !== undefined)
        summary.stddev = stddev;
    return summary;
}
/** The rate for `count` units per iteration at `seconds` per iteration; undefined when not finite. */
function rate(count, seconds) {
    const value = count / seconds;
    return Number.isFinite(value) && value >= 0 ? value : undefined;
}
/** A throughput summary from a time estimate: the slowest time bound gives the lowest rate. */
function throughputSummary(count, time, n) {
    const center = rate(count, time.point);
    if (center === undefined)
        return undefined;
    return estimateSummary({ point: center, lower: time.upper === undefined ? undefined : rate(count, time.upper),
        upper: time.lower === undefined ? undefined : rate(count, time.lower) }, n, 'point-estimate');
}
/**
 * Per-iteration samples from criterion's raw data: `totals[i]` measured over `counts[i]` iterations
 * (sample.json's times/iters, cargo-criterion's measured_values/iteration_count), converted by
 * `toBase`. Pairs with a missing, non-positive or out-of-range value are counted in `bad`.
 */
function perIterationSamples(counts, totals, toBase) {
    const out = { values: [], iterations: [], bad: 0 };
    for (let i = 0; i < Math.min(counts.length, totals.length); i += 1) {
        const n = counts[i] ?? null;
        const total = totals[i] ?? null;
        const value = n === null || total === null || !(n >= 1 && n <= Number.MAX_SAFE_INTEGER) || !(total > 0) ? NaN : toBase(total / n);
        if (n === null || !Number.isFinite(value))
            out.bad += 1;
        else {
            out.values.push(value);
            out.iterations.push(Math.round(n));
        }
    }
    return out;
}
/** Converts nanoseconds to seconds on the decimal representation (12.5 ns -> exactly 1.25e-8). */
function nanosToSeconds(ns) {
    return (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .scaleByPowerOfTen */ .Xy)(ns, -9);
}
/**
 * Records per-sample times (seconds per iteration) and, for each throughput, the matching rates;
 * `iterations[i]` is how many iterations sample i averaged over. Returns the units that got samples.
 */
function addTimedSamples(collector, key, originalUnit, seconds, iterations, throughputs) {
    const units = new Set();
    seconds.forEach((value, i) => {
        collector.addBaseSample(key, TIME_UNIT, originalUnit, value, iterations[i]);
        units.add(TIME_UNIT);
    });
    for (const t of throughputs) {
        const unit = THROUGHPUT_UNITS[t.kind];
        seconds.forEach((value, i) => {
            const r = rate(t.count, value);
            if (r === undefined)
                return;
            collector.addBaseSample(key, unit, unit, r, iterations[i]);
            units.add(unit);
        });
    }
    return units;
}
/**
 * Sets the time summary from criterion's estimate and the matching throughput summaries, for the
 * units that have samples (`units`, from addTimedSamples). The first summary of a metric wins.
 */
function setTimedSummaries(collector, key, units, estimate, time, throughputs) {
    if (units.has(TIME_UNIT))
        collector.setSummary(key, TIME_UNIT, time);
    for (const t of throughputs) {
        const unit = THROUGHPUT_UNITS[t.kind];
        const summary = throughputSummary(t.count, estimate, time.n);
        if (summary !== undefined && units.has(unit))
            collector.setSummary(key, unit, summary);
    }
}


/***/ }),

/***/ 32:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aA: () => (/* binding */ detectCriterionDirectory),
  KJ: () => (/* binding */ isCriterionReadFile),
  a1: () => (/* binding */ parseCriterionDirectory)
});

// EXTERNAL MODULE: ./src/parsers/collector.ts
var collector = __webpack_require__(7307);
// EXTERNAL MODULE: ./src/parsers/criterion-common.ts
var criterion_common = __webpack_require__(5605);
// EXTERNAL MODULE: ./src/parsers/criterion-json.ts
var criterion_json = __webpack_require__(9770);
;// CONCATENATED MODULE: ./src/parsers/criterion-stale.ts
/**
 * Which benchmarks of a `target/criterion` tree an earlier run left, told by when their files were
 * written. Criterion never deletes a benchmark's directory, and nothing in its files says which run
 * wrote them: after a rename and a rerun, or `cargo bench -- FILTER` after a full run, the tree
 * holds benchmarks this run did not measure.
 *
 * One run writes a benchmark's files when it ends, then measures the next, so the time from one
 * benchmark's files to the next one's is the next one's measuring (the sum of its sample.json
 * times) plus a pause: warm-up, analysis, setup code, another bench target run in between. Real
 * runs (criterion 0.5.1, 12 and 17 benchmarks) paused 3.7 to 7.4 s per benchmark at the default
 * settings (3 s warm-up, 5 s measuring) and 0.5 to 1.4 s at 0.5 s and 1 s, whatever the
 * benchmark measured. Between two runs the pause is the rest of the earlier run, the edit and the
 * build, at least tens of seconds. So the benchmarks older than a pause that is both over
 * MIN_STALE_PAUSE_MS and over STALE_PAUSE_FACTOR times the median of the tree's other pauses, or
 * over STALE_PAUSE_ALWAYS_MS whatever the others, are taken as left from an earlier run. A fixed
 * hour alone, as before, missed leftovers ten minutes old (a real rename and rerun 8 minutes later:
 * a pause of 8 min 28 s, where the run's others were 4.8 to 6.8 s); the median alone misses
 * leftovers of several earlier jobs on a persistent runner when they outnumber this run's
 * benchmarks, since the usual pause is then itself a day. A run that pauses longer inside (a
 * setup of minutes, another target's benchmarks between two criterion targets) is warned about
 * wrongly, which the warning says; leftovers less than a minute before the rerun's first samples
 * (the last benchmarks of a run rerun at once) are not told apart. Times are assumed to be nanoseconds, as the parser does: another measurement's larger
 * numbers only make pauses shorter (a warning missed, not one given wrongly).
 */
/** A pause shorter than this is never taken for one between runs: an edit and a build take longer. */
const MIN_STALE_PAUSE_MS = 60_000;
/** How many times the tree's usual pause (median) one must be to count: the usual one scales with warm-up time. */
const STALE_PAUSE_FACTOR = 10;
/** A pause longer than this is between runs whatever the others: no benchmark's warm-up and analysis take an hour. */
const STALE_PAUSE_ALWAYS_MS = 60 * 60_000;
/** The benchmarks an earlier run left, or undefined when no pause tells runs apart. */
function findStaleBenchmarks(written) {
    const byTime = [...written].sort((a, b) => a.writtenMs - b.writtenMs);
    // pauses[i - 1]: from benchmark i - 1's files to benchmark i's, less benchmark i's own measuring.
    const pauses = byTime.slice(1).map((b, i) => Math.max(0, b.writtenMs - (byTime[i]?.writtenMs ?? b.writtenMs) - b.measuredMs));
    // Ranks by length, for the median of the others (the pause itself must not raise its own bar).
    const order = pauses.map((_p, i) => i).sort((a, b) => (pauses[a] ?? 0) - (pauses[b] ?? 0));
    const ascending = order.map((i) => pauses[i] ?? 0);
    const rank = new Map(order.map((i, r) => [i, r]));
    // Newest first: with leftovers of several earlier runs, everything before the newest such pause is old.
    for (let i = pauses.length - 1; i >= 0; i--) {
        const pauseMs = pauses[i] ?? 0;
        const usualPauseMs = medianWithout(ascending, rank.get(i) ?? 0);
        const overUsual = pauseMs > MIN_STALE_PAUSE_MS && pauseMs > STALE_PAUSE_FACTOR * usualPauseMs;
        if (overUsual || pauseMs > STALE_PAUSE_ALWAYS_MS) {
            return { stale: byTime.slice(0, i + 1).reverse(), fresh: byTime.slice(i + 1), pauseMs, usualPauseMs, overUsual };
        }
    }
    return undefined;
}
/** "0.8 s", "12 s", "9 min 40 s", "26 h": a pause, as exact as a reader needs. */
function roughDuration(ms) {
    const seconds = ms / 1000;
    if (seconds < 9.95)
        return `${seconds.toFixed(1)} s`;
    if (seconds < 59.5)
        return `${Math.round(seconds)} s`;
    const whole = Math.round(seconds);
    if (whole < 3600)
        return `${Math.floor(whole / 60)} min${whole % 60 === 0 ? '' : ` ${whole % 60} s`}`;
    return `${Math.round(whole / 3600)} h`;
}
/** The median of `ascending` without its element at `skipped` (0 when nothing is left). */
function medianWithout(ascending, skipped) {
    const n = ascending.length - 1;
    if (n <= 0)
        return 0;
    const at = (j) => ascending[j < skipped ? j : j + 1] ?? 0;
    return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

// EXTERNAL MODULE: ./src/parsers/json-input.ts
var json_input = __webpack_require__(9533);
// EXTERNAL MODULE: ./src/parsers/listed-names.ts
var listed_names = __webpack_require__(7162);
// EXTERNAL MODULE: ./src/parsers/types.ts
var types = __webpack_require__(5429);
;// CONCATENATED MODULE: ./src/parsers/criterion-dir.ts







/** The latest (and, negated, earliest) time a Date holds, 100 million days from 1970. */
const MAX_DATE_MS = 8.64e15;
// <dir>/new/<file>.json; <dir> is empty when the directory given is the benchmark's own.
const NEW_FILE = /^(?:(.*)\/)?new\/(benchmark|sample|estimates)\.json$/;
// Files criterion writes that bench-gate does not need (other baselines, change/, tukey.json).
const KNOWN_FILE = /(?:^|\/)(?:benchmark|sample|estimates|tukey)\.json$/;
/** True for the files the parser reads (`<dir>/new/{benchmark,sample,estimates}.json`); the others count only by name. */
function isCriterionReadFile(path) {
    return NEW_FILE.test(path.replaceAll('\\', '/'));
}
/** True when the paths (relative to one directory) contain a criterion benchmark's `new/` files. */
function detectCriterionDirectory(paths) {
    return paths.some((p) => NEW_FILE.test(p.replaceAll('\\', '/')));
}
/** Parses the JSON files of a `target/criterion` directory. `source` names the directory in diagnostics. */
function parseCriterionDirectory(files, source) {
    return new DirectoryReader(source.replace(/\/+$/, '')).read(files);
}
class DirectoryReader {
    source;
    collector = new collector/* ResultCollector */.bO();
    diagnostics = [];
    unrecognized = [];
    /** Per benchmark directory, how long its samples measured (sample.json's times), for warnStale. */
    measuredMs = new Map();
    constructor(source) {
        this.source = source;
    }
    read(files) {
        const dirs = new Map();
        for (const file of files) {
            const path = file.path.replaceAll('\\', '/').replace(/^\.\//, '');
            const match = NEW_FILE.exec(path);
            if (match === null) {
                if (!KNOWN_FILE.test(path) && this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                    this.unrecognized.push({ line: 0, text: (0,types/* excerpt */.K)(path) });
                continue;
            }
            const dir = match[1] ?? '';
            const entry = dirs.get(dir) ?? {};
            entry[match[2]] = file.modifiedMs === undefined ? { path, text: file.text } : { path, text: file.text, modifiedMs: file.modifiedMs };
            dirs.set(dir, entry);
        }
        // Sorted by directory: the walk order of a file system is not stable, criterion's run order is lost.
        for (const dir of [...dirs.keys()].sort())
            this.readBenchmark(dir, dirs.get(dir) ?? {});
        this.warnStale(dirs);
        return { benchmarks: this.collector.finish(), config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: files.length };
    }
    readBenchmark(dir, files) {
        const meta = this.readMeta(dir, files.benchmark);
        const id = meta?.title ?? meta?.full_id ?? (dir === '' ? this.source.slice(this.source.lastIndexOf('/') + 1) : dir);
        const anchor = files.benchmark ?? files.sample ?? files.estimates;
        if (anchor === undefined)
            return;
        if (this.collector.has(id)) {
            this.report('warning', anchor.path, 0, `benchmark id "${id}" appears in two directories; this one (${dir}) is skipped`);
            return;
        }
        const parts = meta === undefined ? (0,criterion_common/* criterionNameParts */.zI)(id, []) : (0,criterion_common/* criterionNameParts */.zI)(meta.group_id, [meta.function_id, meta.value_str].filter((p) => typeof p === 'string'));
        this.collector.benchmark(id, id, parts, {}, { file: this.at(anchor.path), line: 1 });
        const throughputs = this.readThroughputs(meta, files.benchmark);
        const samples = this.readSamples(files.sample);
        if (samples !== undefined)
            this.measuredMs.set(dir, samples.measuredMs);
        const estimates = this.readEstimatesFile(files.estimates);
        const typical = estimates?.slope ?? estimates?.mean;
        const kind = estimates?.slope !== undefined ? 'point-estimate' : 'mean';
        if (samples === undefined || samples.seconds.length === 0) {
            if (typical === undefined) {
                this.collector.mark(id, 'failed', 'no readable sample.json or estimates.json in new/');
                this.report('error', anchor.path, 0, `${id}: no readable sample.json or estimates.json in ${dir === '' ? '' : `${dir}/`}new/; reported as failed`);
                return;
            }
            const why = files.sample === undefined ? 'no sample.json' : 'no usable samples in sample.json';
            this.report('warning', anchor.path, 0, `${id}: ${why}; using criterion's estimate as a single value`);
        }
        const seconds = samples !== undefined && samples.seconds.length > 0 ? samples.seconds : [(0,criterion_common/* nanosToSeconds */.Em)(typical?.point ?? NaN)];
        const units = (0,criterion_common/* addTimedSamples */.KP)(this.collector, id, 'ns', seconds, samples?.iterations ?? [], throughputs);
        if (typical === undefined)
            return;
        const estimate = { point: (0,criterion_common/* nanosToSeconds */.Em)(typical.point), lower: optionalSeconds(typical.lower), upper: optionalSeconds(typical.upper) };
        const stddev = estimates?.stdDev === undefined ? undefined : (0,criterion_common/* nanosToSeconds */.Em)(estimates.stdDev.point);
        (0,criterion_common/* setTimedSummaries */.EQ)(this.collector, id, units, estimate, (0,criterion_common/* estimateSummary */.xA)(estimate, seconds.length, kind, stddev), throughputs);
    }
    /** Warns about benchmarks an earlier run left (see the module comment), naming them once. */
    warnStale(dirs) {
        const written = [...dirs].flatMap(([dir, files]) => {
            // A time no Date can hold (tmpfs and btrfs keep `touch -d @9000000000000`) was not written by a run.
            const times = [files.benchmark, files.sample, files.estimates].flatMap((f) => (f?.modifiedMs === undefined || !(Math.abs(f.modifiedMs) <= MAX_DATE_MS) ? [] : [f.modifiedMs]));
            return times.length === 0 ? [] : [{ dir, writtenMs: Math.max(...times), measuredMs: this.measuredMs.get(dir) ?? 0 }];
        });
        const found = findStaleBenchmarks(written);
        if (found === undefined)
            return;
        const { stale, fresh, pauseMs, usualPauseMs, overUsual } = found;
        const names = (0,listed_names/* listNames */.Z)(stale.map((s) => s.dir || this.source));
        const when = (ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
        const next = fresh[0];
        this.report('warning', '', 0, `${stale.length} of ${written.length} benchmarks were last written at ${when(stale[0]?.writtenMs ?? 0)} or earlier: ${names}. `
            + `The next one (${next?.dir || this.source}, written at ${when(next?.writtenMs ?? 0)}) took its first sample ${roughDuration(pauseMs)} later`
            // The reason it counts: far over the others' pauses, or (leftovers of several runs make the usual pause long too) over an hour.
            + `${!overUsual ? ', over an hour, which no benchmark\'s warm-up and analysis take' : written.length > 2 ? `, where the others pause ${usualPauseMs < 100 ? 'under 0.1 s' : `about ${roughDuration(usualPauseMs)}`} between benchmarks` : ''}. `
            + 'Criterion never deletes results, so these are left from an earlier run (a removed or renamed '
            + 'benchmark, or one this run filtered out) and are not this run\'s measurement. Delete target/criterion before `cargo bench` to read only the benchmarks '
            + 'it runs. (If the run itself paused that long, for a slow setup or another bench target between two criterion ones, they are this run\'s.)');
    }
    readMeta(dir, file) {
        const where = `${dir === '' ? '' : `${dir}/`}new/`;
        if (file === undefined) {
            this.report('warning', `${where}benchmark.json`, 0, `no benchmark.json in ${where}; the id is taken from the directory name "${dir}", which criterion may have rewritten`);
            return undefined;
        }
        const value = this.parse(file);
        if (value === undefined)
            return undefined;
        const parsed = criterion_json/* BenchmarkJsonSchema */.n1.safeParse(value);
        if (!parsed.success)
            this.report('error', file.path, 0, `not a criterion benchmark.json (expected group_id and full_id); the id is taken from the directory name "${dir}"`);
        return parsed.success ? parsed.data : undefined;
    }
    readThroughputs(meta, file) {
        const throughputs = (0,criterion_json/* readThroughput */.NX)(meta?.throughput);
        if (throughputs !== undefined)
            return throughputs;
        this.report('warning', file?.path ?? '', 0, `unknown throughput ${(0,types/* excerpt */.K)(JSON.stringify(meta?.throughput) ?? '', 80)}; only the time is read`);
        return [];
    }
    readSamples(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const parsed = criterion_json/* SampleJsonSchema */.ku.safeParse(value);
        if (!parsed.success) {
            this.report('error', file.path, 0, 'not a criterion sample.json (expected {"iters":[...],"times":[...]} or [[iters],[times]])');
            return undefined;
        }
        const { iters, times } = (0,criterion_json/* sampleArrays */.bn)(parsed.data);
        if (iters.length !== times.length)
            this.report('warning', file.path, 0, `iters has ${iters.length} entries but times has ${times.length}; extra entries are ignored`);
        const { values, iterations, bad } = (0,criterion_common/* perIterationSamples */.wo)(iters, times, criterion_common/* nanosToSeconds */.Em);
        if (bad > 0)
            this.report('warning', file.path, 0, `${bad} sample(s) with an unusable iteration count or time (missing, zero, below 1 or out of range) were left out`);
        // Nanoseconds, as the samples are read; an unusable time adds nothing.
        const measuredMs = times.reduce((sum, t) => (t !== null && t > 0 && Number.isFinite(t) ? sum + t / 1e6 : sum), 0);
        return { seconds: values, iterations, measuredMs: Number.isFinite(measuredMs) ? measuredMs : 0 };
    }
    readEstimatesFile(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const estimates = (0,criterion_json/* readEstimates */.gf)(value);
        if (estimates === undefined)
            this.report('error', file.path, 0, 'not a criterion estimates.json (expected an object of estimates)');
        return estimates;
    }
    parse(file) {
        const read = (0,json_input/* readJson */.Vh)(file.text, this.at(file.path), `criterion's ${file.path.slice(file.path.lastIndexOf('/') + 1)}`);
        if (read.ok)
            return read.value;
        this.diagnostics.push(read.diagnostic);
        return undefined;
    }
    at(path) {
        if (path === '')
            return this.source;
        return this.source === '' ? path : `${this.source}/${path}`;
    }
    report(severity, path, line, message) {
        this.diagnostics.push({ severity, source: this.at(path), line, message });
    }
}
function optionalSeconds(ns) {
    return ns === undefined ? undefined : (0,criterion_common/* nanosToSeconds */.Em)(ns);
}


/***/ }),

/***/ 9770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ readThroughput),
/* harmony export */   bn: () => (/* binding */ sampleArrays),
/* harmony export */   gf: () => (/* binding */ readEstimates),
/* harmony export */   ku: () => (/* binding */ SampleJsonSchema),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   n1: () => (/* binding */ BenchmarkJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5491);
/**
 * Reading criterion.rs's `target/criterion/<id>/new/*.json` files (FORMATS.md §3.3): zod schemas for
 * benchmark.json, sample.json and estimates.json in both layouts (criterion ≤ 0.3: `[[iters],[times]]`
 * and capitalised estimate keys `Mean`, `Slope`...; ≥ 0.4: `{"sampling_mode","iters","times"}` and
 * snake_case keys).
 *
 * serde_json writes a non-finite f64 as `null`, so every number may be null here.
 */

/** JSON.parse with the error as data (for one line of NDJSON; whole files go through json-input.ts). */
function parseJsonText(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message: message.split('\n')[0] ?? message };
    }
}
const Num = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable();
// z.lazy: built on first use (see schema/result.ts).
const BenchmarkJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    group_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    function_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    value_str: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    throughput: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    full_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    directory_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
}));
const SampleJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sampling_mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), iters: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num), times: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num)]),
]));
/** The two arrays of a sample.json, whichever layout it has. */
function sampleArrays(sample) {
    return Array.isArray(sample) ? { iters: sample[0], times: sample[1] } : { iters: sample.iters, times: sample.times };
}
const EstimateJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    confidence_interval: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ lower_bound: Num, upper_bound: Num }).partial().optional(),
    point_estimate: Num,
}));
const ESTIMATE_KEYS = {
    slope: 'slope', Slope: 'slope', mean: 'mean', Mean: 'mean', std_dev: 'stdDev', StdDev: 'stdDev',
};
/** Reads the slope, mean and std. dev. estimates of either layout; null or malformed ones are left out. */
function readEstimates(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const out = {};
    for (const [key, raw] of Object.entries(value)) {
        const name = ESTIMATE_KEYS[key];
        const parsed = name === undefined ? undefined : EstimateJsonSchema.safeParse(raw);
        if (name === undefined || parsed?.success !== true)
            continue;
        const { point_estimate: point, confidence_interval: ci } = parsed.data;
        if (point === null || !Number.isFinite(point))
            continue;
        const estimate = { point };
        if (typeof ci?.lower_bound === 'number')
            estimate.lower = ci.lower_bound;
        if (typeof ci?.upper_bound === 'number')
            estimate.upper = ci.upper_bound;
        out[name] = estimate;
    }
    return out;
}
const COUNT = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative();
const ThroughputJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Bytes: COUNT }).transform((t) => [{ kind: 'bytes', count: t.Bytes }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ BytesDecimal: COUNT }).transform((t) => [{ kind: 'bytes', count: t.BytesDecimal }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Elements: COUNT }).transform((t) => [{ kind: 'elements', count: t.Elements }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Bits: COUNT }).transform((t) => [{ kind: 'bits', count: t.Bits }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ElementsAndBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ elements: COUNT, bytes: COUNT }) })
        .transform((t) => [{ kind: 'elements', count: t.ElementsAndBytes.elements }, { kind: 'bytes', count: t.ElementsAndBytes.bytes }]),
]));
/** benchmark.json's `throughput`: `null`, `{"Bytes":n}`, `{"Elements":n}`...; undefined when unknown. */
function readThroughput(value) {
    if (value === null || value === undefined)
        return [];
    const parsed = ThroughputJsonSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}


/***/ }),

/***/ 9533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RW: () => (/* binding */ jsonHead),
/* harmony export */   Vh: () => (/* binding */ readJson),
/* harmony export */   _x: () => (/* binding */ jsonNameParts),
/* harmony export */   bA: () => (/* binding */ summaryMetric),
/* harmony export */   i6: () => (/* binding */ primitiveStrings),
/* harmony export */   ig: () => (/* binding */ issueDiagnostics)
/* harmony export */ });
/* unused harmony exports lineAtOffset, countLines, findJsonSyntaxError, formatPath */
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5429);


const SENTINEL = '\u0000bench-gate:';
const NON_FINITE = new Map([['NaN', Number.NaN], ['Infinity', Number.POSITIVE_INFINITY], ['-Infinity', Number.NEGATIVE_INFINITY]]);
/** Parses JSON text; `what` names the expected format in the error ("hyperfine --export-json output"). */
function readJson(text, source, what, options = {}) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const lineCount = countLines(body);
    const nonFinite = options.nonFinite === true;
    let value;
    try {
        value = nonFinite && /NaN|Infinity/.test(body) ? parseNonFinite(body) : JSON.parse(body);
    }
    catch (error) {
        return { ok: false, diagnostic: syntaxDiagnostic(body, source, what, options, error), lineCount };
    }
    // The path -> line map costs a second pass over the text: built on the first question only, since
    // readers of large files (criterion's sample.json) often never ask.
    let lines;
    const lineMap = () => {
        if (lines !== undefined)
            return lines;
        const built = new Map();
        scanJson(body, nonFinite, options.maxDepth ?? 4, (path, line) => {
            const key = JSON.stringify(path);
            if (!built.has(key))
                built.set(key, line);
        });
        lines = built;
        return built;
    };
    const lineOf = (path) => {
        const lines = lineMap();
        for (let n = path.length; n >= 0; n -= 1) {
            const line = lines.get(JSON.stringify(path.slice(0, n).map((p) => (typeof p === 'symbol' ? String(p) : p))));
            if (line !== undefined)
                return line;
        }
        return 1;
    };
    return { ok: true, value, lineOf, lineCount };
}
function parseNonFinite(text) {
    const replaced = text.replace(/"(?:[^"\\\n]|\\.)*"|-?Infinity|NaN/g, (m) => (m.startsWith('"') ? m : `"\\u0000bench-gate:${m}"`));
    return JSON.parse(replaced, (_key, value) => (typeof value === 'string' && value.startsWith(SENTINEL) ? NON_FINITE.get(value.slice(SENTINEL.length)) ?? value : value));
}
function syntaxDiagnostic(text, source, what, options, error) {
    const found = findJsonSyntaxError(text, options.nonFinite === true);
    if (found === undefined) {
        // The scanner accepted what JSON.parse refused (should not happen): report V8's own message.
        const message = error instanceof Error ? error.message : String(error);
        const position = /position (\d+)/.exec(message);
        const line = position === null ? 0 : lineAtOffset(text, Number(position[1]));
        return { severity: 'error', source, line, message: `invalid JSON (${message}). Expected ${what}.` };
    }
    // At the end of the input, point at the last line that has text, not at the empty line after it.
    const atEnd = found.offset >= text.trimEnd().length;
    const line = lineAtOffset(text, atEnd ? Math.max(0, text.trimEnd().length - 1) : found.offset);
    const hint = atEnd ? ` The file ends early: ${options.endsEarly ?? 'was the benchmark killed while writing it?'}` : '';
    const diagnostic = { severity: 'error', source, line,
        message: `invalid JSON: expected ${found.expected}, found ${describeAt(text, found.offset)}.${hint} The input should be ${what}.` };
    const lineText = text.split(/\r\n|\n|\r/, line)[line - 1];
    if (lineText !== undefined && lineText.trim() !== '')
        diagnostic.text = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .excerpt */ .K)(lineText);
    return diagnostic;
}
function describeAt(text, offset) {
    if (offset >= text.length)
        return 'the end of the input';
    const token = /^[A-Za-z0-9_.+-]+/.exec(text.slice(offset, offset + 20))?.[0] ?? text.charAt(offset);
    return JSON.stringify(token);
}
/** 1-based line of a character offset; `\r\n`, `\n` and a lone `\r` end a line (as splitLines does). */
function lineAtOffset(text, offset) {
    let line = 1;
    const end = Math.min(offset, text.length);
    for (let i = 0; i < end; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
            line += 1;
    }
    return line;
}
/** Number of lines, as splitLines counts them (a final line break does not add a line). */
function countLines(text) {
    if (text === '')
        return 0;
    // Without `\r` the line breaks are the `\n`s, which indexOf finds far faster than a loop over
    // every character (this runs on every JSON input, a multi-megabyte baseline included).
    let breaks = 0;
    if (text.includes('\r'))
        breaks = lineAtOffset(text, text.length) - 1;
    else
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            breaks += 1;
    return /(?:\r\n|\n|\r)$/.test(text) ? breaks : breaks + 1;
}
/** The first syntax error of a JSON text (offset and what was expected there), or undefined when it is valid. */
function findJsonSyntaxError(text, nonFinite = false) {
    return scanJson(text, nonFinite, 0, () => undefined);
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';
/**
 * Walks the JSON grammar with an explicit stack (deep nesting cannot overflow), calling `onValue`
 * with the path and line of every value whose path is at most `maxDepth` long. Returns the first
 * syntax error, or undefined for valid JSON.
 */
function scanJson(text, nonFinite, maxDepth, onValue) {
    const frames = [];
    let pos = 0;
    let line = 1;
    const fail = (expected) => ({ offset: pos, expected });
    const skipWs = () => {
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10))
                line += 1;
            else if (c !== 32 && c !== 9 && c !== 13)
                return;
            pos += 1;
        }
    };
    const string = () => {
        for (pos += 1;; pos += 1) {
            const c = text.charCodeAt(pos);
            if (Number.isNaN(c))
                return fail('a closing \'"\' (the string is not terminated)');
            if (c === 34) {
                pos += 1;
                return undefined;
            }
            if (c < 0x20)
                return fail('no raw control character inside a string (write it escaped, e.g. \\n)');
            if (c === 92) {
                const next = text.charAt(pos + 1);
                if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6)))
                    pos += 5;
                else if (next !== '' && ESCAPES.includes(next))
                    pos += 1;
                else {
                    pos += 1;
                    return fail('a valid escape sequence after \\');
                }
            }
        }
    };
    const value = () => {
        if (frames.length <= maxDepth)
            onValue(frames.map((f) => (f.kind === 'array' ? f.index : f.key ?? '')), line);
        const c = text.charAt(pos);
        if (c === '{') {
            frames.push({ kind: 'object', key: undefined });
            pos += 1;
            return 'first-key';
        }
        if (c === '[') {
            frames.push({ kind: 'array', index: 0 });
            pos += 1;
            return 'first-value';
        }
        if (c === '"')
            return string() ?? 'after';
        const literals = nonFinite ? ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'] : ['true', 'false', 'null'];
        const literal = literals.find((l) => text.startsWith(l, pos));
        if (literal !== undefined) {
            pos += literal.length;
            return 'after';
        }
        NUMBER.lastIndex = pos;
        const number = NUMBER.exec(text);
        if (number !== null) {
            pos += number[0].length;
            return 'after';
        }
        if (c === '-') {
            pos += 1;
            return fail('a digit after \'-\'');
        }
        return fail(c === ']' || c === '}' ? 'a value (a comma before a closing bracket is not allowed in JSON)' : 'a JSON value (object, array, string, number, true, false or null)');
    };
    const key = () => {
        if (text.charAt(pos) !== '"')
            return fail('a double-quoted property name');
        const start = pos;
        const error = string();
        if (error !== undefined)
            return error;
        const frame = frames[frames.length - 1];
        if (frame?.kind === 'object')
            frame.key = JSON.parse(text.slice(start, pos));
        skipWs();
        if (text.charAt(pos) !== ':')
            return fail('\':\' after the property name');
        pos += 1;
        return 'value';
    };
    const after = () => {
        const frame = frames[frames.length - 1];
        if (frame === undefined)
            return pos >= text.length ? 'done' : fail('the end of the input after the JSON value');
        const c = text.charAt(pos);
        if (c === ',') {
            pos += 1;
            if (frame.kind === 'array') {
                frame.index += 1;
                return 'value';
            }
            return 'key';
        }
        if (c === (frame.kind === 'array' ? ']' : '}')) {
            pos += 1;
            frames.pop();
            return 'after';
        }
        return fail(frame.kind === 'array' ? '\',\' or \']\' after an array element' : '\',\' or \'}\' after a property value');
    };
    let state = 'value';
    while (typeof state === 'string' && state !== 'done') {
        skipWs();
        const c = text.charAt(pos);
        if (state === 'first-value' && c === ']') {
            pos += 1;
            frames.pop();
            state = 'after';
        }
        else if (state === 'first-key' && c === '}') {
            pos += 1;
            frames.pop();
            state = 'after';
        }
        else if (state === 'value' || state === 'first-value')
            state = value();
        else if (state === 'key' || state === 'first-key')
            state = key();
        else
            state = after();
    }
    return typeof state === 'string' ? undefined : state;
}
/** `benchmarks[3].stats["odd key"]`: a JSON path as a reader would write it. */
function formatPath(path) {
    if (path.length === 0)
        return '(top level)';
    return path.map((p, i) => {
        if (typeof p === 'number')
            return `[${p}]`;
        const name = String(p);
        if (/^[A-Za-z_$][\w$]*$/.test(name))
            return i === 0 ? name : `.${name}`;
        return `[${JSON.stringify(name)}]`;
    }).join('');
}
/** One diagnostic per zod issue (at most `max`), naming the JSON path and pointing at its line. */
function issueDiagnostics(error, at, source, lineOf, prefix, max = 3) {
    const shown = error.issues.slice(0, max);
    const more = error.issues.length - shown.length;
    return shown.map((issue, i) => {
        const path = [...at, ...issue.path];
        const tail = i === shown.length - 1 && more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} there)` : '';
        return { severity: 'error', source, line: lineOf(path), message: `${prefix}: ${formatPath(path)}: ${issue.message}${tail}` };
    });
}
/** The first `n` characters of a text after a BOM and leading white space, for cheap detection. */
function jsonHead(text, n = 16 * 1024) {
    const start = text.startsWith('\uFEFF') ? 1 : 0;
    return text.slice(start, start + n + 256).trimStart().slice(0, n);
}
/** Name parts for a JSON tool: the name, and its parameters as `key=value` sub-parts and a map. */
function jsonNameParts(base, params, pkg) {
    const parts = { base, sub: Object.entries(params).map(([k, v]) => `${k}=${v}`), params: { ...params } };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
/** A metric that has only the tool's summary (no samples), with the unit's default direction unless given. */
function summaryMetric(unit, originalUnit, summary, better) {
    return { unit, originalUnit, better: better ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDirection */ .HS)(unit), assumption: (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultAssumption */ .Db)(unit), samples: [], summary };
}
/** Primitive values of an object as strings (nested objects and arrays left out), for config maps. */
function primitiveStrings(object, prefix = '') {
    const out = {};
    for (const [k, v] of Object.entries(object)) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
            out[`${prefix}${k}`] = String(v);
    }
    return out;
}


/***/ }),

/***/ 7162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ listNames)
/* harmony export */ });
/**
 * A diagnostic's list of names, capped: `a, b, c, d, e, and 7 more`. Named in full, a list can
 * be most of a report (one libtest name in 12,000 suites gave 169 KB of keys in one message); the
 * first few show how the names are spelled, and the count says the rest.
 */
/** How many names a list shows before counting the rest. */
const NAMES_SHOWN = 5;
/** `names` joined with commas, the ones after the first NAMES_SHOWN counted: `…, and 7 more`. */
function listNames(names) {
    const shown = names.slice(0, NAMES_SHOWN).join(', ');
    return names.length > NAMES_SHOWN ? `${shown}, and ${names.length - NAMES_SHOWN} more` : shown;
}


/***/ }),

/***/ 5429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt),
/* harmony export */   v: () => (/* binding */ UNRECOGNIZED_KEPT)
/* harmony export */ });
/** How many unrecognized lines a parser keeps to show the user when nothing could be read. */
const UNRECOGNIZED_KEPT = 5;
/** Shortens a line for a diagnostic so a 10 MB line cannot flood a report. */
function excerpt(text, max = 120) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}


/***/ }),

/***/ 8624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ logWriter)
/* harmony export */ });
/* unused harmony export guardLogStream */
/**
 * Writing to the job log (the action's process.stdout and process.stderr) so that a failed write
 * cannot end the step. The log is for reading, never the outcome: the outcome is the step's outputs,
 * summary and exit status. A write can fail (EPIPE when the reader has gone, ENOSPC on a full disk
 * or /dev/full, EIO on a dead terminal); Node then emits 'error' on the stream, and an 'error'
 * event with no listener crashes the process with a stack trace and exit status 1, which reads as
 * "regression found" and loses the verdict. After the first failure a stream is left alone: there
 * is nowhere left to say so, and the rest is dropped rather than written after a gap. The CLI does
 * the same for its stderr (src/cli.ts).
 */
const states = new WeakMap();
/**
 * Listens for `stream`'s 'error' events (once per stream, however often it is called), so that a
 * failed write by anyone, @actions/core's `core.info` included, is noted instead of crashing.
 */
function guardLogStream(stream) {
    const known = states.get(stream);
    if (known !== undefined)
        return known;
    const state = { failed: false };
    stream.on('error', () => {
        state.failed = true;
    });
    states.set(stream, state);
    return state;
}
/** A writer to `stream` that never throws and drops everything once a write to it has failed. */
function logWriter(stream) {
    const state = guardLogStream(stream);
    const note = (error) => {
        if (error != null)
            state.failed = true;
    };
    return (chunk) => {
        if (state.failed)
            return;
        try {
            stream.write(chunk, note);
        }
        catch {
            state.failed = true; // a stream that throws rather than reports: the same, dropped
        }
    };
}


/***/ }),

/***/ 6619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ RunError)
/* harmony export */ });
/**
 * A failure while running benchmarks that the user must fix (a command failed, timed out, printed
 * no results, a worktree could not be made): the CLI prints its message as is and exits 2.
 */
class RunError extends Error {
}


/***/ }),

/***/ 7508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ SECONDS_PER_TIME_UNIT)
/* harmony export */ });
/**
 * The spellings of units of time bench-gate knows, with their length in seconds. One list for
 * every use: the metrics format stores a value printed in one of them in seconds (and a rate over
 * one of them per second), and a unit whose denominator is one of them is a rate, higher-is-better
 * by default, in every format. Two lists had drifted apart: Go's `ops/usecs` or `ops/µsec` was read
 * lower-is-better while the metrics format read the same text as a rate, and the metrics format
 * kept `milliseconds` as printed, so a tool that printed `850 milliseconds` and then `1.2 seconds`
 * gave two metrics.
 *
 * fio and `perf stat` print `usec` and `msec`; Go durations and most tools `ns`, `µs`, `ms`, `s`;
 * human-oriented summaries spell the words out.
 */
const SECONDS_PER_TIME_UNIT = new Map([
    ['ns', 1e-9], ['nsec', 1e-9], ['nsecs', 1e-9], ['nanosecond', 1e-9], ['nanoseconds', 1e-9],
    ['us', 1e-6], ['µs', 1e-6], ['μs', 1e-6], ['usec', 1e-6], ['usecs', 1e-6], ['µsec', 1e-6], ['μsec', 1e-6],
    ['microsecond', 1e-6], ['microseconds', 1e-6],
    ['ms', 1e-3], ['msec', 1e-3], ['msecs', 1e-3], ['millisecond', 1e-3], ['milliseconds', 1e-3],
    ['s', 1], ['sec', 1], ['secs', 1], ['second', 1], ['seconds', 1],
    ['min', 60], ['mins', 60], ['minute', 60], ['minutes', 60],
    ['h', 3600], ['hr', 3600], ['hrs', 3600], ['hour', 3600], ['hours', 3600],
]);


/***/ }),

/***/ 1996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ defaultAssumption),
/* harmony export */   HS: () => (/* binding */ defaultDirection),
/* harmony export */   Xy: () => (/* binding */ scaleByPowerOfTen),
/* harmony export */   v4: () => (/* binding */ tidyUnit)
/* harmony export */ });
/* harmony import */ var _time_units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7508);

// A Map, not an object literal: a unit token like `constructor` must not find Object.prototype.
const NUMERATOR_SCALES = new Map([
    ['ns', { to: 'sec', exponent: -9 }],
    ['MB', { to: 'B', exponent: 6 }],
]);
/**
 * Multiplies by 10^exponent on the decimal representation, so `12.5 ns` becomes exactly the double
 * nearest 1.25e-8 (12.5 * 1e-9 would give 1.2500000000000001e-8).
 */
function scaleByPowerOfTen(value, exponent) {
    if (exponent === 0 || !Number.isFinite(value) || value === 0)
        return value;
    const fast = scaleShortDecimal(value, exponent);
    if (fast !== undefined)
        return fast;
    // String(value) is the same shortest decimal as toExponential() and cheaper, when it has no exponent.
    const shortest = String(value);
    if (!shortest.includes('e'))
        return Number(`${shortest}e${exponent}`);
    const [mantissa = '0', power = '0'] = value.toExponential().split('e');
    return Number(`${mantissa}e${Number(power) + exponent}`);
}
// 10^0 .. 10^22: every one is exact as a double.
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_DIGITS_AFTER_POINT = 9;
/**
 * The same result as the decimal route without strings, for values with at most 9 digits after the
 * point (every timing a tool prints): value = m / 10^k with the smallest such k and an integer m
 * below 2^52 is the decimal that prints as `value`, and m * 10^(exponent - k) in one IEEE operation
 * on exact operands is that decimal scaled, rounded once. Undefined when the shortcut does not apply.
 */
function scaleShortDecimal(value, exponent) {
    for (let k = 0; k <= MAX_DIGITS_AFTER_POINT; k += 1) {
        const power = EXACT_POWERS[k] ?? 1;
        const m = Math.round(value * power);
        if (Math.abs(m) >= 2 ** 52)
            return undefined;
        if (m / power !== value)
            continue;
        const shift = exponent - k;
        if (shift < -22 || shift > 22)
            return undefined;
        return shift < 0 ? m / (EXACT_POWERS[-shift] ?? 1) : m * (EXACT_POWERS[shift] ?? 1);
    }
    return undefined;
}
/** Tidies a unit to its base unit; idempotent (`tidyUnit(tidyUnit(u).unit)` changes nothing). */
function tidyUnit(unit) {
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const rest = slash === -1 ? '' : unit.slice(slash);
    let exponent = 0;
    const tidied = numerator.split(/([-* ])/).map((token) => {
        const scale = NUMERATOR_SCALES.get(token);
        if (scale === undefined)
            return token;
        exponent += scale.exponent;
        return scale.to;
    }).join('');
    return { unit: tidied + rest, exponent };
}
/**
 * The default direction of a (tidied) unit: rates are higher-is-better, the rest lower. A rate is
 * per unit of time, whichever and however spelt (b.ReportMetric(n, "ops/ms"), a job server's
 * `jobs/min`, `ops/µsec`): a rate per millisecond is as much a throughput as one per second; read
 * as lower-is-better, its rise would fail the gate as a regression.
 */
function defaultDirection(unit) {
    const slash = unit.lastIndexOf('/');
    if (slash === -1)
        return 'lower';
    return _time_units_js__WEBPACK_IMPORTED_MODULE_0__/* .SECONDS_PER_TIME_UNIT */ .N.has(unit.slice(slash + 1)) ? 'higher' : 'lower';
}
/**
 * Units whose values should not vary between runs of the same code: allocation counts and sizes.
 * `B/op` is here too; when the samples of an `exact` metric do vary, the comparison says so and
 * compares their medians against the threshold (no test; metric-stats.ts `compareExactly`).
 */
const EXACT_UNITS = new Set(['allocs/op', 'B/op', 'text-bytes', 'data-bytes', 'rodata-bytes', 'pclntab-bytes',
    'zdebug-bytes', 'total-bytes', 'bytes', 'instructions', 'instructions/op', 'instructions/iter']);
/** The default statistical assumption for a (tidied) unit. */
function defaultAssumption(unit) {
    return EXACT_UNITS.has(unit) || unit.endsWith('-bytes') ? 'exact' : 'nothing';
}


/***/ })

};
