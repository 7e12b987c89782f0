export const id = 385;
export const ids = [385];
export const modules = {

/***/ 1281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zB: () => (/* binding */ checkDirections),
  lm: () => (/* binding */ checkNoRepeatedSamples),
  j3: () => (/* binding */ checkSame),
  md: () => (/* binding */ checkSameMachine),
  rQ: () => (/* binding */ checkUnmixed),
  b5: () => (/* binding */ joinedCommit),
  pI: () => (/* binding */ joinedTime),
  Hn: () => (/* binding */ spellsSameCommit)
});

// EXTERNAL MODULE: ./src/mixed-machines.ts
var mixed_machines = __webpack_require__(3755);
;// CONCATENATED MODULE: ./src/repeated-samples.ts
/** Refused only below this chance (log10) that independent runs printed the very same samples: one in a million. */
const SAME_BY_CHANCE_LOG10 = -6;
/** The place of the last digit a value was printed with (0.0123 -> 0.0001, 257 -> 1, 1.25e6 -> 10000); undefined for 0. */
function printedStep(value) {
    if (value === 0 || !Number.isFinite(value))
        return undefined;
    // toExponential() gives the shortest digits that read back as the value: the digits printed.
    const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
    return 10 ** (Number(exponent) - (mantissa.split('.')[1]?.length ?? 0));
}
/**
 * log10 of the chance that another run prints these samples, in this order: per sample, one of
 * the values the printed digits allow within the samples' range, or, for a value that repeats
 * among them, its share of the other samples (a stable benchmark printing 256 most of the time).
 * 257, 256, 256 ns/op: 1/2 each, 1/8 in all; 12048, 12036, 12024 ns/op: 1/25 each, 1 in 15,625,
 * so a copy needs more of them (more samples, or more benchmarks) to be told from a second run.
 */
