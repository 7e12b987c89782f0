export const id = 682;
export const ids = [682];
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

/***/ 5682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var _machine_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9527);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9107);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7911);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(647);
/* harmony import */ var _join_refusals_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5644);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2082);
/* harmony import */ var _result_outputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5754);
/**
 * `bench-gate merge FILE... -o FILE`: joins result files from matrix shards (different
 * benchmarks) or repeated sessions (more samples of the same ones), refusing to mix machines,
 * tools or commits unless told, with errors that name the files.
 */












async function mergeCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)('merge', args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .MERGE_OPTIONS */ .WZ, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_7__/* .MERGE_HELP */ .h$);
        return 0;
    }
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSuite */ .El)('--suite', values.suite);
    if (positionals.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`merge needs the result files to join.${await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .MERGE_OPTIONS */ .WZ, ports)} Example: bench-gate merge shard-1.json shard-2.json -o all.json`);
    await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputsOnce */ .zI)(positionals, 'merging a file with itself would count its samples twice.', ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    await (0,_result_outputs_js__WEBPACK_IMPORTED_MODULE_6__/* .checkReplacesResultsOnly */ .G)([['-o', values.out]], ports);
    const loaded = [];
    for (const path of positionals) {
        const input = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInput */ .lJ)(path, ports, { format: 'auto', lenient: false, verbose: false, parseFirst: 'merge' });
        // A tool's own output records no time: as in `parse`, it was measured when it was written
        // (stdin: now). Without it the merged file would have no time, and `check --max-age` refuses that.
        if (input.format !== 'result' && input.set.context.time === undefined)
            input.set.context.time = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .outputTime */ .bf)(path, ports);
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeLoaded */ .p4)('', input));
        loaded.push(input);
    }
    const allowMachines = values['allow-different-machines'] === true;
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'tool', (s) => s.context.tool, 'merge each tool\'s results into its own file.');
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'commit', (s) => s.context.commit, 'merge only results of one commit (the result of `bench-gate run` records it).');
    // The merged file keeps one suite name (the report's title and PR comment marker): another file's would be lost unnamed.
    if (suite === undefined)
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'suite', (s) => (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz)(s), 'merge only one suite\'s results, or pass --suite NAME to name the merged result.');
    if (!allowMachines) {
        const fix = 'samples from different machines mix their speeds. Merge only shards that ran on one machine class, or pass --allow-different-machines if you know they are alike.';
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'machine fingerprint', (s) => s.context.machine?.fingerprint, fix);
        // A raw log has no fingerprint, but its config lines (cpu:, goos:, goarch:) still tell machines apart.
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'CPU', (s) => spaced(s.context.machine?.cpu ?? s.context.config.cpu), fix);
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'OS', (s) => named(s.context.machine?.os ?? s.context.config.goos, _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goOsName */ .Z), fix);
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSame */ .j3)(loaded, 'architecture', (s) => named(s.context.machine?.arch ?? s.context.config.goarch, _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goArchName */ .q), fix);
    }
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .checkDirections */ .zB)(loaded, 'merge');
    const unknown = loaded.filter((l) => l.set.context.machine?.fingerprint === undefined);
    if (!allowMachines && unknown.length > 0 && unknown.length < loaded.length) {
        const its = unknown.length === 1 ? 'its' : 'their';
        ports.stderr(`bench-gate: warning: ${unknown.map((l) => l.path).join(', ')} record${unknown.length === 1 ? 's' : ''} no machine fingerprint, so ${its} machine is checked only by the CPU, OS and architecture ${its} output names, if any.\n`);
    }
    const merged = mergeSets(loaded.map((l) => l.set), loaded.map((l) => l.path), allowMachines);
    const before = loaded.reduce((n, l) => n + l.set.diagnostics.length, 0);
    for (const d of merged.diagnostics.slice(before))
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
    const suiteName = suite ?? loaded.map((l) => (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz)(l.set)).find((s) => s !== undefined);
    // The first file may name no suite (written before --suite, or without it) while another names one.
    if (suiteName !== undefined)
        merged.suite = suiteName;
    const json = `${JSON.stringify(merged, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutput */ .zh)(ports, values.out, json);
    else
        ports.stdout(json);
    ports.stderr(`bench-gate: merged ${loaded.length} file${loaded.length === 1 ? '' : 's'}: ${merged.benchmarks.length} benchmark${merged.benchmarks.length === 1 ? '' : 's'}${values.out === undefined ? '' : `, written to ${values.out}`}\n`);
    return 0;
}
/** A CPU model with its runs of spaces collapsed (cpuid brand strings are padded differently). */
const spaced = (cpu) => cpu?.trim().replace(/\s+/g, ' ');
const named = (name, spell) => (name === undefined ? undefined : spell(name));
/**
 * One set from several: benchmarks merged by key, sources and diagnostics concatenated (then the
 * merge's own warnings), the earliest time kept (an unreadable one before any). With different machines allowed, a fingerprint no longer describes the result.
 */
function mergeSets(sets, paths, differentMachines) {
    const [first] = sets;
    if (first === undefined)
        throw new Error('mergeSets() needs at least one set');
    const time = (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_10__/* .joinedTime */ .pI)(sets.flatMap((s) => (s.context.time === undefined ? [] : [s.context.time])));
    const commit = sets.find((s) => s.context.commit !== undefined)?.context.commit;
    const context = { ...first.context, sources: sets.flatMap((s) => s.context.sources) };
    if (time !== undefined)
        context.time = time;
    if (commit !== undefined)
        context.commit = commit;
    const fingerprints = new Set(sets.map((s) => s.context.machine?.fingerprint));
    if (differentMachines && fingerprints.size > 1 && context.machine !== undefined) {
        context.machine = { ...context.machine };
        delete context.machine.fingerprint;
    }
    const history = sets.find((s) => s.history !== undefined)?.history;
    // The merge's own warnings (summaries it could not keep) come after the inputs' diagnostics.
    const diagnostics = sets.flatMap((s) => s.diagnostics);
    const benchmarks = (0,_merge_js__WEBPACK_IMPORTED_MODULE_11__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks), { sources: paths, diagnostics });
    return {
        ...first,
        context,
        benchmarks,
        diagnostics,
        ...(history === undefined ? {} : { history }),
    };
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

/***/ 9527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ goOsName),
/* harmony export */   q: () => (/* binding */ goArchName)
/* harmony export */ });
/**
 * Operating system and architecture names in Go's spelling (GOOS/GOARCH), the spelling the tools'
 * own output uses (`goos: linux`, `goarch: amd64`). Node says `x64` and `win32`, and the Actions
 * runner says `X64` and `Linux`; without one spelling, a `bench-gate run` result and a parsed log of
 * the same machine would name it differently in reports and in merge's machine check.
 */
const ARCH = {
    x64: 'amd64', x86_64: 'amd64', amd64: 'amd64', ia32: '386', x86: '386', i386: '386', i686: '386', 386: '386',
    arm64: 'arm64', aarch64: 'arm64', arm: 'arm', armv7l: 'arm', ppc64: 'ppc64', ppc64le: 'ppc64le',
    s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips: 'mips', mipsel: 'mipsle',
};
const OS = {
    linux: 'linux', darwin: 'darwin', macos: 'darwin', win32: 'windows', windows: 'windows',
    freebsd: 'freebsd', openbsd: 'openbsd', netbsd: 'netbsd', sunos: 'solaris', solaris: 'solaris', aix: 'aix', android: 'android',
};
/** `x64`, `X64`, `x86_64` -> `amd64`; a name it does not know comes back as given. */
function goArchName(arch) {
    return ARCH[arch.toLowerCase()] ?? arch;
}
/** `win32`, `Windows` -> `windows`, `macOS` -> `darwin`; a name it does not know comes back as given. */
function goOsName(os) {
    return OS[os.toLowerCase()] ?? os;
}


/***/ })

};
