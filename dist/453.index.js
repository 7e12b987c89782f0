export const id = 453;
export const ids = [453];
export const modules = {

/***/ 5644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j3: () => (/* binding */ checkSame),
/* harmony export */   pI: () => (/* binding */ joinedTime),
/* harmony export */   zB: () => (/* binding */ checkDirections)
/* harmony export */ });
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2082);

/** Refuses inputs whose `what` differs; inputs without it are not counted as different. */
function checkSame(loaded, what, get, fix) {
    const known = loaded.flatMap((l) => {
        const value = get(l.set);
        return value === undefined ? [] : [{ path: l.path, value }];
    });
    const first = known[0];
    const other = known.find((k) => k.value !== first?.value);
    if (first === undefined || other === undefined)
        return;
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${other.path} has ${what} ${other.value}, but ${first.path} has ${first.value}: ${fix}`);
}
/**
 * Refuses a metric that one input says is better lower and another higher (custom JSON parsed as
 * custom-smaller into one result file and custom-bigger into another): the joined metric has one
 * direction, so one input's samples would be judged the wrong way. `command` is the one to run again.
 */
function checkDirections(loaded, command) {
    const seen = new Map();
    for (const { path, set } of loaded) {
        for (const benchmark of set.benchmarks) {
            for (const metric of benchmark.metrics) {
                const id = `${benchmark.key}\u0000${metric.unit}`;
                const first = seen.get(id);
                if (first === undefined)
                    seen.set(id, { path, better: metric.better });
                else if (first.better !== metric.better) {
                    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${path} says ${metric.better} is better for ${benchmark.name} (${metric.unit}), but ${first.path} says ${first.better}: ${command === 'merge' ? 'merged' : 'parsed together'}, one file's samples would be judged the wrong way. Parse both the same way (the same --format, custom-smaller or custom-bigger, or the same metrics patterns) and ${command} again.`);
                }
            }
        }
    }
}
/**
 * The joined file's time, for `check --max-age`: an input's time that cannot be read, kept for
 * `check` to refuse, else the earliest (never a later one, which would let stale samples pass for
 * fresh ones). Times are ISO 8601 texts; undefined when no input has one.
 */
function joinedTime(times) {
    const unreadable = times.find((t) => Number.isNaN(Date.parse(t)));
    if (unreadable !== undefined)
        return unreadable;
    return times.reduce((earliest, t) => (earliest === undefined || Date.parse(t) < Date.parse(earliest) ? t : earliest), undefined);
}


/***/ }),

/***/ 647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lk: () => (/* binding */ checkOutputsBesideConfig),
/* harmony export */   n2: () => (/* binding */ checkOutputs),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(128);
/* harmony import */ var _file_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1120);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7317);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2082);
/**
 * The files a command writes (-o, --report, --base-out, --head-out): checked before any work, so
 * that `run` and `ab` never measure for an output they cannot write, and written with a message
 * that names the file and the fix when the write fails.
 */





/**
 * Checks, before any work (a `run` may take an hour), that every output can be written: its
 * directory exists, it is not a directory, the file system lets it be written (permissions, a
 * read-only mount, a symbolic link loop), no two outputs are the same file, and none is an input,
 * which the output would replace (a report written over the baseline it was compared with). Files
 * are compared by fileNames, so `./a.json`, a symbolic link to it and a hard link are `a.json` too;
 * an output that is a device, FIFO or terminal is never one. `outputs` pairs an option with its path (undefined: not given).
 */