function chanceLog10(samples) {
    let step = 0;
    let min = Infinity;
    let max = -Infinity;
    const counts = new Map();
    for (const v of samples) {
        step = Math.max(step, printedStep(v) ?? 0);
        min = Math.min(min, v);
        max = Math.max(max, v);
        counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const levels = step === 0 ? 1 : Math.round((max - min) / step) + 1;
    let sum = 0;
    for (const v of samples)
        sum += Math.log10(Math.max(1 / levels, ((counts.get(v) ?? 1) - 1) / samples.length));
    return sum;
}
/**
 * True when `inner` (two or more samples that vary) appears in `outer` as one contiguous run, bit
 * for bit: a file merged from it holds it whole, between the other inputs' samples.
 */
function holds(outer, inner) {
    if (inner.length < 2 || inner.length > outer.length || inner.every((v) => v === inner[0]))
        return false;
    for (let start = 0; start + inner.length <= outer.length; start++) {
        let i = 0;
        while (i < inner.length && Object.is(outer[start + i], inner[i]))
            i++;
        if (i === inner.length)
            return true;
    }
    return false;
}
/** The metrics of `list` that vary from one sample to the next (not `exact` ones: a count of 0 allocations repeats in every run), by benchmark key and unit. */
function varyingMetrics(list) {
    const found = new Map();
    for (const benchmark of list) {
        for (const metric of benchmark.metrics) {
            if (metric.assumption !== 'exact' && metric.samples.some((v) => v !== metric.samples[0]))
                found.set(`${benchmark.key}\u0000${metric.unit}`, { benchmark, metric });
        }
    }
    return found;
}
/**
 * The first pair of inputs where every varying metric the two share is the same measurement (one
 * held in the other's): an input whose samples would be counted twice. Every shared metric, not
 * one, and together unlikely to recur (SAME_BY_CHANCE_LOG10): two real runs of a bench binary that
 * prints a few rounded numbers can agree on all of them.
 */
function findRepeatedSamples(lists) {
    const metrics = lists.map(varyingMetrics);
    for (let a = 0; a < lists.length; a++) {
        for (let b = 0; b < lists.length; b++) {
            if (a === b)
                continue;
            const inner = metrics[a];
            const outer = metrics[b];
            if (inner === undefined || outer === undefined)
                continue;
            let example;
            let all = true;
            let chance = 0;
            for (const [id, { benchmark, metric }] of inner) {
                const other = outer.get(id);
                if (other === undefined)
                    continue;
                if (!holds(other.metric.samples, metric.samples)) {
                    all = false;
                    break;
                }
                example ??= { held: a, holder: b, benchmark: benchmark.name, unit: metric.unit, samples: metric.samples.length };
                if (chance > SAME_BY_CHANCE_LOG10)
                    chance += chanceLog10(metric.samples);
            }
            if (all && example !== undefined && chance <= SAME_BY_CHANCE_LOG10)
                return example;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/cli/ports.ts
var ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/join-refusals.ts
/**
 * What `parse` and `merge` do alike when they join inputs into one result file. They refuse inputs
 * whose tool, commit, suite or machine differ, as the joined file records one of each, a metric
 * that one input says is better lower and another higher, and an input whose samples another
 * already holds; and they record the earliest time. One place, so that what `merge` refuses is
 * not written by `parse` of the same files instead.
 */



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
    throw new ports/* UsageError */.e(`${other.path} has ${what} ${other.value}, but ${first.path} has ${first.value}: ${fix}`);
}
/**
 * Refuses an input whose samples another input already holds (a copy, or an earlier merge's output
 * that a glob picked up again): joined, they would count twice (see repeated-samples.ts).
 */
function checkNoRepeatedSamples(loaded, command) {
    const found = findRepeatedSamples(loaded.map((l) => l.set.benchmarks));
    if (found === undefined)
        return;
    const held = loaded[found.held]?.path ?? '';
    const holder = loaded[found.holder]?.path ?? '';
    throw new ports/* UsageError */.e(`${holder} already holds the samples of ${held} (e.g. the ${found.samples} samples of ${found.benchmark} ${found.unit}, the very same values in the same order): ${command === 'merge' ? 'merging' : 'parsing'} both would count them twice. `
        + 'Leave one of them out: it is a copy, or the file an earlier merge (or parse of several inputs) wrote, which holds the samples of the files it joined (a glob such as shard-*.json must not match it).');
}
/**
 * Refuses inputs of different machines, by every trait a set knows (its fingerprint, else the CPU,
 * OS and architecture its tool printed): two raw logs record no fingerprint, and their `cpu:` lines
 * are the only sign of two machines.
 */
function checkSameMachine(loaded, fix) {
    for (const trait of mixed_machines/* MACHINE_TRAITS */.Iq)
        checkSame(loaded, trait.what, trait.get, fix);
}
/**
 * The joined file's commit: the one every input that records a commit agrees on, in its longest
 * spelling (a short SHA names the commit whose full SHA it begins, as `parse --commit` and `check
 * --commit` take it). Inputs of different commits are refused: the joined file would claim one
 * commit for samples of several, and pass `check --commit` with them. Undefined when none records one.
 */
function joinedCommit(loaded, fix) {
    const known = loaded.flatMap((l) => (l.set.context.commit === undefined ? [] : [{ path: l.path, value: l.set.context.commit }]));
    const longest = known.reduce((a, k) => (a === undefined || k.value.length > a.value.length ? k : a), undefined);
    if (longest === undefined)
        return undefined;
    const other = known.find((k) => !spellsSameCommit(k.value, longest.value));
    if (other !== undefined)
        throw new ports/* UsageError */.e(`${other.path} has commit ${other.value}, but ${longest.path} has ${longest.value}: ${fix}`);
    return longest.value;
}
/** Whether `short` is `long` or a SHA it begins with (hex, at least 4 digits, any case: an empty or odd text matches only itself). */
function spellsSameCommit(short, long) {
    return short === long || (/^[0-9a-f]{4,}$/i.test(short) && long.toLowerCase().startsWith(short.toLowerCase()));
}
/**
 * Refuses to join a file that already holds results of different machines (`merge
 * --allow-different-machines` wrote it) with other files: it records no fingerprint, so the
 * fingerprint check would let any machine's results join it unnoticed. One such file alone is
 * joined with nothing and keeps its list of machines.
 */
function checkUnmixed(loaded, fix) {
    const mixed = loaded.find((l) => l.set.context.machine?.mixed !== undefined);
    if (mixed === undefined || loaded.length < 2)
        return;
    const others = loaded.filter((l) => l !== mixed).map((l) => l.path);
    const named = others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
    throw new ports/* UsageError */.e(`${mixed.path} holds results of different machines (${(0,mixed_machines/* machineList */.Wv)(mixed.set.context.machine?.mixed ?? [])}), merged with --allow-different-machines; joined with ${named}, ${fix}`);
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
                    throw new ports/* UsageError */.e(`${path} says ${metric.better} is better for ${benchmark.name} (${metric.unit}), but ${first.path} says ${first.better}: ${command === 'merge' ? 'merged' : 'parsed together'}, one file's samples would be judged the wrong way. Parse both the same way (the same --format, custom-smaller or custom-bigger, or the same metrics patterns) and ${command} again.`);
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

/***/ 7929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n2: () => (/* binding */ checkOutputs),
  Lk: () => (/* binding */ checkOutputsBesideConfig),
  zh: () => (/* binding */ writeOutput)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/io/fs-codes.ts
/**
 * node:fs's codes as the guarded reads and writes use them (own-files.ts, read-artifact-file.ts):
 * open flags a platform may lack, and the code of a rejection.
 */

/** The open flag, or 0 where the platform has no such flag (Windows): the lstat before the open still refuses, only a swap after it goes unseen. */
function openFlag(name) {
    return constants[name] ?? 0;
}
/** Whether `error` is a file-system error with this code (ENOENT, ELOOP, ...). */
function hasCode(error, code) {
    return typeof error === 'object' && error !== null && error.code === code;
}

// EXTERNAL MODULE: ./src/cli/file-errors.ts + 1 modules
var file_errors = __webpack_require__(1120);
// EXTERNAL MODULE: ./src/cli/file-identity.ts
var file_identity = __webpack_require__(7317);
// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/output-files.ts
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
        for (const name of await (0,file_identity/* fileNames */.jx)(p, ports))
            taken.set(name, `the input ${p}`);
    const where = ports.env.PWD ?? 'the current directory';
    for (const [option, path] of outputs) {
        if (path === undefined)
            continue;
        if (path.trim() === '')
            throw new cli_ports/* UsageError */.e(`${option} needs a file name, and '${path}' is empty (an unset shell variable?). Give a file name, or leave ${option} out.`);
        // Inputs read `-` as standard input, but an output of `-` would be a file named '-'.
        if (path === '-')
            throw new cli_ports/* UsageError */.e(`${option} - would write a file named '-', not standard output. Give a file name (./- for a file named -), or leave ${option} out.`);
        // As for inputs (fileError): the name arrived with U+FFFD for bytes that are not UTF-8, so it would
        // write a file of another name than the one the shell completed, or find no such directory.
        if (path.includes('\uFFFD'))
            throw new cli_ports/* UsageError */.e(`cannot write ${path} (${option}): its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Give a UTF-8 name, or leave ${option} out.`);
        // What is there, following links; a path that cannot be looked at is left to checkWritable below.
        const found = await ports.fileStat(path).catch(() => undefined);
        // A device, FIFO or terminal is written to, not replaced: `-o /dev/stdout --report /dev/stderr`
        // on one terminal (or into one pipe, 2>&1 |) loses nothing.
        const names = found?.type === 'other' ? [] : await (0,file_identity/* fileNames */.jx)(path, ports);
        const other = (0,file_identity/* firstKnown */.ec)(taken, names);
        if (other !== undefined)
            throw new cli_ports/* UsageError */.e(`${option} ${path} is also ${other}: writing there would replace it. Give another file name.`);
        for (const name of names)
            taken.set(name, `the output of ${option}`);
        if (found?.type === 'directory')
            throw new cli_ports/* UsageError */.e(`${option} ${path} is a directory. Give a file name.`);
        // A name ending in / is a directory that does not exist yet: writing it would fail (EISDIR).
        if (path.endsWith('/'))
            throw new cli_ports/* UsageError */.e(`${option} ${path} ends in /, so it names a directory, not a file. Give a file name.`);
        // Asked now, not when writing: `run` and `ab` would have measured for nothing.
        await ports.checkWritable(path).catch(async (error) => {
            const dir = (0,external_node_path_.dirname)(path);
            if (error.code === 'ENOENT')
                throw new cli_ports/* UsageError */.e(`cannot write ${path} (${option}): its directory ${dir} does not exist (relative to ${where}). Create it first, or give another path.`);
            throw await (0,file_errors/* fileError */.z)(path, 'write', error, ports, decode/* BENCHMARK_OUTPUT */.AX, option);
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
    const config = new Map((await (0,file_identity/* fileNames */.jx)(configFile, ports)).map((name) => [name, configFile]));
    for (const [option, path] of outputs) {
        if (path !== undefined && (0,file_identity/* firstKnown */.ec)(config, await (0,file_identity/* fileNames */.jx)(path, ports)) !== undefined)
            throw new cli_ports/* UsageError */.e(`${option} ${path} is also the config file ${configFile}: writing there would replace it. Give another file name.`);
    }
}
/**
 * Writes an output file (-o), turning a failure into a message that names the file. A regular file
 * already there (last run's results or report) is replaced whole (io/replace-file.ts): written in
 * place, a full disk or the file-size limit met mid-write lost it and left part of the new text.
 */
async function writeOutput(ports, path, text) {
    try {
        if (await replacedWhole(ports, path, text))
            return;
        await ports.writeFile(path, text);
    }
    catch (error) {
        throw await (0,file_errors/* fileError */.z)(path, 'write', error, ports);
    }
}
/**
 * Whether `path` was a regular file and now holds `text`. False, with nothing written, where a
 * plain write is the way: no file yet, a device or pipe (`-o /dev/stdout`), a directory that takes
 * no new file beside the target while the file itself may be written (a shared directory the user
 * cannot write, a sticky /tmp with another user's file): replacing needs both; another user's file
 * whose owner cannot be kept (EPERM); a file that is a mount point (`docker run -v
 * $PWD/report.txt:/report.txt`), which nothing can be renamed over (EBUSY).
 */
async function replacedWhole(ports, path, text) {
    try {
        return await ports.replaceFile(path, text);
    }
    catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'EBUSY'].some((code) => hasCode(error, code)))
            return false;
        throw error;
    }
}


/***/ }),

/***/ 5754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ checkReplacesResultsOnly)
/* harmony export */ });
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(128);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8109);
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


/***/ }),

/***/ 4470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ mergeHistories)
/* harmony export */ });
/** `histories[i]` is the history of the input named `sources[i]` (undefined: it has none). */
function mergeHistories(histories, sources) {
    const given = histories.flatMap((h, input) => (h === undefined ? [] : [{ runs: h, input }]));
    if (given.length === 0)
        return { ok: true, history: undefined };
    const entries = [];
    const name = (input) => sources[input] ?? `input ${input + 1}`;
    for (const { runs, input } of given) {
        for (const [index, run] of runs.entries()) {
            const same = entries.find((e) => !e.from.has(input) && sameRun(e.run, run));
            if (same === undefined) {
                entries.push({ run: copyRun(run), from: new Set([input]), placed: { input, index } });
                continue;
            }
            const conflict = addValues(same.run, run);
            if (conflict !== undefined) {
                const other = name([...same.from][0] ?? 0);
                return { ok: false, error: `${other} and ${name(input)} both hold one run (${describeRun(run)}) in their history, with different medians of ${conflict.key} (${conflict.unit}): ${conflict.values[0]} and ${conflict.values[1]}. `
                        + 'One run\'s median cannot be rebuilt from two medians. Merge files whose histories hold different benchmarks of a run (matrix shards) or different runs, or remove "history" from all but one file.' };
            }
            joinContext(same.run, run);
            same.from.add(input);
        }
    }
    // Runs of one file only (others held none, or the same runs) keep that file's order.
    const firstInput = given.find((g) => g.runs.length > 0)?.input;
    if (entries.every((e) => e.placed.input === firstInput))
        return { ok: true, history: entries.map((e) => e.run) };
    const timeless = entries.find((e) => Number.isNaN(timeOf(e.run)));
    if (timeless !== undefined) {
        const { input, index } = timeless.placed;
        const what = timeless.run.time === undefined ? 'no time' : `an unreadable time '${timeless.run.time}'`;
        return { ok: false, error: `run ${index + 1} of ${name(input)}'s history (${describeRun(timeless.run)}) records ${what}, so where it goes among the other files' runs, oldest first, is unknown. `
                + 'Merge files whose history runs record their time (bench-gate saves every run with one), or remove "history" from all but one file.' };
    }
    // Stable: runs of one time keep the order the files gave them.
    return { ok: true, history: entries.sort((a, b) => timeOf(a.run) - timeOf(b.run)).map((e) => e.run) };
}
/** Whether two history entries are one run (see the module comment). */
function sameRun(a, b) {
    const commitsAgree = a.commit === undefined || b.commit === undefined || a.commit === b.commit;
    if (a.runId !== undefined && b.runId !== undefined)
        return a.runId === b.runId && commitsAgree;
    if (a.time === undefined || b.time === undefined)
        return false;
    return (a.time === b.time || timeOf(a) === timeOf(b)) && commitsAgree;
}
const timeOf = (run) => (run.time === undefined ? NaN : Date.parse(run.time));
/** A run with its own values maps (null-prototype, as historyRunOf builds them: keys are benchmark names). */
function copyRun(run) {
    const copy = { ...run, values: Object.create(null) };
    addValues(copy, run);
    return copy;
}
/** Adds `from`'s medians to `into`; the first metric both hold with different medians, if any (then nothing is added). */
function addValues(into, from) {
    for (const [key, units] of Object.entries(from.values)) {
        const held = Object.hasOwn(into.values, key) ? into.values[key] : undefined;
        for (const [unit, value] of Object.entries(units)) {
            const mine = held !== undefined && Object.hasOwn(held, unit) ? held[unit] : undefined;
            if (mine !== undefined && mine !== value)
                return { key, unit, values: [mine, value] };
        }
    }
    for (const [key, units] of Object.entries(from.values)) {
        const held = Object.hasOwn(into.values, key) ? into.values[key] : undefined;
        const target = held ?? (into.values[key] = Object.create(null));
        for (const [unit, value] of Object.entries(units))
            target[unit] = value;
    }
    return undefined;
}
/** What one file's entry of a run adds to another's: a field only it records; of two times, the earlier readable one. */
function joinContext(into, from) {
    if (into.commit === undefined && from.commit !== undefined)
        into.commit = from.commit;
    if (into.runId === undefined && from.runId !== undefined)
        into.runId = from.runId;
    const [mine, theirs] = [timeOf(into), timeOf(from)];
    if (from.time !== undefined && (into.time === undefined || (Number.isNaN(mine) && !Number.isNaN(theirs)) || theirs < mine))
        into.time = from.time;
}
/** `run id 1234, commit 1a2b3c4d5e6f, 2026-11-21T10:00:00Z`, with whatever the run records. */
function describeRun(run) {
    const details = [run.runId === undefined ? undefined : `run id ${run.runId}`, run.commit === undefined ? undefined : `commit ${run.commit.slice(0, 12)}`, run.time];
    const known = details.filter((x) => x !== undefined);
    return known.length === 0 ? 'no run id, commit or time' : known.join(', ');
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iq: () => (/* binding */ MACHINE_TRAITS),
/* harmony export */   NG: () => (/* binding */ mixedMachine),
/* harmony export */   Wv: () => (/* binding */ machineList),
/* harmony export */   gj: () => (/* binding */ traitDiffers)
/* harmony export */ });
/* harmony import */ var _machine_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9527);
/**
 * Telling machines apart, and the file `merge --allow-different-machines` writes when its inputs
 * came from different machines. No one machine measured such a file, so it can have no
 * fingerprint; left at that, it would pass for a file whose machine is unknown, which `compare`,
 * a later `merge` and the action cannot check. `context.machine.mixed` names its machines instead,
 * and they warn or refuse as they would for files of those machines side by side.
 */