async function checkOutputs(outputs, inputs, ports) {
    const taken = new Map();
    for (const p of inputs.filter((p) => p !== '-'))
        for (const name of await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .fileNames */ .jx)(p, ports))
            taken.set(name, `the input ${p}`);
    const where = ports.env.PWD ?? 'the current directory';
    for (const [option, path] of outputs) {
        if (path === undefined)
            continue;
        if (path.trim() === '')
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} needs a file name, and '${path}' is empty (an unset shell variable?). Give a file name, or leave ${option} out.`);
        // Inputs read `-` as standard input, but an output of `-` would be a file named '-'.
        if (path === '-')
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} - would write a file named '-', not standard output. Give a file name (./- for a file named -), or leave ${option} out.`);
        // As for inputs (fileError): the name arrived with U+FFFD for bytes that are not UTF-8, so it would
        // write a file of another name than the one the shell completed, or find no such directory.
        if (path.includes('\uFFFD'))
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`cannot write ${path} (${option}): its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Give a UTF-8 name, or leave ${option} out.`);
        // What is there, following links; a path that cannot be looked at is left to checkWritable below.
        const found = await ports.fileStat(path).catch(() => undefined);
        // A device, FIFO or terminal is written to, not replaced: `-o /dev/stdout --report /dev/stderr`
        // on one terminal (or into one pipe, 2>&1 |) loses nothing.
        const names = found?.type === 'other' ? [] : await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .fileNames */ .jx)(path, ports);
        const other = (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .firstKnown */ .ec)(taken, names);
        if (other !== undefined)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} ${path} is also ${other}: writing there would replace it. Give another file name.`);
        for (const name of names)
            taken.set(name, `the output of ${option}`);
        if (found?.type === 'directory')
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} ${path} is a directory. Give a file name.`);
        // A name ending in / is a directory that does not exist yet: writing it would fail (EISDIR).
        if (path.endsWith('/'))
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} ${path} ends in /, so it names a directory, not a file. Give a file name.`);
        // Asked now, not when writing: `run` and `ab` would have measured for nothing.
        await ports.checkWritable(path).catch(async (error) => {
            const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path);
            if (error.code === 'ENOENT')
                throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`cannot write ${path} (${option}): its directory ${dir} does not exist (relative to ${where}). Create it first, or give another path.`);
            throw await (0,_file_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .fileError */ .z)(path, 'write', error, ports, _io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .BENCHMARK_OUTPUT */ .AX, option);
        });
    }
}
/**
 * Refuses an output (`outputs` as for checkOutputs) that is the config file the command read,
 * given with --config or found by looking: writing there would replace the rules (`compare
 * --config bench-gate.yml -o bench-gate.yml`). Checked once the config is known, before any work.
 */
async function checkOutputsBesideConfig(outputs, configFile, ports) {
    if (configFile === undefined)
        return;
    const config = new Map((await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .fileNames */ .jx)(configFile, ports)).map((name) => [name, configFile]));
    for (const [option, path] of outputs) {
        if (path !== undefined && (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .firstKnown */ .ec)(config, await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .fileNames */ .jx)(path, ports)) !== undefined)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${option} ${path} is also the config file ${configFile}: writing there would replace it. Give another file name.`);
    }
}
/** Writes an output file (-o), turning a failure into a message that names the file. */
async function writeOutput(ports, path, text) {
    try {
        await ports.writeFile(path, text);
    }
    catch (error) {
        throw await (0,_file_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .fileError */ .z)(path, 'write', error, ports);
    }
}


/***/ }),

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCommand: () => (/* binding */ parseCommand)
/* harmony export */ });
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8078);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9107);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7911);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5958);
/* harmony import */ var _join_refusals_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5644);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(647);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2082);
/* harmony import */ var _result_outputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5754);
/**
 * `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. The config
 * file gives the format and the metrics patterns; its rules apply at compare time, not here (the
 * result file keeps the data as parsed).
 */













async function parseCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)('parse', args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PARSE_OPTIONS */ .jp, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_7__/* .PARSE_HELP */ .gU);
        return 0;
    }
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSuite */ .El)('--suite', values.suite);
    const commit = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommit */ .L5)('--commit', values.commit);
    if (values.branch?.trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`Invalid value '${values.branch}' for --branch: a branch name cannot be empty. Give a name like --branch main, or leave --branch out.`);
    if (positionals.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`parse needs at least one input file (or - for stdin).${await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PARSE_OPTIONS */ .jp, ports)} Example: bench-gate parse bench.txt -o result.json`);
    await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputsOnce */ .zI)(positionals, 'parsing a file twice would count its samples twice.', ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    const loadedConfig = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfigFile */ .HT)(values.config, ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOutputsBesideConfig */ .Lk)([['-o', values.out]], loadedConfig?.path, ports);
    await (0,_result_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .checkReplacesResultsOnly */ .G)([['-o', values.out]], ports);
    const config = loadedConfig === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveConfig */ .p)(loadedConfig.config, loadedConfig.path, suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeConfig */ .Yy)(loadedConfig, config));
    const load = {
        format: (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const loaded = [];
    for (const path of positionals) {
        const input = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInput */ .lJ)(path, ports, load);
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeLoaded */ .p4)('', input));
        loaded.push(input.set);
    }
    const set = combine(loaded, positionals, await measuredAt(loaded, positionals, ports), suite);
    // The merge's own warnings (summaries it could not keep) follow the inputs' diagnostics.
    const before = loaded.reduce((n, l) => n + l.diagnostics.length, 0);
    for (const d of set.diagnostics.slice(before))
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
    if (commit !== undefined)
        set.context.commit = commitToRecord(commit, loaded, positionals);
    if (values.branch !== undefined)
        set.context.branch = values.branch;
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutput */ .zh)(ports, values.out, json);
    else
        ports.stdout(json);
    return 0;
}
/**
 * When the inputs were measured, for `check --max-age`: the earliest of their times. A result file's
 * time is the one it records; a tool output's is its modification time (an output file is written
 * as the benchmarks run); stdin's, or an unknown one, is now. Never a later time than any input's,
 * which would let stale numbers pass for fresh ones (a week-old result file given after today's,
 * or beside stdin). A recorded time that cannot be read is kept as it is, for `check` to refuse.
 */