/** A CPU model with its runs of spaces collapsed (cpuid brand strings are padded differently). */
const spaced = (cpu) => cpu?.trim().replace(/\s+/g, ' ');
const named = (name, spell) => (name === undefined ? undefined : spell(name));
/** The set's own machine: none for a mixed set, whose config lines are only its first input's. */
const single = (set) => set.context.machine?.mixed === undefined;
/**
 * What `merge` compares. A raw log has no fingerprint, but its config lines (cpu:, goos:, goarch:)
 * still tell machines apart; names are spelt one way (Go's), so a `run` result and a log agree. A
 * mixed set's config lines are only its first input's: it has the OS and architecture it records.
 */
const MACHINE_TRAITS = [
    { what: 'machine fingerprint', get: (s) => s.context.machine?.fingerprint },
    { what: 'CPU', get: (s) => (single(s) ? spaced(s.context.machine?.cpu ?? s.context.config.cpu) : undefined) },
    { what: 'OS', get: (s) => named(s.context.machine?.os ?? (single(s) ? s.context.config.goos : undefined), _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goOsName */ .Z) },
    { what: 'architecture', get: (s) => named(s.context.machine?.arch ?? (single(s) ? s.context.config.goarch : undefined), _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goArchName */ .q) },
];
const [FINGERPRINT, CPU, OS, ARCH] = MACHINE_TRAITS;
/** Whether two sets that know a trait give it different values (sets that do not know it are not counted). */
function traitDiffers(sets, trait) {
    const known = new Set(sets.flatMap((s) => trait.get(s) ?? []));
    return known.size > 1;
}
/**
 * The machines a set's samples were measured on, as `mixed` names them: a mixed set's list, else
 * one name (`aaaaaaaaaaaa (Intel Xeon, linux/amd64)`, whatever of it is known); none when nothing is.
 */