async function measuredAt(sets, paths, ports) {
    const times = await Promise.all(sets.map(async (set, i) => set.context.time ?? (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .outputTime */ .bf)(paths[i] ?? '-', ports)));
    return (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_11__/* .joinedTime */ .pI)(times) ?? ports.now().toISOString();
}
/**
 * The commit --commit records: a result file among the inputs that records another commit was
 * measured there, and relabelling its samples would let stale numbers pass `check --commit`. The
 * same commit spelt shorter or longer agrees; the longer spelling is kept.
 */
function commitToRecord(commit, sets, paths) {
    const at = sets.findIndex((s) => s.context.commit !== undefined);
    const recorded = sets[at]?.context.commit;
    if (recorded === undefined)
        return commit;
    const [short, long] = recorded.length <= commit.length ? [recorded, commit] : [commit, recorded];
    if (long.toLowerCase().startsWith(short.toLowerCase()))
        return long;
    const path = paths[at] === '-' ? '<stdin>' : paths[at] ?? '';
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`--commit ${commit} contradicts ${path}, which records that its samples were measured on commit ${recorded}. Leave --commit out to keep the recorded commit, or parse the results of a run on ${commit}.`);
}
/**
 * One result set from several: benchmarks merged by key, sources and diagnostics concatenated,
 * then the merge's own warnings (a summary-only metric whose second summary cannot be kept). Its
 * suite is --suite's, else the one the inputs name.
 */
function combine(sets, paths, measured, suiteOption) {
    const [first, ...rest] = sets;
    if (first === undefined)
        throw new Error('combine() needs at least one set');
    const tools = new Set(sets.map((s) => s.context.tool));
    if (tools.size > 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`parse got inputs of different formats (${[...tools].join(', ')}); parse each format into its own result file.`);
    const named = sets.map((set, i) => ({ path: paths[i] === '-' ? '<stdin>' : paths[i] ?? '', set }));
    // Result files record their commit; the combined file records one, so samples of another commit would pass for it.
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_11__/* .checkSame */ .j3)(named, 'commit', (s) => s.context.commit, 'parse only results of one commit (bench-gate merge joins result files, and refuses them too).');
    // As merge refuses them (unless --allow-different-machines): one file's samples would pass for another machine's.
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_11__/* .checkSame */ .j3)(named, 'machine fingerprint', (s) => s.context.machine?.fingerprint, 'parse only results of one machine class; to join shards of machines you know are alike, use bench-gate merge --allow-different-machines.');
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_11__/* .checkDirections */ .zB)(named, 'parse');
    // The combined file has one suite name (the report's title, the PR comment's marker): another input's would be lost.
    if (suiteOption === undefined)
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_11__/* .checkSame */ .j3)(named, 'suite', _options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz, 'parse only one suite\'s results, or pass --suite NAME to name the combined result.');
    const suite = suiteOption ?? sets.map(_options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz).find((s) => s !== undefined);
    const commit = sets.find((s) => s.context.commit !== undefined)?.context.commit;
    const diagnostics = sets.flatMap((s) => s.diagnostics);
    return {
        ...first,
        context: { ...first.context, sources: sets.flatMap((s) => s.context.sources), time: measured, ...(commit === undefined ? {} : { commit }) },
        benchmarks: rest.length === 0 ? first.benchmarks : (0,_merge_js__WEBPACK_IMPORTED_MODULE_12__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks), { sources: paths, diagnostics }),
        diagnostics,
        ...(suite === undefined ? {} : { suite }),
    };
}


/***/ }),

/***/ 5754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ checkReplacesResultsOnly)
/* harmony export */ });
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(128);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8078);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2082);
/**
 * Outputs that hold a result JSON (`parse -o`, `merge -o`, `run -o`, `ab --base-out/--head-out`)
 * replace an existing file only when it is one too, or empty. A rerun writing its results again is
 * the usual case; any other file there was named by mistake, most often by an option that lost its
 * value: `parse -o $OUT a.txt b.txt` with OUT unset reads `-o a.txt`, and wrote b.txt's results
 * over the benchmark output a.txt. Checked before any work.
 */