function machinesOf(set) {
    const mixed = set.context.machine?.mixed;
    if (mixed !== undefined)
        return [...mixed];
    const system = [OS.get(set), ARCH.get(set)].filter((x) => x !== undefined).join('/');
    const hardware = [CPU.get(set), system].filter((x) => x !== undefined && x !== '').join(', ');
    const fingerprint = FINGERPRINT.get(set);
    if (fingerprint === undefined)
        return hardware === '' ? [] : [hardware];
    return [hardware === '' ? fingerprint : `${fingerprint} (${hardware})`];
}
/**
 * The machine of a set joined from sets of different machines: each of their machines, once, and
 * the OS and architecture when every input names the same; no fingerprint, CPU or cores, which
 * would be one input's.
 */
function mixedMachine(sets) {
    const machine = { mixed: [...new Set(sets.flatMap(machinesOf))] };
    const os = agreed(sets, OS);
    const arch = agreed(sets, ARCH);
    if (os !== undefined)
        machine.os = os;
    if (arch !== undefined)
        machine.arch = arch;
    return machine;
}
/** The trait's value when every set knows it and all give the same. */
function agreed(sets, trait) {
    const values = sets.map(trait.get);
    const [first] = values;
    return first !== undefined && values.every((v) => v === first) ? first : undefined;
}
/** A mixed set's machines for a message: the first few, then how many more. */
function machineList(mixed, shown = 4) {
    const listed = mixed.slice(0, shown).join('; ');
    return mixed.length > shown ? `${listed}; and ${mixed.length - shown} more` : listed;
}


/***/ })

};