/** Refuses an output (option, path; undefined: not given) that is an existing file, not empty, and no result JSON. */
async function checkReplacesResultsOnly(outputs, ports) {
    for (const [option, path] of outputs) {
        if (path === undefined || (await ports.fileStat(path).catch(() => undefined))?.type !== 'file')
            continue;
        // One over the input cap is no result bench-gate could read back; one that cannot be read
        // otherwise is left to the write (checkOutputs has asked whether it can be written).
        const bytes = await ports.readFile(path).catch((error) => ((0,_io_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isTooLargeError */ .Au)(error) ? new Uint8Array([0]) : undefined));
        if (bytes === undefined || bytes.length === 0)
            continue;
        const text = (0,_io_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeInput */ .Ny)(bytes, path);
        if (text.ok && (text.value.trim() === '' || (0,_input_js__WEBPACK_IMPORTED_MODULE_1__/* .detectCandidates */ .yC)(text.value).includes('result')))
            continue;
        // "Remove /dev/stdout first" would break the system, not free the file: say what the name leads to.
        if (DESCRIPTOR.test(path))
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${option} ${path} leads to an existing file that is not a bench-gate result file (redirected to it with >>?): writing the result JSON there would replace that file, not add to it. Redirect to a new or empty file (> FILE), or give ${option} a file name.`);
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${option} ${path} is an existing file that is not a bench-gate result file: writing the result JSON there would replace it. If ${path} was meant as an input, ${option} lost its value (an unset shell variable?); otherwise give another file name, or remove ${path} first.`);
    }
}
/** The name of an open descriptor (/dev/stdout, /dev/fd/3, /proc/self/fd/1): the file it leads to is the shell's redirection. */
const DESCRIPTOR = /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/(?:self|\d+)\/fd\/\d+)$/;


/***/ }),

/***/ 5958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ resolveConfig)
});

;// CONCATENATED MODULE: ./src/config/glob.ts
/**
 * Globs for the config file's rules. In benchmark names (`match`), `/` separates sub-benchmarks
 * as in a path: `*` matches within one part, `**` across parts (`**\/p99` also matches a bare
 * `p99`), `?` one character, `\` escapes the next character. In units (`metric`), which are one
 * token that may contain `/` (`sec/op`), `*` matches anything.
 */
function escapeChar(ch) {
    return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}
/** A glob over benchmark names: `*` stops at `/`, `**` does not. */
function nameGlob(glob) {
    let body = '';
    for (let i = 0; i < glob.length; i += 1) {
        const ch = glob[i] ?? '';
        if (ch === '\\' && i + 1 < glob.length) {
            i += 1;
            body += escapeChar(glob[i] ?? '');
        }
        else if (ch === '*' && glob[i + 1] === '*') {
            i += 1;
            if (glob[i + 1] === '/') {
                i += 1;
                body += '(?:.*/)?';
            }
            else {
                body += '.*';
            }
        }
        else if (ch === '*') {
            body += '[^/]*';
        }
        else if (ch === '?') {
            body += '[^/]';
        }
        else {
            body += escapeChar(ch);
        }
    }
    return new RegExp(`^${body}$`, 'su');
}
/** A glob over units: `*` matches any characters, `?` one. */
function unitGlob(glob) {
    const body = [...glob].map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : escapeChar(ch))).join('');
    return new RegExp(`^${body}$`, 'su');
}

// EXTERNAL MODULE: ./src/config/threshold.ts
var config_threshold = __webpack_require__(7325);
;// CONCATENATED MODULE: ./src/config/resolve.ts


/** The settings in force for `suite` (undefined: top-level only). */
function resolveConfig(config, file, suite) {
    const suites = config.suites ?? {};
    const chosen = suite === undefined ? undefined : Object.hasOwn(suites, suite) ? suites[suite] : undefined;
    const warnings = [];
    const names = Object.keys(suites);
    if (suite !== undefined && chosen === undefined && names.length > 0) {
        warnings.push(`${file} has no suite "${suite}" (it has ${names.join(', ')}); using its top-level settings only`);
    }
    const threshold = chosen?.threshold ?? config.threshold;
    return {
        file,
        suite: chosen === undefined ? undefined : suite,
        format: chosen?.format ?? config.format,
        threshold: threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(threshold),
        q: chosen?.q ?? config.q,
        multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
        minSamples: chosen?.['min-samples'] ?? config['min-samples'],
        comment: chosen?.comment ?? config.comment,
        rules: [
            ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
            ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
        ],
        metrics: [...(chosen?.metrics ?? []), ...(config.metrics ?? [])],
        warnings,
    };
}
function resolveRule(rule, name) {
    const threshold = rule.threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(rule.threshold);
    const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
    return {
        label: `${name} (${where})`,
        match: nameGlob(rule.match),
        metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
        threshold,
        thresholdText: threshold === undefined ? undefined : `${+(threshold * 100).toPrecision(6)}%`,
        informational: rule.informational,
        ignore: rule.ignore,
        exact: rule.exact,
        better: rule.better,
        unit: rule.unit,
    };
}


/***/ })

};
