export const id = 692;
export const ids = [692];
export const modules = {

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ appendAll)
/* harmony export */ });
/**
 * Appends every item of `items` to `target`, in order. `target.push(...items)` passes each item as
 * an argument, and V8 overflows its stack beyond about 120,000 of them: a merge of two runs with
 * 180,000 pytest-benchmark rounds each, or a 100,000-benchmark suite's markdown rows, crashed.
 */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
}


/***/ }),

/***/ 1120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ fileError)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
;// CONCATENATED MODULE: ./src/io/path-errors.ts
/**
 * Why a path names no file that can be written, for the two errors a path meets before any file is
 * opened (looking at it, or removing it): ENOTDIR (a file on its path) and ELOOP (a link loop).
 * Worded once for the CLI's messages (cli/file-errors.ts) and the action's (output-file).
 */

/** Why a path under a file (`base.txt/x`) names nothing: `file` is that file, when known. */
function notADirectoryReason(file) {
    return `${file === undefined ? 'a part of its path is' : `${file} is`} a file, not a directory, so nothing can be inside it`;
}
/** Why a path through a symbolic link loop names nothing. */
const LINK_LOOP_REASON = 'it (or a directory on its path) is a symbolic link that leads back to itself through other links, so it names no file';
/**
 * The first directory on `path` that is a file (`base.txt` in `base.txt/x`, or in `base.txt/`),
 * what ENOTDIR is about; undefined when none is (it changed in between). `isDirectory` rejects
 * when nothing is there.
 */
async function fileOnPath(path, isDirectory) {
    // `base.txt/` names a directory, so base.txt itself is on its path.
    const named = path.endsWith('/') ? `${path.replace(/\/+$/, '')}/.` : path;
    const above = [];
    for (let dir = (0,external_node_path_.dirname)(named); dir !== '.' && !above.includes(dir); dir = (0,external_node_path_.dirname)(dir))
        above.unshift(dir);
    for (const dir of above) {
        // A part that does not exist has no file below it either.
        const directory = await isDirectory(dir).catch(() => undefined);
        if (directory === undefined)
            return undefined;
        if (!directory)
            return dir;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/file-errors.ts
/**
 * The message for a file the CLI cannot read or write: what happened, which file, and what to do
 * (STYLE.md §3.4), for every error a path given on the command line meets in practice, not Node's
 * own text ("ELOOP: too many symbolic links encountered, open 'x'"), which says neither why nor
 * what to do. An error without a known cause keeps Node's text, which names it.
 */




/**
 * The UsageError for `error`, met reading or writing `path`; `option` names the option that gave an
 * output (`-o`), shown after the path.
 */
async function fileError(path, verb, error, ports, kind = decode/* BENCHMARK_OUTPUT */.AX, option) {
    if ((0,decode/* isTooLargeError */.Au)(error))
        return new cli_ports/* UsageError */.e((0,decode/* tooLargeMessage */.pb)(path === '-' ? '<stdin>' : path, error.size, decode/* MAX_INPUT_BYTES */.su, kind));
    const code = error.code;
    const where = ports.env.PWD ?? 'the current directory';
    const what = `${verb} ${path}${option === undefined ? '' : ` (${option})`}`;
    const fix = verb === 'read' ? `Check the path (relative to ${where})` : 'Give another path';
    // Node reads arguments as UTF-8: a name with other bytes arrives with U+FFFD in their place and
    // names no file, though the one the shell completed exists.
    if (code === 'ENOENT' && path.includes('\uFFFD'))
        return new cli_ports/* UsageError */.e(`cannot ${verb} ${path}: its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Rename the file (or its directory) to a UTF-8 name, or pass it on standard input (-).`);
    if (code === 'ENOENT')
        return new cli_ports/* UsageError */.e(verb === 'read' ? `${path}: no such file. Check the path (relative to ${where}).` : `cannot write ${path}: its directory does not exist (relative to ${where}).`);
    // A directory redirected to standard input (`< target/criterion`) is read by its name instead.
    if (code === 'EISDIR' && path === '-')
        return new cli_ports/* UsageError */.e(`standard input is a directory (given with < DIR?), which cannot be read as a stream. Pass ${kind.file}${kind === decode/* BENCHMARK_OUTPUT */.AX ? ', or a target/criterion directory by its name (without <)' : ''}.`);
    if (code === 'EISDIR')
        return new cli_ports/* UsageError */.e(`${path} is a directory. ${verb === 'read' ? `Pass ${kind.file}.` : 'Give a file name.'}`);
    if (code === 'ENOTDIR') {
        const file = await fileOnPath(path, (dir) => ports.isDirectory(dir));
        return new cli_ports/* UsageError */.e(`cannot ${what}: ${notADirectoryReason(file)}. ${fix}.`);
    }
    if (code === 'ELOOP')
        return new cli_ports/* UsageError */.e(`cannot ${what}: ${LINK_LOOP_REASON}. See where it points (ls -l ${path}), and fix the link or give the file itself.`);
    if (code === 'ENAMETOOLONG')
        return new cli_ports/* UsageError */.e(`cannot ${what}: the name is too long for the file system (one part of a path can be at most 255 bytes). ${fix}: was a command's output or a whole line given as the name?`);
    if (code === 'EACCES' || code === 'EPERM') {
        if (verb === 'read')
            return new cli_ports/* UsageError */.e(`cannot read ${path}: permission denied. Check the permissions of the file and its directories (ls -l ${path}), or run bench-gate as a user who can read it.`);
        // An existing file is written in place, so its own permission counts, not its directory's.
        if ((await ports.fileStat(path).catch(() => undefined))?.type === 'file')
            return new cli_ports/* UsageError */.e(`cannot ${what}: permission denied: the file exists and you may not write it. Give another path, or change its permissions (ls -l ${path}).`);
        return new cli_ports/* UsageError */.e(`cannot ${what}: permission denied. Give a path in a directory you can write to, or change the permissions (ls -ld ${(0,external_node_path_.dirname)(path)}).`);
    }
    if (code === 'EROFS')
        return new cli_ports/* UsageError */.e(`cannot ${what}: it is on a read-only file system. Give a path on a writable one (e.g. under /tmp).`);
    // A write past the file-size limit (`ulimit -f`) or the largest file the file system holds.
    if (code === 'EFBIG')
        return new cli_ports/* UsageError */.e(`cannot ${what}: the file would be larger than this process may write (the file-size limit, ulimit -f) or the file system holds. Raise the limit, or give a path on another file system.`);
    if (code === 'ENOSPC' || code === 'EDQUOT')
        return new cli_ports/* UsageError */.e(`cannot ${what}: no space left on the device (or the disk quota is used up). Free some space, or give a path on another disk.`);
    return new cli_ports/* UsageError */.e(`cannot ${what} (${error instanceof Error ? error.message : String(error)}).`);
}


/***/ }),

/***/ 7317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I0: () => (/* binding */ checkStdinOnce),
/* harmony export */   ec: () => (/* binding */ firstKnown),
/* harmony export */   jx: () => (/* binding */ fileNames),
/* harmony export */   l6: () => (/* binding */ fileIdentity),
/* harmony export */   zI: () => (/* binding */ checkInputsOnce)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2082);
/**
 * Which file a path names, so that one file under two names is seen as one: `a.txt` and `./a.txt`,
 * a symbolic link and its target, two hard links. An input read twice would count its samples
 * twice, and an output written over an input (or the config, or another output) would replace it.
 */


/** Refuses stdin (`-`) given more than once: it can be read only once. */
function checkStdinOnce(paths) {
    if (paths.indexOf('-') !== paths.lastIndexOf('-'))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e('- (stdin) is given twice, but standard input can be read only once. Save one side to a file.');
}
/**
 * Refuses an input list that names a file twice (`what` says why), under one spelling or two
 * (`a.txt` and `./a.txt`, a symbolic link and its target, two hard links), or stdin twice.
 */
async function checkInputsOnce(paths, what, ports) {
    checkStdinOnce(paths);
    const seen = new Map();
    for (const path of paths.filter((p) => p !== '-')) {
        const names = await fileNames(path, ports);
        const first = firstKnown(seen, names);
        if (first === path)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${path} is given twice; ${what}`);
        if (first !== undefined)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${first} and ${path} are the same file; ${what}`);
        for (const name of names)
            seen.set(name, path);
    }
}
/**
 * Every name a path's file is known by, for telling whether two paths are one file: its
 * fileIdentity and, for a regular file with more than one link, its device and inode, which hard
 * links share (`ln base.txt copy.txt` gives one file two real paths, and writing either replaces
 * both).
 *
 * Note: the inode counts only for a regular file with more than one link. A file with one link has
 * one real path, which fileIdentity already tells; and where inode numbers are 0 or made up (FAT, network shares on
 * Windows, a VirtualBox shared folder), different files can share one, and `parse a.txt b.txt`
 * was refused as "the same file". A pipe or a terminal has an inode too, and `-o /dev/stdout
 * --report /dev/stderr` into one pipe was refused as one output written over the other.
 */
async function fileNames(path, ports) {
    const identity = await fileIdentity(path, ports);
    // A path that cannot be looked at has only its identity; the read or write says why later.
    const found = await ports.fileStat(path).catch(() => undefined);
    return found?.type === 'file' && found.links > 1 && found.id !== undefined ? [identity, `inode ${found.id}`] : [identity];
}
/** What `known` holds for the first of `names` it has. */
function firstKnown(known, names) {
    return names.map((name) => known.get(name)).find((value) => value !== undefined);
}
/**
 * What a path names, for telling whether two paths are one file: the real path (`.`, `..` and
 * symbolic links resolved); for a file that does not exist yet (an output), its directory's real
 * path and its name; the path made absolute when not even its directory exists.
 */
async function fileIdentity(path, ports) {
    try {
        return await ports.realPath(path);
    }
    catch {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(await ports.realPath((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)), (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path));
        }
        catch {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ports.cwd(), path);
        }
    }
}


/***/ }),

/***/ 2673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yy: () => (/* binding */ describeConfig),
  p4: () => (/* binding */ describeLoaded),
  HT: () => (/* binding */ loadConfigFile),
  lJ: () => (/* binding */ loadInput),
  bf: () => (/* binding */ outputTime),
  s0: () => (/* binding */ pathExists),
  _: () => (/* binding */ readInputText),
  Pp: () => (/* binding */ warnUnmatchedRules)
});

// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
// EXTERNAL MODULE: ./src/io/json-tree.ts
var json_tree = __webpack_require__(8009);
// EXTERNAL MODULE: ./src/input.ts + 43 modules
var input = __webpack_require__(8109);
;// CONCATENATED MODULE: ./src/config/file-names.ts
/**
 * The config files bench-gate looks for when none is given, in this order in each directory it
 * looks in: the working directory, then each one above it up to the repository root (CLI,
 * cli/load-inputs.ts), or up to the workspace (action, action/action-config.ts). Apart from the
 * loader, so that looking (every `compare`) does not load yaml and zod.
 *
 * Each name is read spelt `.yml` or `.yaml` (both are YAML's own extensions, and tools people use
 * beside this one, Compose and Dependabot among them, take either). Both spellings of one name in one
 * place is an error (bothSpellingsMessage): reading one would pass over the other's rules in silence.
 */
const CONFIG_FILE_NAMES = ['bench-gate.yml', 'bench-gate.yaml', '.github/bench-gate.yml', '.github/bench-gate.yaml'];
/** The `.yaml` spelling of a config path spelt `.yml` (the one looked for first); undefined for any other. */
function yamlSpelling(path) {
    return path.endsWith('.yml') ? `${path.slice(0, -'.yml'.length)}.yaml` : undefined;
}
/** The refusal for a config file found in both spellings; `fix` names how to pick one (--config, the 'config' input). */
function bothSpellingsMessage(yml, yaml, fix) {
    return `${yml} and ${yaml} are both config files in one place, and bench-gate reads one: the rules of the other would not apply. Merge them into one and remove the other, or ${fix}.`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/run/partial-results.ts
var partial_results = __webpack_require__(7231);
// EXTERNAL MODULE: ./src/cli/file-errors.ts + 1 modules
var file_errors = __webpack_require__(1120);
// EXTERNAL MODULE: ./src/report/diagnostic-line.ts
var diagnostic_line = __webpack_require__(1834);
// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/load-inputs.ts









/**
 * When a tool's output was measured, for a result file's time: its modification time (the file is
 * written as the benchmarks run), or now for stdin or when the file system does not tell.
 */
async function outputTime(path, ports) {
    return ((path === '-' ? undefined : await ports.modifiedTime(path)) ?? ports.now()).toISOString();
}
async function loadInput(path, ports, options) {
    const source = path === '-' ? '<stdin>' : path;
    refuseEmptyName(path, decode/* BENCHMARK_OUTPUT */.AX);
    if (path !== '-' && (await ports.isDirectory(path).catch(() => false))) {
        const parsed = (0,input/* readDirectoryInput */.Se)(await ports.readJsonTree(path).catch(async (error) => {
            throw error instanceof json_tree/* JsonTreeError */.x ? new cli_ports/* UsageError */.e(error.message) : await (0,file_errors/* fileError */.z)(path, 'read', error, ports);
        }), source, options.format);
        if (!parsed.ok)
            throw new cli_ports/* UsageError */.e(parsed.error);
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
        return { path: source, ...parsed.value };
    }
    const bytes = await readBytes(path, ports);
    const text = (0,decode/* decodeInput */.Ny)(bytes, source);
    if (!text.ok)
        throw new cli_ports/* UsageError */.e(text.error);
    const parsed = (0,input/* readInput */.R5)(text.value, source, options.format, options.metrics === undefined ? {} : { metrics: options.metrics });
    if (!parsed.ok)
        throw new cli_ports/* UsageError */.e(parsed.error.includes('--format') ? `${parsed.error}${parseFirstNote(options, '--format F', path)}` : parsed.error);
    // A result file's stored line diagnostics were reported (and accepted) when it was parsed; what
    // it records about itself as a whole (`run`'s "partial results", lines --lenient skipped) still
    // matters to whoever reads it.
    if (parsed.value.format !== 'result')
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
    else
        reportRecordedWarnings(parsed.value.set.diagnostics, source, ports);
    return { path: source, ...parsed.value };
}
/**
 * Reads bench-gate.yml: the --config file, else the nearest one found by findConfig; undefined when
 * there is none. An invalid file is a UsageError (exit 2) whose message names the file, the line
 * and the fix.
 */
async function loadConfigFile(explicit, ports) {
    if (explicit?.trim() === '')
        throw new cli_ports/* UsageError */.e(`--config needs a file name, and '${explicit}' is empty (an unset shell variable?). Give the path of bench-gate.yml, or leave --config out to look for one (--no-config to use none).`);
    if (explicit !== undefined)
        return readConfig(explicit, await readBytes(explicit, ports, decode/* CONFIG_TEXT */.bI), false);
    const found = await findConfig(ports);
    return found === undefined ? undefined : await readConfig(found.path, found.bytes, true);
}
/**
 * The nearest config, looked for the way git, eslint and prettier look for theirs: in the working
 * directory, then in each directory above it up to the repository root (the nearest directory
 * holding `.git`, a directory or, in a linked worktree or a submodule, a file), bench-gate.yml
 * (or .yaml) before .github/bench-gate.yml (or .yaml). A benchmark run from `benches/` still gets the repository's rules.
 * Outside a repository only the working directory is looked in: a bench-gate.yml in /tmp or in a
 * home directory is no project's policy, and one that ignores every benchmark would turn any
 * regression below it into a pass. The path is relative to the working directory
 * (`../bench-gate.yml`), so every message about the file (describeConfig's line) says where it is.
 * Costs a stat per directory up to the root and two failed reads per directory looked in: it runs
 * on every `compare`.
 */
async function findConfig(ports) {
    const levels = await levelsToRepositoryRoot(ports);
    for (let level = 0, up = ''; level <= levels; level++, up += '../') {
        for (const name of CONFIG_FILE_NAMES) {
            const path = up + name;
            try {
                const bytes = await ports.readFile(path);
                const yaml = yamlSpelling(path);
                if (yaml !== undefined && await pathExists(yaml, ports))
                    throw new cli_ports/* UsageError */.e(bothSpellingsMessage(path, yaml, 'pass --config FILE'));
                return { path, bytes };
            }
            catch (error) {
                if (error instanceof cli_ports/* UsageError */.e)
                    throw error;
                const code = error.code;
                if (code === 'ENOENT' || code === 'ENOTDIR')
                    continue;
                // A path the user did not pass: "pass the config file" (fileError's advice) would not fit.
                if (code === 'EISDIR')
                    throw new cli_ports/* UsageError */.e(`${path} is a directory, not a config file; it is where bench-gate looks for its config. Rename it, or pass --config FILE or --no-config.`);
                throw await (0,file_errors/* fileError */.z)(path, 'read', error, ports, decode/* CONFIG_TEXT */.bI);
            }
        }
    }
    return undefined;
}
/**
 * How many directories above the working directory the repository root is (see findConfig): 0 in
 * the root itself, and outside any repository.
 */
async function levelsToRepositoryRoot(ports) {
    let dir = ports.cwd();
    for (let level = 0, up = '';; level++, up += '../') {
        if (await pathExists(`${up}.git`, ports))
            return level;
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            return 0;
        dir = parent;
    }
}
/** True when the path exists, as a directory or a file (`.git` is a file in a linked worktree or a submodule). */
async function pathExists(path, ports) {
    try {
        return (await ports.isDirectory(path)) || (await ports.readFile(path), true);
    }
    catch {
        return false;
    }
}
/** The YAML reader and the config schema are loaded only when there is a config to read. */
async function readConfig(path, bytes, found) {
    const text = (0,decode/* decodeInput */.Ny)(bytes, path, decode/* CONFIG_TEXT */.bI);
    if (!text.ok)
        throw new cli_ports/* UsageError */.e(text.error);
    const { loadConfig } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(827)]).then(__webpack_require__.bind(__webpack_require__, 9827));
    const config = loadConfig(text.value, path);
    if (!config.ok)
        throw new cli_ports/* UsageError */.e(config.error);
    return { path, found, config: config.value };
}
/** Each config rule that matched no benchmark, as a warning on stderr (a glob with a typo, Go's -N left off). */
function warnUnmatchedRules(ports, policy) {
    for (const warning of policy?.unusedRuleWarnings() ?? [])
        ports.stderr(`warning: ${policy?.config.file ?? ''}: ${warning}\n`);
}
/** "config bench-gate.yml (found), suite jobbie: 3 rules, 2 metrics patterns" for stderr, and the config's warnings. */
function describeConfig(loaded, resolved) {
    const suite = resolved.suite === undefined ? '' : `, suite ${resolved.suite}`;
    const counts = `${resolved.rules.length} rule${resolved.rules.length === 1 ? '' : 's'}, ${resolved.metrics.length} metrics pattern${resolved.metrics.length === 1 ? '' : 's'}`;
    return `config ${loaded.path}${loaded.found ? ' (found)' : ''}${suite}: ${counts}\n${resolved.warnings.map((w) => `warning: ${w}\n`).join('')}`;
}
/** Reads and decodes an input that is not benchmark output (a saved report), with `kind`'s wording for every refusal. */
async function readInputText(path, ports, kind) {
    const text = (0,decode/* decodeInput */.Ny)(await readBytes(path, ports, kind), path === '-' ? '<stdin>' : path, kind);
    if (!text.ok)
        throw new cli_ports/* UsageError */.e(text.error);
    return text.value;
}
/** An empty name is no file; resolved, it would name the working directory, a criterion directory to the reader. */
function refuseEmptyName(path, kind) {
    if (path === '')
        throw new cli_ports/* UsageError */.e(`an input file name is empty (an unset shell variable?). Give the path of ${kind.file}, or - for standard input.`);
}
async function readBytes(path, ports, kind = decode/* BENCHMARK_OUTPUT */.AX) {
    refuseEmptyName(path, kind);
    try {
        return path === '-' ? await ports.readStdin() : await ports.readFile(path);
    }
    catch (error) {
        throw await (0,file_errors/* fileError */.z)(path, 'read', error, ports, kind);
    }
}
function reportDiagnostics(diagnostics, ports, options) {
    const losses = diagnostics.filter(input/* isDataLoss */.CR);
    for (const d of diagnostics) {
        if (d.severity === 'info' && !options.verbose)
            continue;
        const label = d.severity === 'info' ? 'note' : d.severity === 'error' && options.lenient ? 'warning' : d.severity;
        ports.stderr((0,diagnostic_line/* diagnosticLine */.C)(d, label));
    }
    if (losses.length > 0 && !options.lenient) {
        const first = losses[0];
        const where = losses.length === 1 ? `line ${first?.line ?? 0}` : `lines ${losses.slice(0, 5).map((d) => d.line).join(', ')}${losses.length > 5 ? ', ...' : ''}`;
        throw new cli_ports/* UsageError */.e(`${first?.source ?? 'input'}: ${losses.length} result line${losses.length === 1 ? '' : 's'} could not be read (${where}, listed above), so ${losses.length === 1 ? 'its sample' : 'their samples'} would be lost. Fix or remove ${losses.length === 1 ? 'that line' : 'those lines'}, or pass --lenient to go on without ${losses.length === 1 ? 'it' : 'them'}.${parseFirstNote(options, '--lenient', first?.source ?? 'FILE')}`);
    }
}
/** For a command without --format and --lenient (LoadOptions.parseFirst): how to pass them through `parse`. */
function parseFirstNote(options, option, path) {
    if (options.parseFirst === undefined)
        return '';
    const name = path === '-' || path === '<stdin>' ? '-' : path;
    return ` ${options.parseFirst} has no ${option.split(' ')[0] ?? option}: parse the input first (bench-gate parse ${option} ${name} -o result.json) and give ${options.parseFirst} result.json.`;
}
/**
 * A result file's warnings about the whole input (line 0), e.g. that it holds fewer runs than
 * planned, and, one line per input, the result lines --lenient skipped when it was written.
 */
function reportRecordedWarnings(diagnostics, source, ports) {
    for (const d of diagnostics) {
        if (d.line === 0 && d.severity !== 'info')
            ports.stderr(`${source}: ${d.severity}: it records: ${d.message}\n`);
    }
    const lost = (0,partial_results/* recordedLosses */.c2)(diagnostics);
    if (lost.length > 0)
        ports.stderr(`${source}: warning: it was written with --lenient, without the results it could not read (${lost.join('; ')}): their samples are missing\n`);
}
/** A one-line account of what was read, for stderr: "old.txt: go (detected), 6 benchmarks, 150 samples". */
function describeLoaded(label, loaded) {
    const samples = loaded.set.benchmarks.reduce((sum, b) => sum + b.metrics.reduce((s, m) => s + m.samples.length, 0), 0);
    const failed = loaded.set.benchmarks.filter((b) => b.status !== 'ok').length;
    const origin = loaded.format === 'result' ? ` (${loaded.set.context.tool} output from ${loaded.set.context.sources.join(', ')})` : '';
    return `${label}${loaded.path}: ${loaded.format}${loaded.detected ? ' (detected)' : ''}${origin}, ${loaded.set.benchmarks.length} benchmark${loaded.set.benchmarks.length === 1 ? '' : 's'}, ${samples} samples${failed > 0 ? `, ${failed} failed or skipped` : ''}\n`;
}


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ parseThreshold),
/* harmony export */   El: () => (/* binding */ parseSuite),
/* harmony export */   L5: () => (/* binding */ parseCommit),
/* harmony export */   Vz: () => (/* binding */ suiteNamedIn),
/* harmony export */   fM: () => (/* binding */ parseProbability),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2082);
/* harmony import */ var _config_threshold_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7325);
/**
 * Parsing option values shared by commands, with errors that name the option and list the
 * accepted values (STYLE.md §3.4: "Invalid value 'gox' for --format. Use one of: ...").
 */


/** Checks a value against a closed set. */
function oneOf(option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use one of: ${allowed.join(', ')}.`);
}
/** A threshold as a fraction: `5%` -> 0.05, `0.05` -> 0.05, `5` -> 0.05 (config/threshold.ts has the rule). */
function parseThreshold(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const reading = (0,_config_threshold_js__WEBPACK_IMPORTED_MODULE_1__/* .readThreshold */ .WS)(value);
    if ('problem' in reading)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. ${(0,_config_threshold_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdProblemText */ .u2)(reading.problem, value)}`);
    return reading.fraction;
}
/** A probability in (0, 1). */
function parseProbability(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const number = Number(value);
    if (!(number > 0 && number < 1))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a number between 0 and 1, like 0.05.`);
    return number;
}
/**
 * A commit SHA as given to --commit (check, parse, run): 4 to 64 hex digits, trimmed; undefined when
 * not given. One rule for every command, so a commit that `parse` records can be checked by `check`.
 */
function parseCommit(option, value) {
    if (value === undefined)
        return undefined;
    const sha = value.trim();
    if (/^[0-9a-fA-F]{4,64}$/.test(sha))
        return sha;
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a commit SHA (4 to 64 hex digits; best the full one), e.g. ${option} "$(git rev-parse HEAD)".`);
}
/** A suite name (--suite): it names the report and the PR comment's marker, so it cannot be empty. */
/** A result file's suite, when it names one: a blank name (written by hand, or before --suite refused it) names none. */
function suiteNamedIn(set) {
    return set.suite !== undefined && set.suite.trim() !== '' ? set.suite : undefined;
}
function parseSuite(option, value) {
    if (value === undefined || value.trim() !== '')
        return value;
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}: a suite name cannot be empty. Give a name like ${option} api, or leave ${option} out.`);
}


/***/ }),

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ thresholdFraction),
/* harmony export */   WS: () => (/* binding */ readThreshold),
/* harmony export */   oA: () => (/* binding */ THRESHOLD_TEXT),
/* harmony export */   u2: () => (/* binding */ thresholdProblemText)
/* harmony export */ });
/**
 * Thresholds as people write them ("3%", "0.5 %", 0.03, 5), read into a fraction: one rule for
 * --threshold, the config file and the action's input. Apart from the schema, so that resolving a
 * config (which every `compare` with a config does) does not load zod.
 *
 * A bare number below 1 is a fraction and one of 1 or more is percent (nobody means 500% by `5`).
 * Between 0.5 and 1 the two readings are both plausible and far apart (0.75: 75% or 0.75%?), and
 * just below 1 they jump (0.999 would be 99.9% while 1 is 1%), so those need the % sign.
 */
/** `5%`, `0.5%`, `0.05` (a fraction) or `5` (percent), as the threshold syntax allows. */
const THRESHOLD_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/;
function readThreshold(value) {
    const match = typeof value === 'number' ? [String(value), String(value), ''] : THRESHOLD_TEXT.exec(value);
    if (match === null)
        return { problem: 'syntax' };
    const number = Number(match[1]);
    const percent = match[2] === '%';
    if (!percent && number >= 0.5 && number < 1)
        return { problem: 'ambiguous' };
    const fraction = percent || number >= 1 ? number / 100 : number;
    return fraction > 0 && fraction < 10 ? { fraction } : { problem: 'range' };
}
/** A threshold as a fraction, or undefined when the value is not one (see readThreshold). */
function thresholdFraction(value) {
    const reading = readThreshold(value);
    return 'fraction' in reading ? reading.fraction : undefined;
}
/**
 * What is wrong with a threshold that is not one, and how to write it instead; `value`, the
 * threshold as given, is what the two readings of an ambiguous one are spelled out for.
 */
function thresholdProblemText(problem, value) {
    switch (problem) {
        case 'syntax': return 'Use a percentage like 5% (or a fraction like 0.05).';
        case 'range': return 'It must be above 0% and below 1000%.';
        case 'ambiguous': return ambiguousText(value);
    }
}
/** `0.5 reads as either a fraction (0.5 = 50%) or a percentage (0.5%)`, for the number given. */
function ambiguousText(value) {
    const number = Number(THRESHOLD_TEXT.exec(String(value))?.[1] ?? value);
    const shown = String(number);
    // toPrecision(12) drops the binary noise of ×100 (0.57 × 100 = 56.99999999999999).
    const asPercent = `${Number((number * 100).toPrecision(12))}%`;
    return `A bare number from 0.5 up to 1 reads as either a fraction (${shown} = ${asPercent}) or a percentage (${shown}%); write ${asPercent} or ${shown}% to say which.`;
}


/***/ }),

/***/ 8109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oL: () => (/* binding */ INPUT_FORMATS),
  yC: () => (/* binding */ detectCandidates),
  CR: () => (/* binding */ isDataLoss),
  Se: () => (/* binding */ readDirectoryInput),
  R5: () => (/* binding */ readInput)
});

// UNUSED EXPORTS: detectFormat

// EXTERNAL MODULE: ./src/schema/result.ts
var result = __webpack_require__(150);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var classic_errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/stats/sorted.ts
var sorted = __webpack_require__(34);
;// CONCATENATED MODULE: ./src/history-median.ts
/**
 * A metric's value in a history run (STATISTICS.md §4.4): the median of the run's samples, else its
 * summary's center (a format that prints only a summary); none when that is not a finite number.
 * The action records it when it saves a baseline (store/baseline-file.ts historyRunOf), and the
 * load-time normalisation recomputes it for a file's own run where joining two units lost it
 * (schema/stored-units-normalization.ts): both must give the same number.
 */

function historyMedian(samples, center) {
    const value = samples.length > 0 ? (0,sorted/* median */.JZ)(samples) : center;
    return value !== undefined && Number.isFinite(value) ? value : undefined;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(5491);
// EXTERNAL MODULE: ./src/units.ts
var src_units = __webpack_require__(1996);
// EXTERNAL MODULE: ./src/parsers/collector.ts
var parsers_collector = __webpack_require__(7307);
// EXTERNAL MODULE: ./src/parsers/json-input.ts
var json_input = __webpack_require__(9533);
// EXTERNAL MODULE: ./src/parsers/metrics-units.ts
var metrics_units = __webpack_require__(5923);
;// CONCATENATED MODULE: ./src/parsers/custom-json.ts
/**
 * Parser for github-action-benchmark's custom JSON (`tool: customSmallerIsBetter` and
 * `customBiggerIsBetter`).
 *
 * Format reference: benchmark-action/github-action-benchmark @c38cce98 `src/extract.ts` and README
 * (FORMATS.md §8). A top-level array:
 *   [{"name": "My Benchmark - CPU Load", "unit": "Percent", "value": 50, "range": "5%", "extra": "tooltip"},
 *    {"name": "No instrumentation", "unit": "ns", "value": 90.9439, "range": 0.519165}]
 *
 * Every entry is one sample of the metric `unit` of the benchmark `name`, in its base unit: a time
 * or size before the first `/` becomes seconds or bytes the way metrics-units.ts reads them (`ms` ->
 * `sec` x1e-3, `us`/`µs/op` -> `sec`/`sec/op`, `kB`/`KB` -> `B` x1e3, `MiB` -> `B` x2^20), the
 * denominator kept (`ms/op` -> `sec/op`, `MB/s` -> `B/s`); so does a known count with a metric
 * prefix (`Kops/s` and `kops/s` -> `ops/s` x1e3, `Mreq/sec` -> `req/sec` x1e6, as metrics-units.ts
 * reads them); other units (`Percent`, `ops/sec`, `Megabytes`) stay as written. The unit as written is kept as `originalUnit`; an entry repeated
 * with the same name and unit adds a sample, and several files merge into several samples. `value` may be a numeric string (the action coerces with `Number`).
 * The direction cannot be read from the file: the caller says it (`better`), for every metric.
 * `range` (free text like `± 0.1`, `+/- 24`, `5%`, or a number) is kept as the summary's `spread`,
 * in the metric's base unit; `extra` goes to the benchmark's config as `extra`.
 *
 * Note: a `%` range is taken as relative to the value (`5%` of 200 ns = 10 ns), except when the
 * unit itself is a percentage, where `5%` means five points.
 */





const WHAT = 'custom benchmark JSON: [{"name": "...", "unit": "...", "value": 1.23, "range"?: "± 0.1", "extra"?: "..."}]';
// z.lazy: built on first use (see schema/result.ts).
const EntrySchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    unit: schemas/* string */.YjP().min(1),
    value: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]),
    range: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullable().optional(),
    extra: schemas/* string */.YjP().nullable().optional(),
}));
const PERCENT_UNITS = new Set(['%', 'percent', 'percentage', 'pct']);
/** True when the text looks like a custom JSON array of `{name, unit, value}` objects. */
function detectCustomJson(text) {
    const head = (0,json_input/* jsonHead */.RW)(text, 4096);
    return /^\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"unit"\s*:/.test(head) && /"value"\s*:/.test(head);
}
/**
 * Parses custom JSON; `better` is the direction of every metric in it (`lower` for
 * customSmallerIsBetter, `higher` for customBiggerIsBetter). `source` names the input in diagnostics.
 */
function parseCustomJson(text, source, better) {
    const json = (0,json_input/* readJson */.Vh)(text, source, WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = schemas/* array */.YOg(schemas/* unknown */.L5J()).safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${WHAT}`) };
    const collector = new parsers_collector/* ResultCollector */.bO();
    const units = new Map();
    file.data.forEach((raw, index) => {
        const line = json.lineOf([index]);
        const parsed = EntrySchema.safeParse(raw);
        if (!parsed.success)
            return void out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, [index], source, json.lineOf, 'entry left out'));
        const e = parsed.data;
        const value = typeof e.value === 'number' ? e.value : e.value.trim() === '' ? Number.NaN : Number(e.value);
        if (!Number.isFinite(value))
            return void out.diagnostics.push(error(source, line, `[${index}].value: "${String(e.value)}" is not a number; entry ${JSON.stringify(e.name)} left out`));
        const tidy = baseUnit(e.unit);
        const base = (0,metrics_units/* scaleValue */.Im)(value, tidy.factor);
        if (!Number.isFinite(base))
            return void out.diagnostics.push(error(source, line, `[${index}].value: ${value} ${e.unit} is out of range in ${tidy.unit}; entry ${JSON.stringify(e.name)} left out`));
        collector.benchmark(e.name, e.name, (0,json_input/* jsonNameParts */._x)(e.name, {}), e.extra === undefined || e.extra === null ? {} : { extra: e.extra }, { file: source, line });
        collector.addBaseSample(e.name, tidy.unit, e.unit, base);
        units.set(tidy.unit, { better });
        if (e.range === undefined || e.range === null)
            return;
        const spread = parseRange(e.range, value, e.unit);
        const spreadBase = spread === undefined ? Number.NaN : (0,metrics_units/* scaleValue */.Im)(spread, tidy.factor);
        if (!Number.isFinite(spreadBase))
            out.diagnostics.push({ severity: 'info', source, line, message: `${e.name}: range ${JSON.stringify(e.range)} is not a number like "± 0.1" or "5%"; it is ignored` });
        else
            collector.setSummary(e.name, tidy.unit, { n: 1, center: base, centerKind: 'point-estimate', spread: spreadBase });
    });
    out.benchmarks = collector.finish(units);
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
/**
 * The base unit of a custom unit and the factor to it: a time, size or prefixed count numerator (the
 * part before the first `/`) as metrics-units.ts normalises it, the rest kept; otherwise Go's tidying
 * (`ns`, `MB` tokens), otherwise the unit as written.
 */
function baseUnit(unit) {
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const normal = (0,metrics_units/* normalizeMetricUnit */.Iy)(numerator);
    // A factor other than 1 on a numerator that is neither time nor size is a prefixed count (`Kops`).
    if (normal.unit === 'sec' || normal.unit === 'B' || normal.factor !== 1)
        return { unit: normal.unit + (slash === -1 ? '' : unit.slice(slash)), factor: normal.factor };
    const tidied = (0,src_units/* tidyUnit */.v4)(unit);
    return Number.isFinite(tidied.exponent) && tidied.unit !== '' ? { unit: tidied.unit, factor: 10 ** tidied.exponent } : { unit, factor: 1 };
}
/** `± 0.1`, `+/- 24`, `5%`, `3` or a number -> the spread in the value's unit, or undefined. */
function parseRange(range, value, unit) {
    if (typeof range === 'number')
        return Number.isFinite(range) ? Math.abs(range) : undefined;
    const match = /^\s*(?:±|\+\/-|\+-)?\s*(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)\s*(%)?\s*$/.exec(range);
    if (match === null)
        return undefined;
    const number = Number(match[1]);
    if (!Number.isFinite(number))
        return undefined;
    return match[2] === '%' && !PERCENT_UNITS.has(unit.trim().toLowerCase()) ? Math.abs(value) * number / 100 : number;
}
function error(source, line, message) {
    return { severity: 'error', source, line, message };
}

;// CONCATENATED MODULE: ./src/schema/stored-units-normalization.ts
/**
 * Result schema version 1, normalised at load: the units of the metrics and custom JSON formats as
 * their parsers store them today (times in seconds whatever spelling the tool printed, a count's
 * metric prefix dropped: `Kops/s` in ops/s).
 *
 * An older metrics parser read `nsec`, `usec` and `msec` (and their plurals, `µsec`,
 * the spelt-out `milliseconds`, `microseconds`, `nanoseconds`, `hrs`: time-units.ts, and rates
 * over them such as `ops/usec`) as units of their own, kept as printed with the values
 * unscaled: perf stat's `245.57 msec task-clock` was stored as 245.57 msec. Today's parser stores
 * it as 0.24557 sec, so a baseline saved before (the action's cache, a result file, its history)
 * shared no unit with a run parsed after: "different units are not compared", and a regression
 * passed ungated until the baseline was measured again.
 *
 * The normalisation applies today's rule, normalizeMetricUnit, to each unit the file stores. That rule
 * leaves every unit it produces as it is (`sec`, `B`, `ops/s`, a unit it keeps as printed), so only
 * the units an older parser left behind change, and a file written by today's parser passes through
 * unchanged. Files of both are version 1, and this runs on each (load.ts NORMALIZATIONS): a new
 * version would make every older bench-gate refuse the files this one writes. Only results of the
 * metrics format, and of the custom JSON format whose units follow the same rule (STORED_UNIT), are
 * touched: every other parser stores the units its format defines (Go's `µs/op` and `ns/op` stay
 * different units, as benchstat has them), and merge and parse refuse to join results of different
 * formats.
 *
 * A benchmark that held one quantity in two spellings (fio prints a run's latencies in usec, and in
 * msec once they all pass 20 ms, so one job's runs were split in two metrics) gets one metric with
 * the samples of both. A history run's median of such a pair cannot be recovered from the two
 * halves' medians, so that run has no value for it (the history test counts the runs that have one),
 * unless it is the file's own run, whose samples the file holds.
 */



const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Per format (`context.tool`), the rule its parser stores a printed unit by today. The custom JSON
 * format (github-action-benchmark's) drops a known count's metric prefix since the same change to
 * normalizeMetricUnit (`Kops/s` -> `ops/s` x1000; it was kept as printed, unscaled), so its files
 * need the same normalisation: a baseline holding `1.2 Kops/s` against a head of `600 ops/s` was "not
 * compared", and a 50% throughput drop passed.
 */
const STORED_UNIT = new Map([['metrics', metrics_units/* normalizeMetricUnit */.Iy], ['custom', baseUnit]]);
/** The normalisation: a document of any shape in, the same document with the units as today's parser of its format stores them. */
function normalizeStoredUnits(doc) {
    const rule = isObject(doc.context) && typeof doc.context.tool === 'string' ? STORED_UNIT.get(doc.context.tool) : undefined;
    if (rule === undefined)
        return doc;
    const renamed = (unit) => {
        const normal = rule(unit);
        return normal.unit === unit && normal.factor === 1 ? undefined : normal;
    };
    const migrated = { ...doc };
    const benchmarks = Array.isArray(doc.benchmarks) ? doc.benchmarks.map((b) => migrateBenchmark(b, renamed)) : undefined;
    if (benchmarks !== undefined)
        migrated.benchmarks = benchmarks;
    if (Array.isArray(doc.history)) {
        const history = doc.history.map((run) => migrateRun(run, renamed));
        const last = history.at(-1);
        if (last !== undefined && benchmarks !== undefined && isObject(doc.context) && isOwnRun(doc.context, last.run))
            refillMedians(last, benchmarks);
        migrated.history = history.map((h) => h.run);
    }
    return migrated;
}
/**
 * Whether a history run is the file's own: the action saves its run's medians as the last run of
 * its history (baseline-file.ts nextBaseline), with its commit and time.
 */
function isOwnRun(context, run) {
    return isObject(run) && isObject(run.values) && typeof context.time === 'string' && run.time === context.time && run.commit === context.commit;
}
/**
 * The file's own run's medians of the metrics the migration joined: its samples are in the file,
 * so their median, as the action computes one, replaces the one a split left none of.
 */
function refillMedians(own, benchmarks) {
    const values = own.run.values;
    for (const benchmark of benchmarks) {
        if (!isObject(benchmark) || benchmark.status !== 'ok' || typeof benchmark.key !== 'string' || !Array.isArray(benchmark.metrics))
            continue;
        const dropped = own.dropped.get(benchmark.key);
        const medians = Object.hasOwn(values, benchmark.key) ? values[benchmark.key] : undefined;
        if (dropped === undefined || !isObject(medians))
            continue;
        for (const metric of benchmark.metrics) {
            if (!isObject(metric) || typeof metric.unit !== 'string' || !dropped.has(metric.unit))
                continue;
            const median = medianOf(metric);
            if (median !== undefined)
                medians[metric.unit] = median;
        }
    }
}
/** A metric's median as the action's history records it (history-median.ts), of a metric as the file holds it. */
function medianOf(metric) {
    const samples = Array.isArray(metric.samples) ? metric.samples.filter((v) => typeof v === 'number') : [];
    const center = isObject(metric.summary) && typeof metric.summary.center === 'number' ? metric.summary.center : undefined;
    return historyMedian(samples, center);
}
function scaled(values, factor) {
    return Array.isArray(values) ? values.map((v) => (typeof v === 'number' ? (0,metrics_units/* scaleValue */.Im)(v, factor) : v)) : values;
}
const SUMMARY_VALUES = ['center', 'min', 'max', 'stddev', 'spread'];
function migrateMetric(metric, to) {
    const moved = { ...metric, unit: to.unit, samples: scaled(metric.samples, to.factor) };
    if (isObject(metric.summary)) {
        const summary = { ...metric.summary };
        for (const k of SUMMARY_VALUES)
            if (typeof summary[k] === 'number')
                summary[k] = (0,metrics_units/* scaleValue */.Im)(summary[k], to.factor);
        moved.summary = summary;
    }
    return moved;
}
/** Two metrics of one benchmark that are now one unit: the samples of both, in the file's order. */
function joined(first, second) {
    const both = { ...first };
    const list = (v) => (Array.isArray(v) ? v : undefined);
    const [samples, moreSamples] = [list(first.samples), list(second.samples)];
    if (samples !== undefined && moreSamples !== undefined)
        both.samples = [...samples, ...moreSamples];
    // Iterations pair with samples one to one: kept only when both have them.
    const [iterations, moreIterations] = [list(first.iterations), list(second.iterations)];
    if (iterations !== undefined && moreIterations !== undefined)
        both.iterations = [...iterations, ...moreIterations];
    else
        delete both.iterations;
    return both;
}
function migrateBenchmark(benchmark, renamed) {
    if (!isObject(benchmark) || !Array.isArray(benchmark.metrics))
        return benchmark;
    const metrics = [];
    // Per unit: where its metric is in `metrics`, and whether the migration gave it that unit.
    const byUnit = new Map();
    for (const metric of benchmark.metrics) {
        if (!isObject(metric) || typeof metric.unit !== 'string') {
            metrics.push(metric);
            continue;
        }
        const to = renamed(metric.unit);
        const current = to === undefined ? metric : migrateMetric(metric, to);
        const unit = to === undefined ? metric.unit : to.unit;
        const earlier = byUnit.get(unit);
        // Two metrics in one unit that the migration did not make so are the file's own, for the loader to refuse.
        if (earlier === undefined || (!earlier.moved && to === undefined)) {
            byUnit.set(unit, { at: metrics.length, moved: to !== undefined });
            metrics.push(current);
            continue;
        }
        metrics[earlier.at] = joined(metrics[earlier.at], current);
        earlier.moved = true;
    }
    return { ...benchmark, metrics };
}
function migrateRun(run, renamed) {
    const dropped = new Map();
    if (!isObject(run) || !isObject(run.values))
        return { run, dropped };
    // Without a prototype: benchmark keys and units are the user's text, `__proto__` included.
    const values = Object.create(null);
    for (const key of Object.keys(run.values)) {
        const units = run.values[key];
        if (!isObject(units)) {
            values[key] = units;
            continue;
        }
        const migrated = migrateMedians(units, renamed);
        values[key] = migrated.medians;
        if (migrated.shared.size > 0)
            dropped.set(key, migrated.shared);
    }
    return { run: { ...run, values }, dropped };
}
/** One benchmark's medians of a history run, by unit: renamed and rescaled; a unit two of them now share is dropped. */
function migrateMedians(units, renamed) {
    const medians = Object.create(null);
    const shared = new Set();
    for (const unit of Object.keys(units)) {
        const median = units[unit];
        const to = typeof median === 'number' ? renamed(unit) : undefined;
        const target = to?.unit ?? unit;
        if (Object.hasOwn(medians, target))
            shared.add(target);
        medians[target] = to === undefined ? median : (0,metrics_units/* scaleValue */.Im)(median, to.factor);
    }
    for (const unit of shared)
        delete medians[unit];
    return { medians, shared };
}

;// CONCATENATED MODULE: ./src/schema/parse-result-set.ts

const parse_result_set_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
function everyItem(list, accept) {
    if (!Array.isArray(list))
        return false;
    for (const item of list)
        if (!accept(item))
            return false;
    return true;
}
/** A plain JSON object (own `__proto__` keys are zod's to judge) whose values all pass `accept`. */
function everyValue(record, accept) {
    if (!parse_result_set_isObject(record) || Object.prototype.hasOwnProperty.call(record, '__proto__'))
        return false;
    for (const key in record)
        if (!accept(record[key]))
            return false;
    return true;
}
/**
 * A history run's values. Unlike everyValue, an own `__proto__` key is accepted here: it is a
 * benchmark named `__proto__` (a custom JSON or BMF suite can name one so), and zod's record drops
 * that key from its output, which lost the benchmark's history on every read-back of a baseline.
 */
function isRunValues(values) {
    if (!parse_result_set_isObject(values))
        return false;
    for (const key of Object.keys(values))
        if (!everyValue(values[key], isFiniteNumber))
            return false;
    return true;
}
/** Validates a result document as ResultSetSchema.safeParse does (see the module header). */
function parseResultSet(doc) {
    if (!parse_result_set_isObject(doc))
        return result/* ResultSetSchema */.B3.safeParse(doc);
    const checked = [];
    const stand = { ...doc };
    if (Array.isArray(doc.benchmarks))
        stand.benchmarks = doc.benchmarks.map((benchmark, b) => standInBenchmark(benchmark, b, checked));
    if (Array.isArray(doc.history))
        stand.history = doc.history.map((run, r) => standInRun(run, r, checked));
    const parsed = result/* ResultSetSchema */.B3.safeParse(stand);
    if (parsed.success)
        for (const part of checked)
            part.put(parsed.data);
    // A stand-in never makes an invalid document valid or a valid one invalid, but the issues of an
    // invalid one are reported on the document as the user wrote it.
    return parsed.success || checked.length === 0 ? parsed : result/* ResultSetSchema */.B3.safeParse(doc);
}
function standInBenchmark(benchmark, b, checked) {
    if (!parse_result_set_isObject(benchmark) || !Array.isArray(benchmark.metrics))
        return benchmark;
    const metrics = benchmark.metrics.map((metric, m) => {
        if (!parse_result_set_isObject(metric))
            return metric;
        const stand = { ...metric };
        const { samples, iterations } = metric;
        if (everyItem(samples, isFiniteNumber)) {
            stand.samples = samples.length > 0 ? [0] : [];
            checked.push({ put: (data) => void (metricAt(data, b, m).samples = samples.slice()) });
        }
        if (everyItem(iterations, isCount)) {
            stand.iterations = [];
            checked.push({ put: (data) => void (metricAt(data, b, m).iterations = iterations.slice()) });
        }
        return stand;
    });
    return { ...benchmark, metrics };
}
function standInRun(run, r, checked) {
    if (!parse_result_set_isObject(run) || !isRunValues(run.values))
        return run;
    const values = run.values;
    checked.push({
        put: (data) => {
            // Without a prototype, a `__proto__` key is an entry like any other (see isRunValues).
            const copy = Object.create(null);
            for (const key of Object.keys(values))
                copy[key] = { ...values[key] };
            const target = data.history?.[r];
            if (target !== undefined)
                target.values = copy;
        },
    });
    return { ...run, values: {} };
}
function metricAt(data, b, m) {
    const metric = data.benchmarks[b]?.metrics[m];
    if (metric === undefined)
        throw new Error(`parseResultSet: zod's output has no metric ${m} in benchmark ${b}`);
    return metric;
}

// EXTERNAL MODULE: ./src/report/markdown-escape.ts
var markdown_escape = __webpack_require__(9717);
;// CONCATENATED MODULE: ./src/schema/load.ts
/**
 * Loading a result file: version check, migrations, validation. Pure: takes parsed JSON, returns
 * a Result so callers can name the file in their error message.
 *
 * Note: migrations are keyed by the version they upgrade FROM and applied one step at a time, so
 * a file written by any older bench-gate reaches the current shape through the same chain. Parsers
 * never contain compatibility code for old files.
 */





/** The migrations of the shipped schema (empty: version 1 is the first published shape). */
const MIGRATIONS = new Map();
/**
 * Per version, a rewrite of that version's files applied at load, before any migration from it:
 * for what a parser stores differently since, when the file cannot say which bench-gate wrote it
 * and the rewrite is right for both (it leaves what today's parser stores as it is). It keeps the
 * version, so older bench-gates still read the files newer ones write. Version 1: the metrics
 * format's nsec, usec, msec (and the words spelt out) in seconds, and its and the custom JSON
 * format's prefixed counts (`Kops/s`) without the prefix (stored-units-normalization.ts).
 */
const NORMALIZATIONS = new Map([[1, normalizeStoredUnits]]);
/** Returns true when the JSON looks like a bench-gate result file (any version). */
function isResultDocument(doc) {
    return typeof doc === 'object' && doc !== null && doc.schema === result/* SCHEMA_ID */.Ew;
}
/**
 * Validates a parsed result document, migrating it to the current version first.
 * `where` names the input in error messages; `lineOf` (from the JSON text) adds each issue's line.
 * `remedy` replaces the advice on an invalid file or a duplicate entry, which is for a result file
 * the user keeps (re-create it, join the entries): a cached baseline is not the user's to edit.
 */
function loadResultSet(doc, where, migrations = MIGRATIONS, lineOf, remedy) {
    if (!isResultDocument(doc)) {
        return { ok: false, error: `${where} is not a bench-gate result file: expected a JSON object with "schema": "${result/* SCHEMA_ID */.Ew}".` };
    }
    const current = doc;
    const version = current.schemaVersion;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
        return { ok: false, error: `${where} has no valid "schemaVersion" (found ${JSON.stringify(version)}). Re-create it with \`bench-gate parse\`.` };
    }
    if (version > result/* SCHEMA_VERSION */.f$) {
        return { ok: false, error: `${where} was written with result schema version ${version}, newer than this bench-gate understands (${result/* SCHEMA_VERSION */.f$}). Upgrade bench-gate.` };
    }
    const migrated = migrateDocument(current, version, result/* SCHEMA_VERSION */.f$, migrations);
    if (!migrated.ok)
        return { ok: false, error: `${where} ${migrated.error}` };
    const parsed = parseResultSet(migrated.value);
    if (!parsed.success)
        return { ok: false, error: invalidFileMessage(parsed.error.issues, where, lineOf, remedy) };
    const duplicate = duplicateEntry(parsed.data);
    if (duplicate !== undefined) {
        const line = lineOf === undefined ? '' : `:${lineOf(duplicate.path)}`;
        return { ok: false, error: `${where}${line}: ${duplicate.problem}, so one of them would be left out, and its samples with it. ${remedy ?? DUPLICATE_REMEDY}` };
    }
    return { ok: true, value: parsed.data };
}
const INVALID_REMEDY = 'Re-create it with `bench-gate parse` (or `run`, `merge`) rather than editing it by hand.';
const DUPLICATE_REMEDY = 'Each benchmark, and each unit within it, appears once in a result file that bench-gate writes: join the two into one entry with all their samples, or put them in separate files and join those with `bench-gate merge`.';
/** How many schema problems an invalid file's message lists; a file whose every sample is wrong has thousands. */
const PROBLEMS_SHOWN = 5;
/**
 * "Invalid result file base.json:" with its first problems in the order of their lines (with the
 * text's line map, "base.json:12: Invalid input ..."), how many more there are, and the fix.
 */
function invalidFileMessage(issues, where, lineOf, remedy = INVALID_REMEDY) {
    const located = lineOf === undefined ? issues.map((issue) => ({ issue, line: 0 }))
        : issues.map((issue) => {
            const line = lineOf(issue.path);
            return { issue: { ...issue, message: `${where}:${line}: ${issue.message}` }, line };
        }).sort((a, b) => a.line - b.line);
    const shown = located.slice(0, PROBLEMS_SHOWN).map(({ issue }) => errors/* prettifyError */.S1(new classic_errors/* ZodError */.G([issue])));
    const more = located.length - shown.length;
    if (more > 0)
        shown.push(`... and ${more} more problem${more === 1 ? '' : 's'}`);
    return `Invalid result file ${where}:\n${shown.join('\n')}\n${remedy}`;
}
/** How much of a name or unit the message on a duplicate quotes: a tampered file's may be megabytes long. */
const QUOTED_LENGTH = 200;
const quote = (text) => (0,markdown_escape/* elideMiddle */.xI)(text, QUOTED_LENGTH);
/**
 * The first benchmark key, or unit within a benchmark, that a valid document has twice (a file
 * edited or joined by hand): everything that reads a result set by key (compare's join) keeps one.
 * `path` is where the second one is.
 */
function duplicateEntry(set) {
    const keys = new Map();
    for (const [b, benchmark] of set.benchmarks.entries()) {
        const first = keys.get(benchmark.key);
        if (first !== undefined)
            return { problem: `benchmarks[${first}] and benchmarks[${b}] have the same key ${JSON.stringify(quote(benchmark.key))}`, path: ['benchmarks', b, 'key'] };
        keys.set(benchmark.key, b);
        const units = new Map();
        for (const [m, metric] of benchmark.metrics.entries()) {
            const other = units.get(metric.unit);
            if (other !== undefined)
                return { problem: `${quote(benchmark.name)} has two ${quote(metric.unit)} metrics (benchmarks[${b}].metrics[${other}] and metrics[${m}])`, path: ['benchmarks', b, 'metrics', m, 'unit'] };
            units.set(metric.unit, m);
        }
    }
    return undefined;
}
/**
 * Applies migrations one version at a time from `from` up to `target`. Each migration upgrades
 * `from -> from + 1`; a gap in the chain is an error that tells the user to re-create the file.
 * Each version's normalization applies to the document at that version, `target` included.
 */
function migrateDocument(doc, from, target, migrations, normalizations = NORMALIZATIONS) {
    let current = doc;
    for (let version = from; version <= target; version += 1) {
        const normalize = normalizations.get(version);
        if (normalize !== undefined)
            current = normalize(current);
        if (version === target)
            break;
        const migrate = migrations.get(version);
        if (migrate === undefined) {
            return { ok: false, error: `uses result schema version ${version}, which cannot be migrated. Re-create it with \`bench-gate parse\`.` };
        }
        current = { ...migrate(current), schemaVersion: version + 1 };
    }
    return { ok: true, value: current };
}

;// CONCATENATED MODULE: ./src/parsers/go-panic-stack.ts
/**
 * Naming the benchmark that panicked from the panic's goroutine stack, when go test printed no name.
 *
 * Without -v, go test prints a benchmark's name only once its 1-iteration probe run (b.N = 1)
 * returned, and not at all for a package's first benchmark or a sub-benchmark (b.Run): a panic in
 * that run leaves only the panic text and the panicking goroutine's stack before `exit status 2`:
 *   panic: assignment to entry in nil map
 *
 *   goroutine 9 [running]:
 *   example.com/gobench/panicfirst.BenchmarkFirst(0x221e34d2308)
 *   	/src/panicfirst/panicfirst_test.go:17 +0x45
 *   testing.(*B).runN(0x221e34d2308, 0x1)
 *   ...
 * The frame of a `Benchmark...` function of the package being read (`pkg` or its external test
 * package `pkg_test`) names it. Only the first goroutine after the panic is read: it is the one that
 * panicked (GOTRACEBACK=all prints the others after it), and its bottommost such frame (the one
 * go's testing package called) is the benchmark that was running: a frame above it can be a helper
 * the benchmark calls that happens to be named `BenchmarkX` (`pkg.BenchmarkCodec(...)`, inlined).
 * A goroutine's `created by pkg.BenchmarkX` line names its creator only when no frame of it did.
 * A runtime error's `[signal SIGSEGV: ...]` line can sit between the panic and the stack.
 *
 * A closure of the benchmark (`BenchmarkX.func1`: a b.Run sub-benchmark's body, or a goroutine
 * `created by` BenchmarkX) names BenchmarkX too, marked `inside`: the stack does not hold the
 * sub-benchmark's name, and blaming the benchmark that defines the code is all it can honestly say.
 */
// `<import path>.<BenchmarkX>[.func1[.2]](<args>)`, or `created by <import path>.BenchmarkX[...] in goroutine 7`.
// The import path is greedy up to the last `.Benchmark`, so a path with dots (example.com/x) is kept whole.
const FRAME = /^(created by )?(\S+)\.(Benchmark[^\s.(]*)((?:\.[^\s.(]+)*)(?:\(.*\)|\s+in goroutine \d+)?\r?$/;
// `goroutine 9 [running]:`; GOTRACEBACK=system/crash add the goroutine's addresses: `goroutine 9 gp=0x… m=4 mp=0x… [running]:`.
const GOROUTINE = /^goroutine \d+ [^[]*\[[^\]]*\]:\r?$/;
/** The lines of a goroutine's stack: frames (`f(...)`, `created by f in goroutine 7`), their indented file lines, go's elision note. */
const STACK_LINE = /^(?:\s|created by |\.\.\.additional frames elided\.\.\.)|\)\r?$/;
/**
 * Reads the lines after a `panic:` line that named no benchmark, until the first goroutine's stack
 * ends: then returns the bottommost frame of a benchmark of one of `packages`, or 'done' when it had none.
 */
class PanicStackScan {
    packages;
    inGoroutine = false;
    found;
    constructor(packages) {
        this.packages = packages;
    }
    /** The benchmark the stack names, or 'done' (it names none), once `line` ended the stack; else undefined (read on). */
    read(line, lineNo) {
        if (!this.inGoroutine) {
            if (GOROUTINE.test(line))
                this.inGoroutine = true;
            // Before the stack: blank lines, a runtime error's `[signal ...]` line, the indented lines of a
            // multi-line panic value or a re-panic's `panic:`; anything else ends the search.
            else if (line.trim() !== '' && !/^\s/.test(line) && !line.startsWith('[signal '))
                return 'done';
            return undefined;
        }
        if (line.trim() === '' || !STACK_LINE.test(line))
            return this.end();
        const frame = FRAME.exec(line);
        if (frame === null || !this.packages.includes(frame[2] ?? ''))
            return undefined;
        const createdBy = frame[1] !== undefined;
        // `created by` is the goroutine's creator, not a call: the closure's own frame (where it panicked) names the same benchmark.
        if (!createdBy || this.found === undefined)
            this.found = { name: frame[3] ?? '', line: lineNo, inside: createdBy || (frame[4] ?? '') !== '' };
        return undefined;
    }
    /** What the stack read so far names: at its end, or the input's. */
    end() {
        return this.found ?? 'done';
    }
}
/**
 * The import paths a benchmark frame of package `pkg` can carry: its own, and its external test
 * package's, as go's linker spells them in symbol names (cmd/internal/objabi.PathToPrefix): a dot
 * in the last path element, `%`, `"`, and bytes up to a space or from DEL on as `%xx`. Package
 * `gopkg.in/yaml.v3`'s frames read `gopkg.in/yaml%2ev3.BenchmarkX(...)` (fixtures/go/panic-first-dotted.txt).
 */
function framePackages(pkg) {
    return [pkg, `${pkg}_test`].map(symbolPrefix);
}
function symbolPrefix(path) {
    const lastSlash = path.lastIndexOf('/');
    let prefix = '';
    let at = 0;
    for (const char of path) {
        const code = char.codePointAt(0) ?? 0;
        const escaped = code <= 0x20 || code >= 0x7f || char === '%' || char === '"' || (char === '.' && at > lastSlash);
        prefix += escaped ? [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('') : char;
        at += char.length;
    }
    return prefix;
}

;// CONCATENATED MODULE: ./src/parsers/text-lines.ts
/**
 * Splitting tool output into lines the way every text parser needs: `\n`, `\r\n` and lone `\r`
 * endings, and terminal escape sequences (ANSI CSI colours, `ESC(B` charset resets) removed, since
 * tools colour their output when they think they are on a terminal (FORMATS.md §9).
 */
// CSI sequences (ESC [ params final), OSC sequences (ESC ] ... BEL/ST) and two-byte charset selects.
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[()][0-9A-Za-z]/g;
/** Removes ANSI escape sequences from a string. */
function stripAnsi(text) {
    return text.includes('\u001b') ? text.replace(ANSI_ESCAPES, '') : text;
}
/** Splits text into lines without their terminators; a final terminator does not add an empty line. */
function splitLines(text) {
    const clean = stripAnsi(text);
    // Without `\r` the three endings are just `\n`, and splitting on a string is far cheaper than on a pattern.
    const lines = clean.includes('\r') ? clean.split(/\r\n|\n|\r/) : clean.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * Calls `visit` with each line as `splitLines` would return it (same lines, same 0-based indexes),
 * given as `source.slice(start, end)` so that a caller can read it in place, and returns the number
 * of lines. Text without `\r` (nearly all of it) is walked with indexOf, `source` being the whole
 * text: a 100 MB `go test` log is never cut into an array of lines, and a line the caller reads in
 * place is never copied. Text with `\r` takes splitLines' path (its three kinds of line ending are
 * not worth re-implementing), one line per `source`.
 */
function forEachLine(text, visit) {
    const clean = stripAnsi(text);
    if (clean.includes('\r')) {
        const lines = splitLines(clean);
        lines.forEach((line, index) => visit(line, 0, line.length, index));
        return lines.length;
    }
    let index = 0;
    // `start < length`: a final `\n` ends the last line instead of starting an empty one.
    for (let start = 0; start < clean.length; index++) {
        const newline = clean.indexOf('\n', start);
        const end = newline === -1 ? clean.length : newline;
        visit(clean, start, end, index);
        start = end + 1;
    }
    return index;
}

;// CONCATENATED MODULE: ./src/parsers/go-sections.ts
/**
 * The package of each package section of `go test -bench` text, as its trailer names it, for the
 * benchmarks of a section that no `pkg:` line names.
 *
 * go test prints `goos`/`goarch`/`pkg`/`cpu` once per test binary, just before its first result
 * line (testing/benchmark.go, `labelsOnce` in `B.run`), so a benchmark that fails or skips in its
 * first run (b.N = 1) before any result of its package comes before its package's `pkg:` line,
 * and a package whose only benchmark failed prints none: its `--- FAIL: BenchmarkX` was keyed
 * without a package (or with the previous package's, whose `pkg:` line was still in force), and
 * did not join the other side's `pkg.BenchmarkX-2`. The go command's trailer names the package:
 *   --- FAIL: BenchmarkFails
 *       edge_test.go:23: measured value out of range: 1 iterations
 *   FAIL
 *   exit status 1
 *   FAIL	example.com/gobench/edge	0.010s
 *
 * A section is the lines up to and including a trailer line that names a package (`ok  \tpkg\t0.01s`,
 * `FAIL\tpkg\t0.01s`, `FAIL\tpkg [build failed]`, `?   \tpkg\t[no test files]`), then the next
 * section, and so on; the lines after the last such trailer form a section without one.
 *
 * A section's trailer package is used only where it is unambiguous: every `pkg:` line in the
 * section names the same package, and it is an import path go test's own `pkg:` line would print.
 * For `_/dir` (a directory outside GOPATH, GO111MODULE=off) and `command-line-arguments` (`go test
 * x_test.go`) go test prints no `pkg:` line on purpose (cmd/go's testFuncs.ImportPath), and keying
 * by them would tie keys to a directory: such a section, when no `pkg:` line is in it, has no
 * package, its benchmarks keyed as those of the same run alone are (`BenchmarkX-2`), not by the
 * previous section's `pkg:` line still in force:
 *   pkg: example.com/gobench/basic
 *   BenchmarkConcat-2   	    1000	       299.3 ns/op      <- example.com/gobench/basic.BenchmarkConcat-2
 *   ok  	example.com/gobench/basic	0.012s
 *   goos: linux                                        (no pkg: line)
 *   BenchmarkConcat-2   	    1000	       301.5 ns/op      <- BenchmarkConcat-2
 *   ok  	command-line-arguments	0.011s
 */

// After the package, what the go command prints there (cmd/go/internal/test): the time as `%.3fs`
// (`0.010s`, then the end, coverage or ` [no tests to run]`), `(cached)`, or a bracketed note
// (`[no test files]`, `[build failed]`). Exactly that: a line a benchmark printed (`FAIL got 3 want
// 4`, `ok fetched 10 rows`) taken for a trailer would end a section, and key the failures before
// it by a package named `got`.
const PACKAGE_TRAILER = /^(?:ok|FAIL|\?)\s+(\S+)\s+(?:\d+\.\d+s(?:\s|$)|\(cached\)|\[)/;
/** A `pkg:` config line as go.ts reads it (`pkg:` alone deletes the key: its value is then ''). */
const PKG_LINE = /^pkg:(?:[ \t]+(.*))?$/;
/** The package a go command trailer line names (`FAIL\texample.com/pkg\t0.01s` -> `example.com/pkg`), else undefined. */
function trailerPackage(line) {
    const c = line.charCodeAt(0);
    // 'o', 'F', '?': most lines are not trailers, and are told so without running the pattern.
    if (c !== 111 && c !== 70 && c !== 63)
        return undefined;
    return PACKAGE_TRAILER.exec(line)?.[1];
}
/** True for a line that is the go command's trailer of a failed package (`FAIL\tpkg\t0.01s`, `FAIL\tpkg [build failed]`). */
function isFailTrailer(line) {
    return line.startsWith('FAIL') && trailerPackage(line) !== undefined;
}
/** True for a pseudo import path go test prints no `pkg:` line for. */
function isPseudoPackage(pkg) {
    return pkg.startsWith('_/') || pkg === 'command-line-arguments';
}
/**
 * The package to key each section's benchmarks by when no `pkg:` line before them names one (see
 * above): index i is the section ended by the (i+1)-th trailer line that names a package (the
 * last index: the lines after the last one, which say nothing).
 */
function sectionPackages(text) {
    const packages = [];
    let named = new Set();
    forEachLine(text, (source, start, end) => {
        const c = source.charCodeAt(start);
        if (c !== 112 && c !== 111 && c !== 70 && c !== 63)
            return; // 'p', 'o', 'F', '?'
        const line = source.slice(start, end);
        const config = PKG_LINE.exec(line);
        if (config !== null) {
            named.add((config[1] ?? '').trim());
            return;
        }
        const pkg = trailerPackage(line);
        if (pkg === undefined)
            return;
        if (isPseudoPackage(pkg))
            packages.push(named.size === 0 ? { kind: 'none', pseudo: pkg } : undefined);
        else
            packages.push([...named].every((value) => value === pkg) ? { kind: 'package', pkg } : undefined);
        named = new Set();
    });
    packages.push(undefined);
    return packages;
}
/**
 * Sections without a package (SectionPackage `none`) share keys when they print the same names:
 * `go test ./a ./b` outside a module (GO111MODULE=off) prints `_/dir/a` and `_/dir/b`, neither
 * with a `pkg:` line, and the samples of `_/dir/a`'s and `_/dir/b`'s BenchmarkX-2 go to one key.
 * Noting each such key's first pseudo import path lets the parser say so, once per pair of paths.
 */
class PseudoPackageMerges {
    firstOf = new Map();
    reported = new Set();
    /** The pseudo import path `key` was first read under, when that is not `pseudo` and the pair was not reported yet; else undefined. */
    note(key, pseudo) {
        const first = this.firstOf.get(key);
        if (first === undefined)
            this.firstOf.set(key, pseudo);
        if (first === undefined || first === pseudo)
            return undefined;
        const pair = `${first}\u0000${pseudo}`;
        if (this.reported.has(pair))
            return undefined;
        this.reported.add(pair);
        return first;
    }
}
/** The warning for benchmark `name` of pseudo package `pseudo`, whose key a benchmark of `first` had: their samples merge. */
function pseudoMergeMessage(name, pseudo, first) {
    return `${name} of ${pseudo} has the name of one of ${first}: go test prints no pkg: line for either (files named on the command line, a directory outside a module), so their samples are merged, with those of any other name the two share. Run them inside a module, where go test names each package, or parse each package's output as its own file`;
}

// EXTERNAL MODULE: ./src/parsers/types.ts
var types = __webpack_require__(5429);
;// CONCATENATED MODULE: ./src/parsers/go-line-shapes.ts
/**
 * The shapes of the lines of `go test -bench` text that go.ts tells apart, and the small pure
 * helpers it reads them with. Each pattern matches exactly what go test (or the benchmark data
 * format, golang/proposal design/14313) prints, so that a line a benchmark printed is read as output.
 */


// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
// go test's own lines around a package's results, but for the trailer that names the package
// (trailerPackage): exactly as go test prints them, so that a line a benchmark printed (`FAIL got
// 3 want 4`) is output like any other, not the end of its package (nor a package named `got` that failed).
// `exit status 0xc0000005`: os.ProcessState's hexadecimal form, for a Windows status above 0xff.
const PACKAGE_END = /^(?:PASS|FAIL|exit status (?:\d+|0x[0-9a-f]+))$/;
const GO_TEST_LINE = /^(?:=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;
/**
 * go test's line for a test binary that died of a signal (`signal: killed` after an out-of-memory
 * kill, `signal: segmentation fault (core dumped)`): the signal's name as Go spells it. Shaped like
 * a config line, it was read as one and carried `signal=killed` into the next package's benchmarks.
 */
const SIGNAL_LINE = /^signal: [A-Za-z][\w /-]*(?: \(core dumped\))?$/;
/** Characters kept of one message (a log line, a panic's text). */
const MESSAGE_CHARS = 500;
/**
 * True when a status line for `name` closes log lines printed in the -v section of `started`: its
 * own (`--- FAIL: BenchmarkX`, or `BenchmarkX-2` for a failure in the timed run, which carries
 * the GOMAXPROCS suffix), or an ancestor's (a parent logs after its sub-benchmarks ran, then fails).
 */
function isInSection(name, started) {
    if (name === started)
        return true;
    if (name.startsWith(started))
        return /^-\d+$/.test(name.slice(started.length));
    return started.startsWith(`${name}/`);
}
/**
 * A copy of `text` that does not keep the input alive. V8 represents a long substring as a view of
 * its parent, so a name or config value sliced from a 10 MB log would pin the whole log in memory
 * for as long as the results live; concatenating and then slicing makes a fresh flat string. Used
 * once per benchmark and per config line, not per result line.
 */
function detach(text) {
    return text.length < 13 ? text : `${text} `.slice(0, -1);
}
/** Adds a log line to messages held for later, as the collector would keep it (MAX_MESSAGES, excerpted). */
function holdMessage(held, message) {
    if (held.length < parsers_collector/* MAX_MESSAGES */.oQ && message !== '')
        held.push((0,types/* excerpt */.K)(message, MESSAGE_CHARS));
}
/** `/^Benchmark\p{Ll}/u`, without running a Unicode regular expression for plain ASCII names. */
function isLax(name) {
    const c = name.charCodeAt(9);
    if (c < 128)
        return c >= 97 && c <= 122;
    return /^Benchmark\p{Ll}/u.test(name);
}

;// CONCATENATED MODULE: ./src/parsers/go-crash.ts




const CRASHED = { panic: 'panicked', 'fatal error': 'crashed' };
/** The crash whose text is glued after a printed name (the fields of `BenchmarkX-2  panic: boom`), if any. */
function gluedCrash(fields) {
    // A runtime fatal error (a concurrent map write, a misused mutex) ends the binary as a panic does, unrecoverably.
    return fields[1] === 'panic:' ? 'panic' : fields[1] === 'fatal' && fields[2] === 'error:' ? 'fatal error' : undefined;
}
class GoCrashes {
    host;
    packages;
    diagnostics;
    /** After an unblamed panic or fatal error (`crash`: what happened, as the warning says it), the stack that may name its benchmark. */
    panicStack;
    /** A `signal: killed` line (alone, or glued after the name go printed), held until the next line (settleSignal). */
    heldSignal;
    constructor(host, packages, diagnostics) {
        this.host = host;
        this.packages = packages;
        this.diagnostics = diagnostics;
    }
    /** Whether a `signal:` line waits for the next line to decide it (settleSignal). */
    get holdsSignal() {
        return this.heldSignal !== undefined;
    }
    /** A `panic:` or `fatal error:` line. */
    readPanic(line, lineNo, crash) {
        const hadZero = this.host.failZeroResult();
        this.packages.adoptSectionPackage();
        const pending = this.host.failPending(line);
        if (pending === undefined)
            this.host.addToLastFailed(line);
        // No printed name to blame (a first run without -v): the panicking goroutine's stack may name it.
        const pkg = this.packages.packageName;
        if (!hadZero && pending === undefined && pkg !== undefined) {
            this.panicStack = { scan: new PanicStackScan(framePackages(pkg)), message: line, line: lineNo, crash };
        }
        this.diagnostics.warn(lineNo, `${crash} in package ${pkg ?? '(unknown)'}: the package's remaining benchmarks did not run`, line);
    }
    /** A crash glued after the name go printed (`BenchmarkX-2  panic: boom`, `fields` its fields): that benchmark fails. */
    readGluedCrash(name, crash, fields, line, lineNo) {
        const message = fields.slice(1).join(' ');
        this.host.failZeroResult();
        this.host.fail(name, lineNo, message);
        this.diagnostics.warn(lineNo, `${name} ${CRASHED[crash]}: ${(0,types/* excerpt */.K)(message, 200)}; the package's remaining benchmarks did not run`, line);
    }
    /**
     * Whether a `fatal error:` or `signal:` line can be about a test binary: a benchmark's name is
     * waiting for its results, or a package is known here. Other programs print them too (a tool
     * that a benchmark harness runs between `go test` runs, as in the Go team's bent logs, or `go
     * run`), outside any package.
     */
    isInPackageOutput() {
        this.packages.adoptSectionPackage();
        return this.host.hasPending() || this.packages.packageName !== undefined;
    }
    /** A `signal:` line alone (SIGNAL_LINE): held when it can be go test's, else kept as unrecognized. */
    holdSignal(line, lineNo) {
        if (this.isInPackageOutput())
            this.heldSignal = { signal: line, line: lineNo, text: line, glued: false };
        else
            this.diagnostics.keepUnrecognized(lineNo, line);
    }
    /**
     * The test binary died in the timed run, after go printed the name (an out-of-memory kill):
     * `BenchmarkX-2 \tsignal: killed` is held as a line alone is; meanwhile the name waits, as after
     * text the benchmark printed.
     */
    holdGluedSignal(line, name, lineNo) {
        const signal = line.slice(line.indexOf('signal: ', name.length));
        if (SIGNAL_LINE.test(signal))
            this.heldSignal = { signal, line: lineNo, text: line, glued: true };
    }
    /**
     * The line after a held `signal:` line decides it: the package's `FAIL` trailer makes it go
     * test's (the test binary died); any other line, but a blank one, makes it output the benchmark
     * printed, kept as an unrecognized line when it stood alone.
     */
    settleSignal(line) {
        const held = this.heldSignal;
        if (held === undefined || line.trim() === '')
            return;
        this.heldSignal = undefined;
        if (isFailTrailer(line))
            this.readSignal(held.signal, held.line, held.text);
        else if (!held.glued)
            this.diagnostics.keepUnrecognized(held.line, held.text);
    }
    /** A line of the stack after an unblamed panic: the frame of a benchmark of the package fails that benchmark. */
    readStackLine(line, lineNo) {
        const found = this.panicStack?.scan.read(line, lineNo);
        if (found !== undefined)
            this.closePanicStack(found);
    }
    /** The package's output ended (`PASS`, `FAIL`, `exit status 1`): a stack still open names nothing more. */
    endPackage() {
        this.panicStack = undefined;
    }
    /** The input ended: inside a panic's stack, or just after a signal line (a truncated log). */
    finish() {
        // What the stack read so far names the benchmark.
        if (this.panicStack !== undefined)
            this.closePanicStack(this.panicStack.scan.end());
        // Nothing says the signal line was printed output.
        const signal = this.heldSignal;
        this.heldSignal = undefined;
        if (signal !== undefined)
            this.readSignal(signal.signal, signal.line, signal.text);
    }
    /**
     * `signal: killed`: the test binary died. The benchmark whose name go printed (its -v start
     * line, or the name the signal is glued after) fails; without -v no name was printed for a
     * first run, and it is missing like those after it. `text`: the whole line.
     */
    readSignal(line, lineNo, text) {
        this.host.failZeroResult();
        this.packages.adoptSectionPackage();
        const pending = this.host.failPending(line);
        const running = pending === undefined ? 'the benchmark it was running has no result' : `${pending.name}, which it was running, failed`;
        this.diagnostics.warn(lineNo, `the test binary of package ${this.packages.packageName ?? '(unknown)'} died of a signal (${line}): ${running}, and the package's remaining benchmarks did not run. An out-of-memory kill, a CI job's timeout or a kill from outside does this`, text);
    }
    closePanicStack(found) {
        const stack = this.panicStack;
        this.panicStack = undefined;
        if (stack !== undefined && found !== 'done')
            this.failFromStack(found, stack);
    }
    failFromStack(frame, stack) {
        const where = frame.inside ? `in code ${frame.name} defines (a sub-benchmark or a goroutine it started; the stack does not name which)` : 'in its first run';
        this.host.fail(frame.name, frame.line, stack.message);
        this.diagnostics.warn(frame.line, `${frame.name} ${CRASHED[stack.crash]} ${where}: go test printed no name for it (without -v it prints none before the first run ends), so it is named from the ${stack.crash}'s goroutine stack (${stack.crash} on line ${stack.line}) and reported as failed`);
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-diagnostics.ts

class GoDiagnostics {
    source;
    list = [];
    unrecognized = [];
    /** `source` names the input in every diagnostic. */
    constructor(source) {
        this.source = source;
    }
    warn(line, message, text) {
        this.report('warning', line, message, text);
    }
    /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures); info: nothing lost or changed. */
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = (0,types/* excerpt */.K)(text);
        this.list.push(diagnostic);
    }
    /** Keeps a line no reading claimed (the first UNRECOGNIZED_KEPT). */
    keepUnrecognized(line, text) {
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line, text: (0,types/* excerpt */.K)(text) });
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-values.ts
/**
 * Reading the numbers of a Go benchmark result line: the iteration count (a decimal int64) and
 * the values, which are anything Go's strconv.ParseFloat accepts (FORMATS.md §1.1): decimals with
 * exponents, `NaN`, `Inf`/`+Inf`/`-Inf`/`Infinity` in any case, hex floats (`0x1p-2`) and `_`
 * digit separators after a base prefix. JavaScript's parseFloat is not used because it reads
 * `Inf` as NaN and `12abc` as 12.
 */
const HEX_FLOAT = /^([+-]?)0[xX]((?:[0-9a-fA-F]_?)*[0-9a-fA-F]?)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?\d+)$/;
const INFINITY = /^([+-]?)inf(?:inity)?$/i;
/**
 * True when `text` is a plain decimal, /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/, checked by
 * hand: every value of every result line comes through here, and the scan is several times faster
 * than that regular expression.
 */
function isDecimal(text) {
    const n = text.length;
    let i = 0;
    let c = text.charCodeAt(0);
    if (c === 43 || c === 45)
        c = text.charCodeAt(++i); // + -
    let digits = 0;
    while (c >= 48 && c <= 57) {
        digits++;
        c = text.charCodeAt(++i);
    }
    if (c === 46) { // .
        c = text.charCodeAt(++i);
        while (c >= 48 && c <= 57) {
            digits++;
            c = text.charCodeAt(++i);
        }
    }
    if (digits === 0)
        return false;
    if (c === 101 || c === 69) { // e E
        c = text.charCodeAt(++i);
        if (c === 43 || c === 45)
            c = text.charCodeAt(++i);
        const start = i;
        while (c >= 48 && c <= 57)
            c = text.charCodeAt(++i);
        if (i === start)
            return false;
    }
    return i === n;
}
/** Parses a Go float; undefined when Go would reject it. */
function parseGoFloat(text) {
    if (isDecimal(text))
        return Number(text);
    if (/^[+-]?nan$/i.test(text))
        return Number.NaN;
    const inf = INFINITY.exec(text);
    if (inf !== null)
        return inf[1] === '-' ? -Infinity : Infinity;
    const hex = HEX_FLOAT.exec(text.replaceAll('_', ''));
    if (hex === null || (hex[2] === '' && (hex[3] ?? '') === ''))
        return undefined;
    const digits = (hex[2] ?? '') + (hex[3] ?? '');
    const mantissa = Number.parseInt(digits, 16) / 16 ** (hex[3] ?? '').length;
    const value = mantissa * 2 ** Number(hex[4]);
    return hex[1] === '-' ? -value : value;
}
/**
 * A value as Go's `%f` prints it where that can differ from JavaScript: `NaN`, `+Inf`, `-Inf`
 * (JavaScript says `Infinity`); finite values as JavaScript prints them. For messages only.
 */
function formatGoFloat(value) {
    if (Number.isNaN(value))
        return 'NaN';
    if (value === Infinity)
        return '+Inf';
    if (value === -Infinity)
        return '-Inf';
    return String(value);
}
/** Parses an iteration count: a non-negative decimal integer. */
function parseIterations(text) {
    if (text.length === 0)
        return undefined;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 48 || c > 57)
            return undefined;
    }
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : undefined;
}
/**
 * Parses `<iterations> <value> <unit> [<value> <unit>]...`: the fields from index `start` on (the
 * name before them is skipped by index rather than by copying the array).
 */
function parseGoFields(fields, start = 0) {
    const first = fields[start];
    if (first === undefined)
        return { ok: false, reason: 'missing iteration count' };
    const iterations = parseIterations(first);
    if (iterations === undefined)
        return { ok: false, reason: `iteration count "${first}" is not a whole number` };
    const rest = fields.length - start - 1;
    if (rest <= 0)
        return { ok: false, reason: 'missing measurements after the iteration count' };
    if (rest % 2 !== 0)
        return { ok: false, reason: `missing unit after value "${fields[fields.length - 1] ?? ''}"` };
    const measurements = [];
    for (let i = start + 1; i < fields.length; i += 2) {
        const raw = fields[i] ?? '';
        const value = parseGoFloat(raw);
        if (value === undefined)
            return { ok: false, reason: `"${raw}" is not a number` };
        const unit = fields[i + 1] ?? '';
        if (isNumberUnit(unit))
            return { ok: false, reason: `"${unit}" stands where a unit belongs but is a number` };
        measurements.push({ value, unit });
    }
    return { ok: true, iterations, measurements };
}
/**
 * A "unit" that is itself a number. Go never prints one; a benchmark that prints numbers
 * (`fmt.Println(b.N, 2, 3)`) does, and its `1000 2 3` after the name would otherwise read as
 * 1000 iterations of the value 2 in the unit "3".
 */
function isNumberUnit(unit) {
    return parseGoFloat(unit) !== undefined;
}
/**
 * `line.trim().split(/\s+/)`, scanned by hand for ASCII lines (every result line goes through it,
 * and the regular expression split was the parser's largest cost); a line with any non-ASCII
 * character takes the regular expression, so Unicode spaces split exactly as before.
 */
function splitFields(line) {
    const fields = [];
    let start = -1;
    for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (c > 127)
            return line.trim().split(/\s+/);
        const space = c === 32 || (c >= 9 && c <= 13); // the ASCII members of \s
        if (space && start !== -1) {
            fields.push(line.slice(start, i));
            start = -1;
        }
        else if (!space && start === -1) {
            start = i;
        }
    }
    if (start !== -1)
        fields.push(line.slice(start));
    return fields.length === 0 ? [''] : fields;
}
/** The ASCII members of JavaScript's \s, for scanners that have ruled out every other character. */
const isAsciiSpace = (c) => c === 32 || (c >= 9 && c <= 13);

;// CONCATENATED MODULE: ./src/parsers/go-invalid-results.ts


/** The warning for a metric's non-finite value first seen as `first` ("X reported +Inf ratio on line 12"), on `lines` lines. */
function nonFiniteMessage(first, lines) {
    return lines === 1
        ? `${first}: not a finite number, so that metric has no sample from this line; the line's other metrics are kept`
        : `${first} (and on ${lines - 1} later line${lines === 2 ? '' : 's'}): not a finite number, so that metric has no sample from those lines; their other metrics are kept`;
}
/** A value and unit of a result line as Go printed them (`+Inf ratio`), for messages; a finite value is out of range in `baseUnit`. */
function describeValue(value, unit, baseUnit) {
    const text = `${formatGoFloat(value)} ${unit}`;
    return Number.isFinite(value) ? `${text}, out of range in ${baseUnit}` : text;
}
class InvalidResults {
    collector;
    host;
    diagnostics;
    zero;
    /** The warning for each benchmark's metric with non-finite values, and on how many lines (warnNonFinite). */
    nonFinite = new Map();
    constructor(collector, host, diagnostics) {
        this.collector = collector;
        this.host = host;
        this.diagnostics = diagnostics;
    }
    /** Whether a 0-iteration result waits for a later line to decide it (settleZero). */
    get holdsZero() {
        return this.zero !== undefined;
    }
    /** The key of the benchmark of the held 0-iteration result, if any. */
    get zeroKey() {
        return this.zero?.key;
    }
    /** Adds a log line of the held 0-iteration run (its `--- BENCH:` block): the reason of a skip. */
    holdZeroMessage(message) {
        if (this.zero !== undefined)
            holdMessage(this.zero.messages, message);
    }
    /**
     * A result line with 0 iterations or a non-finite value. A line is data only when it has
     * iterations and its own timing (`ns/op`, tidied to `sec/op`) is finite; a line with no timing
     * (`ReportMetric(0, "ns/op")` suppresses it) keeps its finite metrics the way a line with a
     * non-finite custom metric does.
     */
    read(line) {
        const { key, name, iterations, values, units, scaled, baseUnits, count, logs } = line;
        const broken = [];
        let finite = 0;
        let timing = -1;
        for (let i = 0; i < count; i++) {
            if (Number.isFinite(scaled[i]))
                finite++;
            else
                broken.push(describeValue(values[i] ?? NaN, units[i] ?? '', baseUnits[i] ?? ''));
            if (timing === -1 && baseUnits[i] === 'sec/op')
                timing = i;
        }
        if (iterations === 0) {
            this.zero = { key, name, line: line.line, what: broken.join(', ') || '0 iterations', messages: logs ?? [] };
            return;
        }
        if (finite === 0 || (timing !== -1 && !Number.isFinite(scaled[timing]))) {
            const what = broken.join(', ');
            this.host.markFailed(key, `no valid result on line ${line.line} (${what})`);
            for (const log of logs ?? [])
                this.host.addMessage(key, log);
            this.diagnostics.warn(line.line, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
            return;
        }
        for (let i = 0; i < count; i++) {
            const value = scaled[i] ?? NaN;
            if (Number.isFinite(value))
                this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', value, iterations);
            else
                this.warnNonFinite(key, name, describeValue(values[i] ?? NaN, units[i] ?? '', baseUnits[i] ?? ''), baseUnits[i] ?? '', line.line);
        }
    }
    /**
     * Decides what the held `0 ... NaN ns/op` line meant, once a line after it tells: a panic
     * (the panic text follows it) makes it a failed benchmark; anything else (the next result or
     * status line, the package's trailer, the end of the input) a skip in the timed run, with its
     * log lines as the reason. A `--- FAIL:` after it still makes the benchmark failed (mark keeps
     * failed over skipped).
     * Note: a panic is blamed on the `0 NaN` benchmark even when the panic text is glued to the next
     * benchmark's name or follows its -v start line (that benchmark is blamed too): Go prints the
     * `0 NaN` line for the panicking run while the runtime prints the panic, so the next name can
     * come first. Reporting a skip as failed is the safe mistake.
     */
    settleZero(status) {
        const zero = this.zero;
        if (zero === undefined)
            return;
        this.zero = undefined;
        if (status === 'failed') {
            this.host.markFailed(zero.key, `no valid result on line ${zero.line} (${zero.what})`);
            this.diagnostics.warn(zero.line, `${zero.name} has no valid result (${zero.what}); it is reported as failed, not as a sample`);
        }
        else {
            this.collector.mark(zero.key, 'skipped');
            const detail = zero.what === '0 iterations' ? zero.what : `0 iterations, ${zero.what}`;
            this.diagnostics.report('info', zero.line, `${zero.name} has no result (${detail}) and no panic follows: go test prints this for a benchmark that skips in its timed run (b.Skip once b.N > 1); it is reported as skipped, not as a sample`);
        }
        for (const message of zero.messages)
            this.host.addMessage(zero.key, message);
    }
    /**
     * Warns that a metric's value on a result line is not a finite number, once per benchmark and
     * metric (of base unit `unit`), the warning counting the lines.
     */
    warnNonFinite(key, name, value, unit, lineNo) {
        const id = `${key}\u0000${unit}`;
        const earlier = this.nonFinite.get(id);
        if (earlier !== undefined) {
            earlier.lines++;
            earlier.diagnostic.message = nonFiniteMessage(earlier.text, earlier.lines);
            return;
        }
        const text = `${name} reported ${value} on line ${lineNo}`;
        const diagnostic = { severity: 'warning', source: this.diagnostics.source, line: lineNo, message: nonFiniteMessage(text, 1) };
        this.diagnostics.list.push(diagnostic);
        this.nonFinite.set(id, { diagnostic, text, lines: 1 });
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-line-scan.ts
/**
 * The fast path for the lines that make up nearly all of a `go test -bench` log: a well-formed
 * result line `BenchmarkName-8  <iterations>  <value> <unit> ...`, read in one pass over its
 * characters without splitting it into field strings (at 100,000 lines per file, splitting and
 * the per-field regular expressions were most of the parse).
 *
 * Contract: `scanResultLine(text, start, end, ...)` reads the line text.slice(start, end) in place.
 * It either returns false (the caller then reads the line the general way, which also produces every
 * diagnostic) or fills `out` with exactly what the general way gets from
 * `parseGoFields(splitFields(line), 1)` when that succeeds: the same name end, iteration count,
 * values (the same doubles) and unit strings. It declines anything unusual: a non-ASCII character,
 * a single field, a non-numeric or oversized iteration count, an odd number of fields, a value
 * parseGoFloat rejects, or a unit that is a number.
 *
 * Values: a plain decimal of at most 15 significant digits and at most 22 decimals is m / 10^q with
 * m and 10^q exact doubles, so the correctly rounded division is the very double Number(text) gives
 * (both round the same real number to nearest). Anything else goes through parseGoFloat.
 *
 * Speed: one loop per field, with the character classes tested inline (`charClass`) and m and q
 * gathered while the value's end is sought, rather than a second pass; a unit is first compared
 * with the unit of the same field on the previous line (-count=N prints the same units N times in
 * a row). Each of these only skips work: what is accepted, and what it yields, is as above.
 */

/** Exact powers of ten (every one up to 1e22 is a double without rounding). */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
/**
 * Unit strings seen so far, so that `ns/op` on line 90,000 is the same string object as on line 1
 * (no allocation per field, and Map lookups by it hit a cached hash).
 */
class UnitNames {
    names = [];
    /** The unit string; undefined for a "unit" that is a number (see isNumberUnit), which is never kept. */
    intern(line, start, end) {
        for (const name of this.names)
            if (name.length === end - start && line.startsWith(name, start))
                return name;
        const name = line.slice(start, end);
        if (isNumberUnit(name))
            return undefined;
        if (this.names.length < 64)
            this.names.push(name);
        return name;
    }
}
/** The class of a character for the scanner: SPACE (the ASCII members of \s), OTHER, or NON_ASCII. */
const OTHER = 0;
const SPACE = 1;
const NON_ASCII = 2;
function charClass(c) {
    if (c > 32)
        return c > 127 ? NON_ASCII : OTHER;
    return c === 32 || (c >= 9 && c <= 13) ? SPACE : OTHER;
}
/** Reads one result line into `out`; false means "use the general path" (see the module header). */
function scanResultLine(line, start, n, out, units) {
    let i = start;
    let k = OTHER;
    for (; i < n; i++)
        if ((k = charClass(line.charCodeAt(i))) !== OTHER)
            break;
    if (k === NON_ASCII)
        return false;
    out.nameEnd = i;
    for (; i < n; i++)
        if ((k = charClass(line.charCodeAt(i))) !== SPACE)
            break;
    if (k === NON_ASCII || i === n)
        return false;
    // The iteration count: digits up to the next space; 15 digits keep the sum exact.
    const digitsStart = i;
    let iterations = 0;
    let c = 0;
    for (; i < n; i++) {
        c = line.charCodeAt(i);
        if (c < 48 || c > 57)
            break;
        iterations = iterations * 10 + (c - 48);
    }
    if (i === digitsStart || i - digitsStart > 15 || (i < n && charClass(c) !== SPACE))
        return false;
    out.iterations = iterations;
    const values = out.values;
    const unitList = out.units;
    let count = 0;
    for (;;) {
        for (; i < n; i++)
            if ((k = charClass(line.charCodeAt(i))) !== SPACE)
                break;
        if (k === NON_ASCII)
            return false;
        if (i === n)
            break;
        // The value: `[+-]?digits[.digits]` (or `.digits`) is read as m / 10^q on the way to its end;
        // anything else (`plain` false, or too many digits) is left to parseGoFloat.
        const valueStart = i;
        c = line.charCodeAt(i);
        const negative = c === 45;
        if (c === 43 || c === 45)
            i++;
        let m = 0;
        let digits = 0;
        let significant = 0;
        let decimals = -1; // −1 until the point is seen
        let plain = true;
        for (; i < n; i++) {
            c = line.charCodeAt(i);
            if (c >= 48 && c <= 57) {
                digits++;
                if (decimals >= 0)
                    decimals++;
                if (m !== 0 || c !== 48)
                    significant++;
                m = m * 10 + (c - 48);
            }
            else if (c === 46 && decimals < 0) {
                decimals = 0;
            }
            else {
                k = charClass(c);
                if (k === SPACE)
                    break;
                if (k === NON_ASCII)
                    return false;
                plain = false;
            }
        }
        let value;
        if (plain && digits > 0 && significant <= 15 && decimals <= 22) {
            value = decimals > 0 ? m / (POWERS_OF_TEN[decimals] ?? 1) : m;
            if (negative)
                value = -value;
        }
        else {
            value = parseGoFloat(line.slice(valueStart, i));
            if (value === undefined)
                return false;
        }
        for (; i < n; i++)
            if ((k = charClass(line.charCodeAt(i))) !== SPACE)
                break;
        if (k === NON_ASCII || i === n)
            return false; // a value without its unit: the general path explains it
        const unitStart = i;
        for (; i < n; i++)
            if ((k = charClass(line.charCodeAt(i))) !== OTHER)
                break;
        if (k === NON_ASCII)
            return false;
        // The previous line's unit in this field, when it is the same text: it was interned (so it is
        // not a number), and it is the string intern would return.
        const previous = unitList[count];
        const unit = previous !== undefined && previous.length === i - unitStart && line.startsWith(previous, unitStart) ? previous : units.intern(line, unitStart, i);
        if (unit === undefined)
            return false;
        values[count] = value;
        unitList[count] = unit;
        count++;
    }
    out.count = count;
    return count > 0;
}

// EXTERNAL MODULE: ./src/parsers/go-name.ts
var go_name = __webpack_require__(1290);
;// CONCATENATED MODULE: ./src/parsers/go-package-config.ts



class GoPackageConfig {
    text;
    fixedPackage;
    diagnostics;
    current = {};
    /** Whether a `pkg:` line of this section was read, or its trailer's package was taken (adoptSectionPackage). */
    known = false;
    /** The pseudo import path (`command-line-arguments`) of the section being read when it has no package (go-sections.ts). */
    pseudo;
    /** The package section being read (0-based: trailer lines that name a package end one; go-sections.ts). */
    section = 0;
    /** Read from the input only when a benchmark comes before its section's `pkg:` line. */
    sections;
    /** The values of the `pkg:` lines ignored so far (see fixedPackage): each is reported once. */
    ignoredPkgValues = new Set();
    /**
     * `text`: the whole input, for the sections' trailers. `fixedPackage`: the package of every
     * benchmark when the input names it outside the text; `pkg:` lines then do not change it.
     */
    constructor(text, fixedPackage, diagnostics) {
        this.text = text;
        this.fixedPackage = fixedPackage;
        this.diagnostics = diagnostics;
    }
    /** The config in force: replaced on every change, never changed in place, so a benchmark keeps the object it was read under. */
    get config() {
        return this.current;
    }
    /** Whether this section's package is settled (adoptSectionPackage has nothing more to do). */
    get sectionKnown() {
        return this.known;
    }
    /** The pseudo import path of the section being read when it has no package, else undefined. */
    get pseudoPackage() {
        return this.pseudo;
    }
    /** The package of the benchmarks read now: the fixed one, else the last `pkg:` line's. */
    get pkg() {
        return this.fixedPackage ?? this.current.pkg;
    }
    /** The package for messages: pkg, else the section's pseudo import path. */
    get packageName() {
        return this.pkg ?? this.pseudo;
    }
    /** A config line `key: value` (`value` undefined or blank: the key is deleted, as the spec says). */
    set(key, value, lineNo) {
        if (key === 'pkg')
            this.known = true;
        if (key === 'pkg' && this.fixedPackage !== undefined && value?.trim() !== this.fixedPackage)
            return this.ignorePkgLine(value?.trim() ?? '', lineNo);
        const next = { ...this.current };
        if (value === undefined || value.trim() === '')
            delete next[key];
        else
            next[detach(key)] = detach(value.trim());
        this.current = next;
    }
    /**
     * Before the first benchmark of a section no `pkg:` line has named yet: the package the
     * section's trailer names (go-sections.ts), set as a `pkg:` line would set it, or none (the
     * `pkg` key deleted, as `pkg:` alone would) for a pseudo import path go test prints no `pkg:`
     * line for; else, where the trailer does not say, the config stays as it is. Once per section.
     */
    adoptSectionPackage() {
        if (this.known || this.fixedPackage !== undefined)
            return;
        this.known = true;
        this.sections ??= sectionPackages(this.text);
        const section = this.sections[this.section];
        if (section?.kind === 'package' && this.current.pkg !== section.pkg)
            this.current = { ...this.current, pkg: detach(section.pkg) };
        if (section?.kind !== 'none')
            return;
        this.pseudo = section.pseudo;
        if (this.current.pkg === undefined)
            return;
        const next = { ...this.current };
        delete next.pkg;
        this.current = next;
    }
    /** A trailer line that names a package ended its section: the next one starts. */
    endSection() {
        this.section++;
        this.known = false;
        this.pseudo = undefined;
    }
    /**
     * A `pkg:` line that names another package than the fixed one: go test's own `pkg:` line names
     * the package, so this one was printed by its code. Reported (once per value), never applied.
     */
    ignorePkgLine(value, lineNo) {
        if (this.ignoredPkgValues.has(value))
            return;
        this.ignoredPkgValues.add(value);
        this.diagnostics.report('info', lineNo, `"pkg: ${(0,types/* excerpt */.K)(value, 80)}" was printed by the package's code (e.g. a benchmark), not go test: ignored here and wherever repeated, as the input names the package ${this.fixedPackage ?? ''} (test2json's Package field), which keys its benchmarks`, `pkg: ${value}`);
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-procs.ts

const SUFFIX = /-(\d{1,9})$/; // GOMAXPROCS has at most 9 digits: a longer number is part of the name
/** Fixes `parts.procs` per package and returns diagnostics for ambiguous names. */
function resolveProcs(benchmarks, source) {
    const byPackage = new Map();
    for (const b of benchmarks) {
        const group = byPackage.get(b.parts.package ?? '');
        if (group === undefined)
            byPackage.set(b.parts.package ?? '', [b]);
        else
            group.push(b); // (not a spread copy per benchmark: quadratic in a 10,000-benchmark package)
    }
    return [...byPackage.values()].flatMap((group) => resolvePackage(group, source));
}
/**
 * A benchmark that fails or skips in its first run (b.N = 1) is reported as `--- FAIL: BenchmarkX`
 * or `--- SKIP: BenchmarkX` (after -v's bare start line `BenchmarkX`), without the `-N` suffix its
 * result lines would carry. When every benchmark that did run in the package has the same suffix,
 * the failed or skipped one is named and keyed with it too (`BenchmarkX-2`, as go test would have
 * printed its results), so it joins its base counterpart instead of showing up as "removed" plus a
 * separate "failed" row, and the report names it as it names the package's other benchmarks. When
 * no benchmark of the package ran (the first one panicked), the file holds no suffix:
 * compare/go-first-run-failures.ts then joins it by the other side's run of the same benchmark.
 */
function alignUnsuffixedFailures(group) {
    const ran = group.filter((b) => b.metrics.length > 0);
    const suffixes = new Set(ran.map((b) => SUFFIX.exec(b.name)?.[1] ?? ''));
    const [suffix] = [...suffixes];
    // Go prints GOMAXPROCS as a plain number of 1 or more: `-0` or `-02` ends a name, not a procs count.
    if (suffixes.size !== 1 || suffix === undefined || !/^[1-9]\d*$/.test(suffix))
        return;
    const keys = new Set(group.map((b) => b.key));
    for (const b of group) {
        if (b.status === 'ok' || b.metrics.length > 0 || SUFFIX.test(b.name))
            continue;
        const name = `${b.name}-${suffix}`;
        const key = (0,go_name/* goBenchmarkKey */.Lv)(name, b.parts.package);
        if (keys.has(key))
            continue;
        keys.add(key);
        b.key = key;
        b.name = name;
        b.parts = { ...b.parts, procs: Number(suffix) };
    }
}
function resolvePackage(group, source) {
    alignUnsuffixedFailures(group);
    const counts = new Map();
    for (const b of group) {
        const suffix = SUFFIX.exec(b.name)?.[1] ?? '';
        counts.set(suffix, (counts.get(suffix) ?? 0) + 1);
    }
    const most = Math.max(...counts.values());
    const isProcs = (suffix) => (counts.get(suffix) ?? 0) * 2 >= most;
    const names = new Set(group.map((b) => b.name));
    const diagnostics = [];
    for (const b of group) {
        const match = SUFFIX.exec(b.name);
        if (match === null)
            continue;
        const suffix = match[1] ?? '';
        if (!isProcs(suffix)) {
            b.parts = (0,go_name/* splitGoName */.aj)(b.name, b.parts.package, false);
            continue;
        }
        const stem = b.name.slice(0, match.index);
        if (names.has(stem) && names.has(`${b.name}-${suffix}`)) {
            diagnostics.push({ severity: 'warning', source, line: b.source?.line ?? 0,
                message: `${b.name} is printed by two different benchmarks (${stem} at GOMAXPROCS ${suffix}, and a sub-benchmark named "${b.name.slice(b.name.lastIndexOf('/') + 1)}" at GOMAXPROCS 1); their samples are merged. Rename sub-benchmarks so no name ends in -<number>.` });
        }
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/parsers/go-printed-text.ts
/**
 * Result lines that carry text the benchmark printed (FORMATS.md §1.4). Go writes a benchmark's
 * name, runs it, then writes its numbers, so text printed without a newline lands between the name
 * and the numbers (`BenchmarkX-2 \tprogress    1000\t 48.45 ns/op`); text printed in the
 * one-iteration probe run, before Go writes the name, is glued in front of it
 * (`progressBenchmarkX-2 \t    1000\t 48.45 ns/op`). Such a line is read around the printed text
 * only when its end is Go's own result layout with ns/op first: printed text can look like results
 * (`size 1000\t2.5 MB` and a newline, Go's numbers on the next line), and reading it as results
 * would invent a sample and lose the real one. A line that fails the test is left to the caller,
 * which waits for the numbers on a later line.
 */


/**
 * Where the results start when output printed by the benchmark sits between the name and them
 * (`BenchmarkX-2 \tpartialpartial    1000\t 48.45 ns/op`: Go prints the name, the benchmark prints
 * without a newline, then Go prints the numbers): the index of the iteration count, read from the
 * end of the line, or -1. From the end the reading is unambiguous: value/unit pairs run back to the
 * iteration count, which cannot pass for a unit because it is a number. At least one field of
 * printed text must lie between the name (index 0) and the count.
 */
function resultsAfterPrintedText(fields) {
    let k = fields.length;
    while (k - 2 >= 2 && parseGoFloat(fields[k - 2] ?? '') !== undefined && !isNumberUnit(fields[k - 1] ?? ''))
        k -= 2;
    if (k === fields.length || k - 1 < 2)
        return -1;
    return parseIterations(fields[k - 1] ?? '') === undefined ? -1 : k - 1;
}
/**
 * True when `line` ends exactly as Go's testing package prints `pairs` results: the iteration
 * count, then per metric a tab, padding spaces, the value, one space and the unit
 * (BenchmarkResult.String). Text a benchmark printed can look like results (`12 34 56 ns/op`);
 * it does not have this layout, so a line is only read around printed text when it has it.
 */
function endsLikeGoResults(line, pairs) {
    let i = line.length;
    while (i > 0 && isAsciiSpace(line.charCodeAt(i - 1)))
        i--;
    for (let p = 0; p < pairs; p++) {
        let j = i;
        while (j > 0 && !isAsciiSpace(line.charCodeAt(j - 1)))
            j--; // the unit
        if (j === i || j < 2 || line.charCodeAt(j - 1) !== 32 || isAsciiSpace(line.charCodeAt(j - 2)))
            return false;
        i = j - 1;
        j = i;
        while (j > 0 && !isAsciiSpace(line.charCodeAt(j - 1)))
            j--; // the value
        if (j === i)
            return false;
        while (j > 0 && line.charCodeAt(j - 1) === 32)
            j--; // its padding
        if (j === 0 || line.charCodeAt(j - 1) !== 9)
            return false;
        i = j - 1;
    }
    let j = i;
    while (j > 0 && line.charCodeAt(j - 1) >= 48 && line.charCodeAt(j - 1) <= 57)
        j--; // the count
    return j < i && (j === 0 || isAsciiSpace(line.charCodeAt(j - 1)));
}
/** Go's own results: its layout at the end of the line, and ns/op first, as Go prints it whenever it prints it. */
function isGoOwn(line, results) {
    return results.measurements[0]?.unit === 'ns/op' && endsLikeGoResults(line, results.measurements.length);
}
/** A result line (its fields, the name first) with printed text between the name and the numbers. */
function readAfterPrintedText(line, fields) {
    const at = resultsAfterPrintedText(fields);
    if (at < 0)
        return undefined;
    const results = parseGoFields(fields, at);
    if (!results.ok || !isGoOwn(line, results))
        return undefined;
    return { name: fields[0] ?? '', results, printed: fields.slice(1, at).join(' ') };
}
/**
 * Where a strict Go benchmark name (no lower-case letter right after `Benchmark`) starts when
 * printed text is glued in front of it, or -1. The name must end the line's first field and be
 * followed the way Go writes it, padded with spaces and then a TAB: a stack trace's
 * `example.com/p.BenchmarkX(0xc000...)` is not a result line.
 */
function gluedNameStart(line) {
    if (line.length === 0 || isAsciiSpace(line.charCodeAt(0)))
        return -1;
    const fieldEnd = line.search(/\s/);
    if (fieldEnd === -1 || !/^ *\t/.test(line.slice(fieldEnd)))
        return -1;
    const at = line.slice(0, fieldEnd).indexOf('Benchmark', 1);
    return at <= 0 || /^\p{Ll}/u.test(line.slice(at + 9, fieldEnd)) ? -1 : at;
}
/** The info note for a result line read around text the benchmark printed on it. */
function printedTextNote(name, printed) {
    return `${name}: text the benchmark printed (${JSON.stringify((0,types/* excerpt */.K)(printed, 80))}) is on its result line; its results were read from the rest of the line`;
}

;// CONCATENATED MODULE: ./src/parsers/go-unit-line.ts

/** Applies the `Unit` line `line` to `metadata` (keyed by tidied unit); returns the warnings about it, in order. */
function readUnitLine(line, metadata) {
    const [, unit, ...pairs] = line.trim().split(/\s+/);
    if (unit === undefined)
        return ['Unit line without a unit. Expected "Unit <unit> better=higher|lower assume=exact|nothing".'];
    const warnings = [];
    const tidied = (0,src_units/* tidyUnit */.v4)(unit).unit;
    const meta = { ...metadata.get(tidied) };
    for (const pair of pairs) {
        const [k, v] = pair.split('=', 2);
        if (k === 'better' && (v === 'higher' || v === 'lower'))
            meta.better = v;
        else if (k === 'assume' && (v === 'exact' || v === 'nothing'))
            meta.assumption = v;
        else if (k === undefined || k === '' || v === undefined)
            warnings.push(`expected key=value in Unit line, found "${pair}"`);
    }
    metadata.set(tidied, meta);
    return warnings;
}

;// CONCATENATED MODULE: ./src/parsers/go.ts
/**
 * Parser for `go test -bench` text output.
 *
 * Format reference: the Go benchmark data format (golang/proposal design/14313), as read by
 * golang.org/x/perf/benchfmt, and what Go 1.26's testing package really prints (FORMATS.md §1).
 * Example result line:
 *   BenchmarkSort/size=10-2   26465821   45.96 ns/op   1740.81 MB/s   0 B/op   0 allocs/op
 *
 * Every result line is one sample of each metric on it. Config lines (`key: value`) apply to the
 * results after them. On top of the spec, this parser survives what real runs produce: a result
 * line split by output the benchmark printed (rejoined), text the benchmark printed on a result
 * line, between the name and the numbers or glued before the name (read around it when the rest is
 * Go's own layout: go-printed-text.ts), `--- FAIL`/`--- SKIP` blocks (reported as
 * failed/skipped benchmarks, never as samples, with their log lines as messages: after the status
 * line, or before it with -v), panics, fatal errors and signals (`0 ... NaN ns/op`, the panic text
 * glued to the name, or, with no name printed, the benchmark's frame in the panic's stack:
 * go-crash.ts, go-panic-stack.ts), a skip in the timed run (the same `0 ... NaN ns/op`, with no
 * panic after it), a non-finite custom metric beside a valid timing (that metric is dropped with a
 * warning, the others kept: go-invalid-results.ts), and package trailers. A benchmark read before any `pkg:` line of its package's section (it failed in
 * its first run, before go test printed the header) takes the package the section's trailer names
 * (`FAIL\tpkg\t0.01s`), as if a `pkg:` line had named it, where that is unambiguous; the benchmarks
 * of a section go test prints no `pkg:` line for (`command-line-arguments`, `_/dir`) have no package,
 * not the one of the `pkg:` line before the section (go-package-config.ts, go-sections.ts). Only lines of go test's own
 * shape are trailers: a benchmark's printed `FAIL got 3 want 4` is output like any other.
 * A line it cannot read becomes a diagnostic with its number.
 */















/** Parses `go test -bench` output. `source` names the input in diagnostics. */
function parseGo(text, source, options = {}) {
    return new GoTextReader(text, source, options.lineMap, options.package).read();
}
/**
 * Note: crashes and invalid results (go-crash.ts, go-invalid-results.ts) reach back into the
 * reader through the small CrashHost and ResultHost interfaces, so the methods these name are
 * public; the reader itself is private to this module. A valid result line never calls out to
 * them: its path (readScannedLine, record) reads the helpers' state through plain getters only.
 */
class GoTextReader {
    text;
    source;
    lineMap;
    collector = new parsers_collector/* ResultCollector */.bO();
    diagnostics;
    unitMetadata = new Map();
    packages;
    crashes;
    firstConfig;
    pending;
    block;
    lastFailedKey;
    last;
    verbose;
    scanned = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
    unitNames = new UnitNames();
    /** record()'s per-line scratch: the line's values in base units and their base unit names. */
    scaledValues = [];
    baseUnits = [];
    invalid;
    pseudoMerges = new PseudoPackageMerges();
    constructor(text, source, lineMap, fixedPackage) {
        this.text = text;
        this.source = source;
        this.lineMap = lineMap;
        this.diagnostics = new GoDiagnostics(source);
        this.packages = new GoPackageConfig(text, fixedPackage, this.diagnostics);
        this.crashes = new GoCrashes(this, this.packages, this.diagnostics);
        this.invalid = new InvalidResults(this.collector, this, this.diagnostics);
    }
    read() {
        const crashes = this.crashes;
        const lineCount = forEachLine(this.text, (source, start, end, index) => {
            const lineNo = this.lineMap?.[index] ?? index + 1;
            if (crashes.holdsSignal)
                crashes.settleSignal(source.slice(start, end));
            // Result lines first, read in place: they are nearly every line, and none of readLine's
            // other checks can claim one (it is not blank, does not start with a space, cannot match STATUS_BLOCK).
            if (source.startsWith('Benchmark', start)) {
                this.block = undefined;
                if (this.readScannedLine(source, start, end, lineNo))
                    return;
            }
            this.readLine(source.slice(start, end), lineNo);
        });
        crashes.finish();
        this.dropPending();
        this.invalid.settleZero('skipped');
        const benchmarks = this.collector.finish(this.unitMetadata);
        const diagnostics = this.diagnostics.list;
        diagnostics.push(...resolveProcs(benchmarks, this.source));
        diagnostics.sort((a, b) => a.line - b.line);
        return {
            benchmarks,
            config: this.firstConfig ?? { ...this.packages.config },
            diagnostics,
            unrecognized: this.diagnostics.unrecognized,
            lineCount,
        };
    }
    readLine(line, lineNo) {
        this.crashes.readStackLine(line, lineNo);
        if (line.startsWith('Benchmark')) {
            this.block = undefined;
            return this.readResultLine(line, lineNo);
        }
        if (line.trim() === '')
            return;
        if (this.block !== undefined && /^\s/.test(line) && !STATUS_BLOCK.test(line)) {
            // A `--- BENCH:` block holds b.Log output, not messages, except for a `0 NaN ns/op` run: a skip's reason.
            if (this.block.kind !== 'BENCH')
                this.addMessage(this.block.key, line.trim());
            else if (this.invalid.zeroKey === this.block.key)
                this.invalid.holdZeroMessage(line.trim());
            return;
        }
        this.block = undefined;
        const status = STATUS_BLOCK.exec(line);
        if (status !== null)
            return this.readStatusBlock(status[1], status[2] ?? '', lineNo);
        if (this.pending !== undefined && NUMBERS_ONLY.test(line)) {
            const parsed = parseGoFields(splitFields(line));
            // Numbers that are not results and do not claim to be (`1000 2 3`, printed by the benchmark)
            // are output like any other line: the name still waits for its results.
            if (parsed.ok || /\/op\b/.test(line))
                return this.completePending(parsed, line, lineNo);
        }
        if (this.verbose !== undefined && /^\s/.test(line))
            return holdMessage(this.verbose.logs, line.trim());
        if (line.startsWith('Unit ')) {
            for (const warning of readUnitLine(line, this.unitMetadata))
                this.diagnostics.warn(lineNo, warning, line);
            return;
        }
        if (line.startsWith('panic: '))
            return this.crashes.readPanic(line, lineNo, 'panic');
        if (line.startsWith('fatal error: ') && this.crashes.isInPackageOutput())
            return this.crashes.readPanic(line, lineNo, 'fatal error');
        const trailer = trailerPackage(line);
        if (trailer !== undefined)
            return this.readPackageTrailer(line, trailer, lineNo);
        if (PACKAGE_END.test(line))
            return this.endPackageOutput();
        if (GO_TEST_LINE.test(line))
            return;
        if (SIGNAL_LINE.test(line))
            return this.crashes.holdSignal(line, lineNo);
        const config = CONFIG_LINE.exec(line);
        if (config !== null)
            return this.packages.set(config[1] ?? '', config[2], lineNo);
        if (NUMBERS_ONLY.test(line) && /\/op\b/.test(line)) {
            this.diagnostics.report('error', lineNo, 'result numbers without a benchmark name (the name was lost to interleaved output); this sample cannot be used', line);
            return;
        }
        // Text the benchmark printed in its probe run, before Go wrote the name (go-printed-text.ts).
        const glued = gluedNameStart(line);
        if (glued > 0)
            return this.readResultLine(line.slice(glued), lineNo, line.slice(0, glued));
        this.diagnostics.keepUnrecognized(lineNo, line);
    }
    /**
     * A well-formed result line, read in place without splitting (go-line-scan.ts); false leaves the
     * line to readResultLine. The name string of the previous line is reused while -count repeats it.
     */
    readScannedLine(source, start, end, lineNo) {
        const scanned = this.scanned;
        if (!scanResultLine(source, start, end, scanned, this.unitNames))
            return false;
        const last = this.last?.name;
        const name = last !== undefined && last.length === scanned.nameEnd - start && source.startsWith(last, start) ? last : source.slice(start, scanned.nameEnd);
        this.dropPending();
        this.record(name, scanned.iterations, scanned.values, scanned.units, scanned.count, lineNo);
        return true;
    }
    /** A result line; `printedBefore` is text the benchmark printed glued before the name, cut off by the caller. */
    readResultLine(line, lineNo, printedBefore) {
        const fields = splitFields(line);
        const name = fields[0] ?? '';
        const lax = isLax(name); // benchfmt accepts `Benchmarkk8s_...`; only take it if it parses.
        this.dropPending();
        if (fields.length === 1) {
            if (lax)
                return;
            this.pending = { name, line: lineNo, junk: false };
            // -v's start line is the name alone; a name Go padded and ended with a TAB waits for its numbers.
            if (line === name)
                this.verbose = { started: name, logs: [] };
            return;
        }
        // Go printed the name, then the benchmark failed in its timed run: `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`.
        // (It can only match when the next field is `---`; the test saves slicing every line.)
        const glued = fields[1] === '---' ? STATUS_BLOCK.exec(line.slice(line.indexOf(name) + name.length)) : null;
        if (glued !== null)
            return this.readStatusBlock(glued[1], glued[2] ?? '', lineNo);
        const crash = gluedCrash(fields);
        if (crash !== undefined)
            return this.crashes.readGluedCrash(name, crash, fields, line, lineNo);
        // The test binary died in the timed run, after go printed the name: the name waits meanwhile.
        if (fields[1] === 'signal:')
            this.crashes.holdGluedSignal(line, name, lineNo);
        const parsed = parseGoFields(fields, 1);
        if (parsed.ok && (printedBefore === undefined || isGoOwn(line, parsed))) {
            if (printedBefore !== undefined)
                this.diagnostics.report('info', lineNo, printedTextNote(name, printedBefore));
            return this.recordParsed(name, parsed, lineNo);
        }
        const around = lax ? undefined : readAfterPrintedText(line, fields);
        if (around !== undefined) {
            this.diagnostics.report('info', lineNo, printedTextNote(name, printedBefore === undefined ? around.printed : `${printedBefore} ${around.printed}`));
            return this.recordParsed(name, around.results, lineNo);
        }
        if (lax)
            return this.diagnostics.keepUnrecognized(lineNo, line);
        // The numbers may still come on a later line (output printed by the benchmark split the line).
        this.pending = { name, line: lineNo, junk: true, reason: parsed.ok ? `text printed before the name (${(0,types/* excerpt */.K)(printedBefore ?? '', 40)})` : parsed.reason };
    }
    completePending(parsed, line, lineNo) {
        const pending = this.pending;
        if (pending === undefined)
            return;
        this.pending = undefined;
        if (!parsed.ok) {
            this.diagnostics.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
            return;
        }
        if (pending.junk) {
            this.diagnostics.report('info', pending.line, `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}`);
        }
        this.recordParsed(pending.name, parsed, pending.line);
    }
    dropPending() {
        const pending = this.pending;
        this.pending = undefined;
        if (pending?.junk !== true)
            return;
        this.diagnostics.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
    }
    recordParsed(name, parsed, lineNo) {
        const { iterations, measurements } = parsed;
        this.record(name, iterations, measurements.map((m) => m.value), measurements.map((m) => m.unit), measurements.length, lineNo);
    }
    /**
     * Records one result line: the first `count` values and units (arrays may be longer, see
     * ScannedLine). Each value is scaled to its base unit once, here, and then stored as it is. A
     * line with 0 iterations or a value that is not finite goes to go-invalid-results.ts.
     */
    record(name, iterations, values, units, count, lineNo) {
        const invalid = this.invalid;
        if (invalid.holdsZero)
            invalid.settleZero('skipped');
        const key = this.benchmarkAt(name, lineNo);
        this.firstConfig ??= { ...this.packages.config };
        // -v's log lines of this run: b.Log output of a run with results is not a message (as `--- BENCH:`).
        const logs = this.takeVerboseLogs(name);
        const scaled = this.scaledValues;
        const baseUnits = this.baseUnits;
        let finite = 0;
        // Finite in the base unit too: 1e308 MB/s overflows as B/s.
        for (let i = 0; i < count; i++) {
            const tidy = this.collector.tidy(units[i] ?? '');
            baseUnits[i] = tidy.unit;
            scaled[i] = (0,parsers_collector/* scaleToBase */.lE)(values[i] ?? NaN, tidy.exponent);
            if (Number.isFinite(scaled[i]))
                finite++;
        }
        if (iterations > 0 && finite === count) {
            for (let i = 0; i < count; i++)
                this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', scaled[i] ?? NaN, iterations);
            return;
        }
        invalid.read({ key, name, line: lineNo, iterations, values, units, scaled, baseUnits, count, logs });
    }
    /**
     * The key of benchmark `name` under the current config, creating the benchmark on first sight.
     * The N lines of -count=N come in a row, so the previous line's key is reused when the name and
     * the config object are the same (GoPackageConfig replaces the object, so identity is enough). In a
     * section without a package, a key another such section had is reported (PseudoPackageMerges).
     */
    benchmarkAt(name, lineNo) {
        const packages = this.packages;
        if (!packages.sectionKnown)
            packages.adoptSectionPackage();
        const key = this.keyOf(name, lineNo);
        const pseudo = packages.pseudoPackage;
        const first = pseudo === undefined ? undefined : this.pseudoMerges.note(key, pseudo);
        if (first !== undefined)
            this.diagnostics.warn(lineNo, pseudoMergeMessage(this.collector.nameOf(key), pseudo ?? '', first));
        return key;
    }
    /** benchmarkAt's key, the benchmark created on first sight. */
    keyOf(name, lineNo) {
        const last = this.last;
        const config = this.packages.config;
        if (last !== undefined && last.config === config && last.name === name)
            return last.key;
        const pkg = this.packages.pkg;
        // The key from the detached copy: a key built from `name`, a slice of the input, would hold the
        // whole input text in memory for as long as the results live (keys are kept, names are copies).
        const own = detach(name);
        const key = (0,go_name/* goBenchmarkKey */.Lv)(own, pkg);
        if (!this.collector.has(key))
            this.collector.benchmark(key, own, (0,go_name/* splitGoName */.aj)(own, pkg), config, { file: this.source, line: lineNo });
        this.last = { name: this.collector.nameOf(key), config, key };
        return key;
    }
    /** Marks benchmark `name` failed with `message`, after the log lines it printed before failing (-v). */
    fail(name, lineNo, message, logs = []) {
        const key = this.benchmarkAt(name, lineNo);
        for (const log of logs)
            this.addMessage(key, log);
        this.markFailed(key, message);
    }
    markFailed(key, message) {
        this.collector.mark(key, 'failed', message);
        this.lastFailedKey = key;
    }
    readStatusBlock(kind, name, lineNo) {
        if (this.pending?.name === name)
            this.pending = undefined;
        else
            this.dropPending();
        this.packages.adoptSectionPackage();
        const key = (0,go_name/* goBenchmarkKey */.Lv)(name, this.packages.pkg);
        // A `--- BENCH:` block of the `0 NaN ns/op` run ends that run's output; any other status line comes after it.
        if (kind !== 'BENCH' || this.invalid.zeroKey !== key)
            this.invalid.settleZero('skipped');
        // With -v the log lines came before this line, and none follow it.
        const logs = this.takeVerboseLogs(name);
        this.block = logs === undefined ? { kind, key } : undefined;
        if (kind === 'BENCH')
            return;
        if (!this.collector.has(key))
            this.benchmarkAt(name, lineNo);
        this.collector.mark(key, kind === 'FAIL' ? 'failed' : 'skipped');
        for (const log of logs ?? [])
            this.addMessage(key, log);
        if (kind === 'FAIL') {
            this.lastFailedKey = key;
            this.diagnostics.warn(lineNo, `${name} failed; it is reported as failed, not compared`);
        }
    }
    /**
     * The log lines held in the open -v section when a status line of `name` closes them (see
     * isInSection), taken from the section; undefined, and the held lines dropped, when no -v
     * section of `name` is open (without -v, a status line's log lines follow it).
     */
    takeVerboseLogs(name) {
        const section = this.verbose;
        if (section === undefined)
            return undefined;
        const logs = section.logs.splice(0);
        return isInSection(name, section.started) ? logs : undefined;
    }
    /** `PASS`, `FAIL`, `exit status 1`: the package's benchmarks are over (its trailer line comes next). */
    endPackageOutput() {
        this.invalid.settleZero('skipped');
        this.verbose = undefined;
        this.crashes.endPackage();
    }
    /** The go command's line that ends a package section and names its package `pkg` (`ok  \tpkg\t0.01s`, `FAIL\tpkg\t0.01s`). */
    readPackageTrailer(line, pkg, lineNo) {
        this.endPackageOutput();
        this.dropPending();
        this.lastFailedKey = undefined;
        this.packages.endSection();
        if (line.startsWith('FAIL'))
            this.diagnostics.warn(lineNo, `package ${pkg} failed (go test reported FAIL)`, line);
    }
    // CrashHost: what a crash changes (go-crash.ts).
    failZeroResult() {
        const held = this.invalid.holdsZero;
        this.invalid.settleZero('failed');
        return held;
    }
    failPending(message) {
        const pending = this.pending;
        this.pending = undefined;
        if (pending !== undefined)
            this.fail(pending.name, pending.line, message, this.takeVerboseLogs(pending.name));
        return pending;
    }
    hasPending() {
        return this.pending !== undefined;
    }
    addToLastFailed(message) {
        if (this.lastFailedKey !== undefined)
            this.addMessage(this.lastFailedKey, message);
    }
    addMessage(key, message) {
        if (this.collector.has(key) && message !== '')
            this.collector.addMessage(key, (0,types/* excerpt */.K)(message, MESSAGE_CHARS));
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-detect.ts
/**
 * Content sniff for `go test -bench` text (input.ts tries it after every other format: Go's
 * grammar is the most lenient). A result line (`BenchmarkX-8  1000  123 ns/op`) is enough.
 *
 * A run can print none: its only benchmark panicked, failed or skipped in its first run (b.N = 1),
 * before any result line (fixtures/go/panic-first-v.txt, only-*.txt). Such output is still Go's,
 * and the parser reads it (a failed or skipped benchmark), when go test framed a benchmark that
 * did not finish (a `--- FAIL:`/`--- SKIP:` line of a benchmark, or -v's bare start line
 * `BenchmarkX` with a `panic:` after it, or, without -v, a `panic:` whose goroutine stack has a
 * `pkg.BenchmarkX(...)` frame: go-panic-stack.ts; a runtime `fatal error:` as a `panic:`; the crash
 * glued after the name go printed for the timed run, `BenchmarkX-2 \tpanic: ...`, `fatal error:` or
 * go test's `signal: killed`) and the text has go test's own lines around it: the
 * `goos:` and `goarch:` header it prints before a package's first benchmark (with -v; without it
 * the header waits for a result), or a package's trailer (`ok  \t<pkg>\t0.01s`, `FAIL\t<pkg>\t0.01s`).
 *
 * Note: a frame line alone was rejected: a bench binary's own text (read through `metrics:`
 * patterns) can print a bare `BenchmarkResults` line; go test's header or trailer is what no
 * other tool prints. A start line with no panic after it was rejected too: the Go parser reads no
 * benchmark from it, and such a line under `go test -v -run TestX` (a harness's own table) took
 * the input from the metrics patterns, to fail as Go output with no results.
 */
const RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
/** -v's start line: a name alone (`Benchmark` then no lower-case letter, as go test requires). */
const START_LINE = /^Benchmark(?:[^\p{Ll}\s]\S*)?\r?$/mu;
/** A benchmark's status line (indented for a sub-benchmark). */
const STATUS_LINE = /^[ \t]*--- (?:FAIL|SKIP): Benchmark/m;
/** A crash's first line: a panic, or a runtime fatal error (which the Go parser reads as a panic). */
const PANIC_LINE = /^(?:panic|fatal error): /m;
/** A crash glued after the name go printed before the timed run (go.ts reads each as that benchmark's failure). */
const GLUED_CRASH_LINE = /^Benchmark(?:[^\p{Ll}\s]\S*)?[ \t]+(?:panic|fatal error|signal): /mu;
/** A goroutine stack's frame of a benchmark function or its closure: `example.com/p.BenchmarkX(0xc000...)`. */
const BENCHMARK_FRAME = /^\S+\.Benchmark[^\s(]*\(.*\)\r?$/m;
const GOOS_LINE = /^goos: \S+\r?$/m;
const GOARCH_LINE = /^goarch: \S+\r?$/m;
const TRAILER_LINE = /^(?:ok {2}|FAIL)\t\S/m;
/** True when `text` (colours removed) looks like `go test -bench` output (see the module comment). */
function detectGo(text) {
    if (!text.includes('Benchmark'))
        return false;
    if (RESULT_LINE.test(text))
        return true;
    const goTest = (GOOS_LINE.test(text) && GOARCH_LINE.test(text)) || TRAILER_LINE.test(text);
    return goTest && hasUnfinishedBenchmark(text);
}
/** True when a benchmark failed or skipped (its status line), or started and then panicked (see the module comment). */
function hasUnfinishedBenchmark(text) {
    if (STATUS_LINE.test(text) || GLUED_CRASH_LINE.test(text))
        return true;
    const start = START_LINE.exec(text);
    if (start !== null && PANIC_LINE.test(text.slice(start.index)))
        return true;
    const panic = PANIC_LINE.exec(text);
    return panic !== null && BENCHMARK_FRAME.test(text.slice(panic.index));
}

// EXTERNAL MODULE: ./src/append-all.ts
var append_all = __webpack_require__(4617);
// EXTERNAL MODULE: ./src/merge.ts
var merge = __webpack_require__(9107);
;// CONCATENATED MODULE: ./src/parsers/go-json.ts
/**
 * Parser for `go test -json` (test2json) output.
 *
 * Format reference: Go 1.26 `cmd/test2json` (FORMATS.md §1.5). One JSON event per line:
 *   {"Action":"output","Package":"example.com/gobench","Output":"BenchmarkConcat-2 \t 1000000\t 200.2 ns/op\n"}
 *
 * Benchmark results are ordinary `output` events, and one result line may be split across two
 * events (test2json flushes `BenchmarkX-2 \t` before the numbers exist). Packages run in parallel
 * and interleave, so the output of each package is concatenated in stream order and read by the Go
 * text parser, with a line map so its diagnostics point at the JSON line where each text line began.
 *
 * Unlike text, every event names its package: that `Package` keys the benchmarks, and a `pkg:` line
 * that names another (printed by a benchmark) is reported and ignored. Not so for the pseudo import
 * paths go test prints no `pkg:` line for (`command-line-arguments`, `_/dir`; go-sections.ts): their
 * output is read as text output is, keyed without a package, so that a -json run joins a text run
 * of the same files, and a `_/dir` run one in another directory. A failed build is one warning
 * per package, as in text: the text parser reports the package's `FAIL <pkg> [build failed]`
 * output, and the `build-fail` / `FailedBuild` events are reported only where that line is missing.
 */







// z.lazy: built on first use (see schema/result.ts).
const EventSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    Action: schemas/* string */.YjP(),
    Package: schemas/* string */.YjP().optional(),
    ImportPath: schemas/* string */.YjP().optional(),
    Test: schemas/* string */.YjP().optional(),
    Output: schemas/* string */.YjP().optional(),
    FailedBuild: schemas/* string */.YjP().optional(),
}));
/** Parses test2json output. `source` names the input in diagnostics. */
function parseGoJson(text, source) {
    const packages = new Map();
    const failed = { packages: new Map(), builds: new Map() };
    const diagnostics = [];
    const unrecognized = [];
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const event = readEvent(line);
        if (event === undefined) {
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
            diagnostics.push(mayHaveCarriedOutput(line)
                ? { severity: 'error', source, line: lineNo, message: 'a test2json output event that is not valid JSON (was the output cut off?): any result line it carried is lost. Rerun go test -json and keep its whole output', text: (0,types/* excerpt */.K)(line) }
                : { severity: 'warning', source, line: lineNo, message: 'not a test2json event (text go test wrote outside JSON, e.g. a build error)', text: (0,types/* excerpt */.K)(line) });
            return;
        }
        if (event.Action === 'build-fail' && event.ImportPath !== undefined && !failed.builds.has(event.ImportPath))
            failed.builds.set(event.ImportPath, lineNo);
        if (event.FailedBuild !== undefined) {
            const pkg = event.Package ?? event.FailedBuild;
            if (!failed.packages.has(pkg))
                failed.packages.set(pkg, { line: lineNo, build: event.FailedBuild });
        }
        if (event.Action === 'output' && event.Output !== undefined)
            appendOutput(packages, event.Package ?? '', event.Output, lineNo);
    });
    diagnostics.push(...reportFailedBuilds(failed, packages, source));
    return mergePackages(packages, source, { diagnostics, unrecognized, lineCount: lines.length });
}
/**
 * Warnings for the failed builds the text parser does not already report. A complete stream needs
 * none: each package that did not build prints `FAIL <pkg> [build failed]`, a warning as in text,
 * and each `build-fail` is named by the FailedBuild of those packages' `fail` events.
 * Note: a failed build is not an error (lost data): the other packages' results stand, as in text.
 */
function reportFailedBuilds(failed, packages, source) {
    const diagnostics = [];
    const named = new Set();
    for (const [pkg, { line, build }] of failed.packages) {
        named.add(build);
        if (packages.get(pkg)?.hasFailTrailer === true)
            continue;
        diagnostics.push({ severity: 'warning', source, line, message: `package ${pkg} failed (go test reported that the build of ${build} failed); its benchmarks did not run` });
    }
    for (const [build, line] of failed.builds) {
        if (named.has(build))
            continue;
        diagnostics.push({ severity: 'warning', source, line, message: `the build of ${build} failed (go test reported build-fail); the benchmarks of the packages that need it did not run` });
    }
    return diagnostics;
}
/**
 * True for a line that began as a test2json event but is not valid JSON, when it may have been an
 * `output` event, the kind that carries result lines: test2json writes Time, then Action, so a line
 * cut after `"Action":"output"` was one, and a line cut before its Action is whole may have been.
 * Other cut events (`run`, `pass`...) and plain text carry no samples and stay warnings.
 */
function mayHaveCarriedOutput(line) {
    if (!/^\{\s*"(?:Time|Action)"/.test(line))
        return false;
    const action = /"Action"\s*:\s*"([^"\\]*)"/.exec(line)?.[1];
    return action === undefined || action === 'output';
}
function readEvent(line) {
    if (!line.startsWith('{'))
        return undefined;
    try {
        const parsed = EventSchema.safeParse(JSON.parse(line));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Appends one output chunk, recording the JSON line on which each rebuilt text line starts. */
function appendOutput(packages, pkg, output, lineNo) {
    let target = packages.get(pkg);
    if (target === undefined) {
        target = { chunks: [], lineMap: [], atLineStart: true, hasFailTrailer: false };
        packages.set(pkg, target);
    }
    // The text parser's test for the trailer it warns about; go test prints the trailer in one write.
    if (target.atLineStart && isFailTrailer(output))
        target.hasFailTrailer = true;
    // Count line breaks exactly as splitLines does (\r\n, \n, lone \r), so the map stays aligned.
    const pieces = output.split(/\r\n|\n|\r/);
    if (target.atLineStart)
        target.lineMap.push(lineNo);
    for (let i = 1; i < pieces.length - 1; i += 1)
        target.lineMap.push(lineNo);
    if (pieces.length > 1 && pieces[pieces.length - 1] !== '')
        target.lineMap.push(lineNo);
    target.chunks.push(output);
    target.atLineStart = pieces.length > 1 && pieces[pieces.length - 1] === '';
}
/**
 * Each package's text, with its Package as the package of its benchmarks; the texts whose events
 * name no package (name ''), or a pseudo one, joined into one that is read as text output is: its
 * `pkg:` lines name the package, and the same names of two pseudo packages share a key, with a
 * warning (read apart, they would be two benchmarks with one key).
 */
function textsToRead(packages) {
    const texts = [];
    let unnamed;
    for (const [name, pkg] of packages) {
        const text = pkg.chunks.join('');
        if (name !== '' && !isPseudoPackage(name)) {
            texts.push({ text, lineMap: pkg.lineMap, package: name });
            continue;
        }
        if (unnamed === undefined) {
            unnamed = { text: '', lineMap: [] };
            texts.push(unnamed);
        }
        // A text cut off mid-line ends that line here, rather than run into the next package's first
        // (its line is already in the map); after a lone CR the `\n` joins it, still one line break.
        unnamed.text += text.endsWith('\n') ? text : `${text}\n`;
        (0,append_all/* appendAll */.u)(unnamed.lineMap, pkg.lineMap);
    }
    return texts;
}
function mergePackages(packages, source, base) {
    const merged = { benchmarks: [], config: {}, ...base };
    const lists = [];
    for (const { text, lineMap, package: pkg } of textsToRead(packages)) {
        const out = parseGo(text, source, { lineMap, ...(pkg === undefined ? {} : { package: pkg }) });
        lists.push(out.benchmarks);
        (0,append_all/* appendAll */.u)(merged.diagnostics, out.diagnostics);
        for (const u of out.unrecognized)
            if (merged.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                merged.unrecognized.push(u);
        if (Object.keys(merged.config).length === 0)
            merged.config = out.config;
    }
    merged.benchmarks = sharesAKey(lists) ? (0,merge/* mergeBenchmarks */.r)(lists) : lists.flat();
    merged.diagnostics.sort((a, b) => a.line - b.line);
    return merged;
}
/**
 * True when two texts gave one key: the text read as text is names, in a `pkg:` line, a package
 * whose events come apart (printed by the code of `go test x_test.go`, or events without Package).
 * In one text that key would be one benchmark, so it is here (mergeBenchmarks copies, hence only then).
 */
function sharesAKey(lists) {
    if (lists.length < 2)
        return false;
    const keys = new Set();
    for (const list of lists) {
        for (const b of list) {
            if (keys.has(b.key))
                return true;
            keys.add(b.key);
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/parsers/listed-names.ts
var listed_names = __webpack_require__(7162);
;// CONCATENATED MODULE: ./src/parsers/bmf.ts
/**
 * Parser for Bencher Metric Format (BMF) JSON.
 *
 * Format reference: bencher.dev "Bencher Metric Format" docs (benchmark name -> measure slug ->
 * metric; a measure is named by its slug or its name, `latency` or `Latency`). Example:
 *   {"fib/10": {"latency": {"value": 88.2, "lower_value": 87.4, "upper_value": 89.1},
 *               "throughput": {"value": 11337.0}}}
 *
 * One benchmark per top-level key; each measure is one metric, its `value` one sample (several
 * files merge into several samples). Measures: `latency` is in nanoseconds -> `sec/op` (lower is
 * better); `throughput` -> `ops/s` (higher is better); any other measure keeps its slug as unit,
 * lower is better unless the slug says throughput (or is a rate, `.../s`, like every rate here).
 * `lower_value`/`upper_value` become the summary's `min`/`max` around the value.
 *
 * Ignored benchmarks: a name ending in `_bencher_ignore`, `BencherIgnore` or `-bencher-ignore`
 * (case-sensitive) is Bencher's mark for a benchmark that must not be checked against a threshold:
 * bencher.dev docs, "Thresholds & Alerts" > "Suppressing Alerts", and the rule itself in
 * bencherdev/bencher `lib/bencher_valid/src/benchmark_name.rs` (`BenchmarkName::to_strip_ignore`,
 * which strips the suffix: Bencher keeps the metrics under the name without it, so renaming `x` to
 * `x_bencher_ignore` silences `x` without starting a new history). Here such a benchmark is keyed by
 * the name without the suffix (so head's `x_bencher_ignore` meets base's `x`), keeps its printed
 * name, and is marked skipped without values, like every parser's skipped benchmarks (so merging it
 * with a run that has the plain name adds nothing to that name's samples; its measures are not
 * read): reported, never compared or gated. One info diagnostic per input counts and names them.
 * When the same file also has the plain name `x`, that one is the benchmark (Bencher checks it) and
 * the ignored entry adds nothing (the note says so).
 */





const bmf_WHAT = 'Bencher Metric Format JSON: {"<benchmark>": {"<measure>": {"value": 1.23, "lower_value"?: 1.2, "upper_value"?: 1.3}}}';
const Bound = schemas/* number */.aig().nullable().optional();
// z.lazy: built on first use (see schema/result.ts).
const MetricSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ value: schemas/* number */.aig(), lower_value: Bound, upper_value: Bound }));
const ObjectSchema = schemas/* lazy */.RZV(() => schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()));
/** Bencher's ignore suffixes (see the module comment), in the order Bencher tries them. */
const BENCHER_IGNORE_SUFFIXES = ['_bencher_ignore', 'BencherIgnore', '-bencher-ignore'];
/** The Bencher ignore suffix a benchmark name ends with, if any. */
function bencherIgnoreSuffix(name) {
    return BENCHER_IGNORE_SUFFIXES.find((suffix) => name.endsWith(suffix));
}
/**
 * True when the text looks like BMF: an object of objects of `{"value": ...}` objects. Benchmarks
 * without measures (`"setup": {}`, valid BMF) may come before the first measure.
 */
function detectBmf(text) {
    const key = '"(?:[^"\\\\]|\\\\.)*"\\s*:\\s*';
    return new RegExp(`^\\{\\s*(?:${key}\\{\\s*\\}\\s*,\\s*)*${key}\\{\\s*${key}\\{\\s*"(?:value|lower_value|upper_value)"\\s*:`).test((0,json_input/* jsonHead */.RW)(text, 4096));
}
/** Parses a BMF file. `source` names the input in diagnostics. */
function parseBmf(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, bmf_WHAT, { maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = ObjectSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${bmf_WHAT}`) };
    const collector = new parsers_collector/* ResultCollector */.bO();
    const units = new Map();
    // Entries are read from the parsed JSON itself: zod's record output drops a `__proto__` key.
    const entries = Object.entries(json.value);
    // The names that are benchmarks without an ignore suffix (objects, as ObjectSchema checks below).
    const plain = new Set(entries.filter(([name, raw]) => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && bencherIgnoreSuffix(name) === undefined)
        .map(([name]) => name));
    const ignored = [];
    for (const [name, raw] of entries) {
        const benchmark = ObjectSchema.safeParse(raw);
        if (!benchmark.success) {
            out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(benchmark.error, [name], source, json.lineOf, 'benchmark left out (expected an object of measures)'));
            continue;
        }
        const suffix = bencherIgnoreSuffix(name);
        if (suffix !== undefined) {
            // A name that is only the suffix keeps it: there is no benchmark name left to key it by.
            const key = name.length > suffix.length ? name.slice(0, -suffix.length) : name;
            const line = json.lineOf([name]);
            if (key !== name && plain.has(key)) {
                ignored.push({ name, line, beside: key });
                continue;
            }
            ignored.push({ name, line });
            if (!collector.has(key))
                collector.benchmark(key, name, (0,json_input/* jsonNameParts */._x)(key, {}), {}, { file: source, line });
            collector.mark(key, 'skipped', `ignored: the name ends with ${suffix}, Bencher's mark for a benchmark not to check`);
            continue;
        }
        const measures = Object.entries(raw);
        if (measures.length === 0)
            out.diagnostics.push({ severity: 'warning', source, line: json.lineOf([name]), message: `${name} has no measures; it is left out` });
        const seen = new Map();
        for (const [slug, metric] of measures) {
            const parsed = MetricSchema.safeParse(metric);
            if (slug.trim() === '') {
                out.diagnostics.push({ severity: 'error', source, line: json.lineOf([name, slug]), message: `measure left out: ${name} has a measure without a name` });
                continue;
            }
            if (!parsed.success) {
                out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, [name, slug], source, json.lineOf, 'measure left out'));
                continue;
            }
            const m = measureOf(slug);
            // `latency` and `Latency` are one measure: a second value would pass for a second sample.
            const twin = seen.get(m.unit);
            if (twin !== undefined) {
                out.diagnostics.push({ severity: 'error', source, line: json.lineOf([name, slug]), message: `measure left out: ${name} has ${slug} and ${twin}, which are the same measure; keep one` });
                continue;
            }
            seen.set(m.unit, slug);
            if (!collector.has(name))
                collector.benchmark(name, name, (0,json_input/* jsonNameParts */._x)(name, {}), {}, { file: source, line: json.lineOf([name]) });
            const { value, lower_value: lower, upper_value: upper } = parsed.data;
            collector.addBaseSample(name, m.unit, m.originalUnit, (0,src_units/* scaleByPowerOfTen */.Xy)(value, m.exponent));
            if (m.better !== undefined)
                units.set(m.unit, { better: m.better });
            if ((lower ?? undefined) === undefined && (upper ?? undefined) === undefined)
                continue;
            const summary = { n: 1, center: (0,src_units/* scaleByPowerOfTen */.Xy)(value, m.exponent), centerKind: 'point-estimate' };
            if (lower !== undefined && lower !== null)
                summary.min = (0,src_units/* scaleByPowerOfTen */.Xy)(lower, m.exponent);
            if (upper !== undefined && upper !== null)
                summary.max = (0,src_units/* scaleByPowerOfTen */.Xy)(upper, m.exponent);
            collector.setSummary(name, m.unit, summary);
        }
    }
    out.benchmarks = collector.finish(units);
    // One note per input, at the first ignored benchmark.
    if (ignored[0] !== undefined)
        out.diagnostics.push({ severity: 'info', source, line: ignored[0].line, message: ignoredNote(ignored) });
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
/** A measure by its key: Bencher identifies measures by slug or by name, so `Latency` is `latency`. */
function measureOf(slug) {
    if (slug === 'latency' || slug === 'Latency')
        return { unit: 'sec/op', originalUnit: 'ns/op', exponent: -9 };
    if (slug === 'throughput' || slug === 'Throughput')
        return { unit: 'ops/s', originalUnit: 'ops/s', exponent: 0 };
    return /throughput/i.test(slug) ? { unit: slug, originalUnit: slug, exponent: 0, better: 'higher' } : { unit: slug, originalUnit: slug, exponent: 0 };
}
/** The info diagnostic for an input's ignored benchmarks: how many, which, and what becomes of them. */
function ignoredNote(ignored) {
    const n = ignored.length;
    const listed = (0,listed_names/* listNames */.Z)(ignored
        .map((i) => (i.beside === undefined ? i.name : `${i.name} (left out: ${i.beside}, the same benchmark to Bencher, is in this file and is compared)`)));
    const skipped = ignored.filter((i) => i.beside === undefined).length;
    const fate = skipped === 0 ? '' : `; ${skipped === n ? (n === 1 ? 'it is' : 'they are') : 'the others are'} reported as skipped, not compared or gated`;
    const suffixes = `${BENCHER_IGNORE_SUFFIXES.slice(0, -1).join(', ')} or ${BENCHER_IGNORE_SUFFIXES.at(-1) ?? ''}`;
    return `${n} benchmark${n === 1 ? '' : 's'} ignored: a name ending in ${suffixes} is Bencher's mark for a benchmark not to check: ${listed}${fate}`;
}

// EXTERNAL MODULE: ./src/parsers/criterion-common.ts
var criterion_common = __webpack_require__(5605);
// EXTERNAL MODULE: ./src/parsers/criterion-json.ts
var criterion_json = __webpack_require__(9770);
;// CONCATENATED MODULE: ./src/parsers/cargo-criterion.ts
/**
 * Parser for cargo-criterion's `--message-format=json` output (stdout; the human report goes to
 * stderr). Like the target/criterion directory, it keeps every sample.
 *
 * Format reference: cargo-criterion 1.1.0 `src/message_formats/json.rs` (FORMATS.md §3.4). One JSON
 * message per line:
 *   {"reason":"benchmark-complete","id":"checksum/64","iteration_count":[143,286,...],"measured_values":[200098.0,...],
 *    "unit":"ns","throughput":[{"per_iteration":64,"unit":"bytes"}],"typical":{"estimate":1433.6,"lower_bound":1405.8,
 *    "upper_bound":1467.9,"unit":"ns"},"mean":{...},"median":{...},"median_abs_dev":{...},"slope":{...}|null,"change":null|{...}}
 * Sample i is `measured_values[i] / iteration_count[i]` in `unit` (`ns` for wall time -> `sec/op`; a
 * custom measurement's unit `u` becomes `u/op`, without throughput). The summary is `typical` (the
 * slope, or the mean with flat sampling) with its confidence interval as min/max. `group-complete`
 * and other messages are ignored, and so is `change` (bench-gate compares by itself). A line that is
 * not a JSON message (cargo's own output) is a warning; a benchmark-complete message that cannot be
 * read, even as JSON (a cut last line), is an error: its samples would be lost.
 */







const Num = schemas/* number */.aig().nullable();
// z.lazy: built on first use (see schema/result.ts).
const IntervalSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ estimate: Num, lower_bound: Num, upper_bound: Num, unit: schemas/* string */.YjP() }));
const BenchmarkCompleteSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    iteration_count: schemas/* array */.YOg(Num),
    measured_values: schemas/* array */.YOg(Num),
    unit: schemas/* string */.YjP().min(1),
    throughput: schemas/* array */.YOg(schemas/* object */.Ikc({ per_iteration: schemas/* number */.aig().nonnegative(), unit: schemas/* string */.YjP() })).optional(),
    typical: IntervalSchema.nullable().optional(),
    slope: IntervalSchema.nullable().optional(),
}));
const THROUGHPUT_KINDS = { bytes: 'bytes', bytes_decimal: 'bytes', elements: 'elements', bits: 'bits' };
/** True when the text holds a cargo-criterion JSON message. */
function detectCargoCriterion(text) {
    // Splitting a large text into lines costs more than the rest of detection: look for the key first.
    return text.includes('"reason"') && splitLines(text).some((line) => line.startsWith('{') && /"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(line) && (0,criterion_json/* parseJsonText */.lk)(line).ok);
}
/** Parses cargo-criterion `--message-format=json` output. `source` names the input in diagnostics. */
function parseCargoCriterion(text, source) {
    const collector = new parsers_collector/* ResultCollector */.bO();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: (0,types/* excerpt */.K)(lineText) }) });
    };
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const read = line.trimStart().startsWith('{') ? (0,criterion_json/* parseJsonText */.lk)(line) : undefined;
        const reason = read?.ok === true ? reasonOf(read.value) : undefined;
        if (read?.ok !== true || reason === undefined) {
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
            const lost = read?.ok === false ? possibleResult(line) : undefined;
            if (lost !== undefined) {
                report('error', lineNo, `${lost}: was the output cut off? Its result is lost. Rerun cargo criterion --message-format=json and keep its whole stdout`, line);
                return;
            }
            const why = read?.ok === false ? `malformed JSON (${(0,types/* excerpt */.K)(read.message, 100)})` : 'not a cargo-criterion JSON message';
            report('warning', lineNo, `${why}; ignored. cargo-criterion writes one {"reason":...} object per line on stdout`, line);
            return;
        }
        if (reason !== 'benchmark-complete')
            return;
        const parsed = BenchmarkCompleteSchema.safeParse(read.value);
        if (!parsed.success) {
            report('error', lineNo, `unreadable benchmark-complete message:\n${errors/* prettifyError */.S1(parsed.error)}`, line);
            return;
        }
        recordBenchmark(collector, parsed.data, { file: source, line: lineNo }, (message) => report('warning', lineNo, message));
    });
    return { benchmarks: collector.finish(), config: {}, diagnostics, unrecognized, lineCount: lines.length };
}
const MESSAGE_START = '{"reason":"';
const RESULT_REASON = 'benchmark-complete';
const RESULT_TAG = /"reason"\s*:\s*"benchmark-complete"/;
const CUT_IN_REASON = /^\s*\{\s*"reason"\s*:\s*"([^"\\]*)$/;
/**
 * What a line that is not valid JSON was, when it may have been a benchmark-complete message
 * (undefined otherwise). cargo-criterion writes `reason` first (serde's internally tagged enum), so
 * a line cut after its reason value says which message it was: a cut benchmark-complete lost its
 * samples, while a cut group-complete lost nothing (it only repeats ids). A line cut before its
 * reason value was whole (`{"reas`, `{"reason":"bench`) may have been a result, so it counts as one.
 * Note: counting every malformed `{` line as a loss was rejected: a cut group-complete is no loss,
 * and a benchmark's own stdout may print JSON-like lines that were never results; both stay warnings.
 */
function possibleResult(line) {
    if (RESULT_TAG.test(line))
        return 'a benchmark-complete message that is not valid JSON';
    const reason = CUT_IN_REASON.exec(line)?.[1];
    const compact = line.replace(/\s+/g, '');
    const cut = reason === undefined ? compact.length < MESSAGE_START.length && MESSAGE_START.startsWith(compact) : RESULT_REASON.startsWith(reason);
    return cut ? 'a message cut off before its reason was whole (it may have been a benchmark-complete message)' : undefined;
}
function reasonOf(value) {
    if (typeof value !== 'object' || value === null || !('reason' in value))
        return undefined;
    return typeof value.reason === 'string' ? value.reason : undefined;
}
function recordBenchmark(collector, message, where, warn) {
    const { id } = message;
    collector.benchmark(id, id, (0,criterion_common/* namePartsFromId */.bt)(id), {}, where);
    const exponent = criterion_common/* TIME_EXPONENTS */.dj[message.unit];
    const toBase = (value) => (exponent === undefined ? value : (0,src_units/* scaleByPowerOfTen */.Xy)(value, exponent));
    const { values, iterations, bad } = (0,criterion_common/* perIterationSamples */.wo)(message.iteration_count, message.measured_values, toBase);
    if (message.iteration_count.length !== message.measured_values.length)
        warn(`${id}: iteration_count and measured_values differ in length; extra entries are ignored`);
    if (bad > 0)
        warn(`${id}: ${bad} sample(s) with an unusable iteration count or value (missing, zero, below 1 or out of range) were left out`);
    const throughputs = exponent === undefined ? [] : readThroughputs(message, warn);
    const units = exponent === undefined
        ? addCustomSamples(collector, id, message.unit, values, iterations)
        : (0,criterion_common/* addTimedSamples */.KP)(collector, id, message.unit, values, iterations, throughputs);
    const typical = message.typical;
    if (typical?.estimate === null || typical?.estimate === undefined || units.size === 0) {
        if (values.length === 0)
            collector.mark(id, 'failed', 'no usable samples in its benchmark-complete message');
        return;
    }
    const typicalExponent = criterion_common/* TIME_EXPONENTS */.dj[typical.unit];
    const scale = (v) => (v === null ? undefined : typicalExponent === undefined ? v : (0,src_units/* scaleByPowerOfTen */.Xy)(v, typicalExponent));
    const estimate = { point: scale(typical.estimate) ?? typical.estimate, lower: scale(typical.lower_bound), upper: scale(typical.upper_bound) };
    const summary = (0,criterion_common/* estimateSummary */.xA)(estimate, values.length, message.slope === null ? 'mean' : 'point-estimate');
    if (exponent === undefined)
        collector.setSummary(id, `${message.unit}/op`, summary);
    else
        (0,criterion_common/* setTimedSummaries */.EQ)(collector, id, units, estimate, summary, throughputs);
}
function readThroughputs(message, warn) {
    return (message.throughput ?? []).flatMap((t) => {
        const kind = THROUGHPUT_KINDS[t.unit];
        if (kind === undefined)
            warn(`${message.id}: unknown throughput unit "${t.unit}"; ignored`);
        return kind === undefined ? [] : [{ kind, count: t.per_iteration }];
    });
}
/** A custom measurement (not wall time): its unit per iteration, lower is better. */
function addCustomSamples(collector, id, unit, values, iterations) {
    values.forEach((v, i) => collector.addBaseSample(id, `${unit}/op`, unit, v, iterations[i]));
    return new Set(values.length > 0 ? [`${unit}/op`] : []);
}

// EXTERNAL MODULE: ./src/parsers/criterion-dir.ts + 1 modules
var criterion_dir = __webpack_require__(32);
;// CONCATENATED MODULE: ./src/parsers/criterion-text-values.ts
/**
 * Pieces of criterion's terminal report (FORMATS.md §3.1): the `[lower point upper]` triples of the
 * `time:` and `thrpt:` lines, and ids with progress text glued on.
 *
 * Each value of a triple is scaled on its own (`[844.43 ps 926.41 ps 1.0131 ns]`), so each is
 * converted on its own: times to seconds, throughputs to B/s, elem/s or bit/s.
 */


function throughputScales(kind, names, binary) {
    return names.map((name, i) => [name, { unit: criterion_common/* THROUGHPUT_UNITS */.lF[kind], exponent: binary ? 0 : 3 * i, factor: binary ? 1024 ** i : 1 }]);
}
const SCALES = new Map([
    ...Object.entries(criterion_common/* TIME_EXPONENTS */.dj).map(([name, exponent]) => [name, { unit: criterion_common/* TIME_UNIT */.R5, exponent, factor: 1 }]),
    ...throughputScales('bytes', ['B/s', 'KiB/s', 'MiB/s', 'GiB/s', 'TiB/s'], true),
    ...throughputScales('bytes', ['B/s', 'KB/s', 'MB/s', 'GB/s', 'TB/s'], false),
    ...throughputScales('elements', ['elem/s', 'Kelem/s', 'Melem/s', 'Gelem/s', 'Telem/s'], false),
    ...throughputScales('bits', ['b/s', 'Kb/s', 'Mb/s', 'Gb/s', 'Tb/s'], false),
]);
/** Reads `1.4035 µs 1.4280 µs 1.4587 µs` (the text between the brackets); a string says what is wrong. */
function parseTriple(inner) {
    const tokens = inner.trim().split(/\s+/);
    if (tokens.length !== 6)
        return `expected three "value unit" pairs, found "${inner.trim()}"`;
    const values = [];
    let unit;
    for (let i = 0; i < 6; i += 2) {
        const text = tokens[i] ?? '';
        const scale = SCALES.get(tokens[i + 1] ?? '');
        const value = Number(text.replace(/\u2212/g, '-').replace(/,/g, ''));
        if (scale === undefined)
            return `unknown unit "${tokens[i + 1] ?? ''}"`;
        if (unit !== undefined && scale.unit !== unit)
            return `mixed kinds of unit in "${inner.trim()}"`;
        if (text === '' || !Number.isFinite(value))
            return `not a number: "${text}"`;
        const scaled = (0,src_units/* scaleByPowerOfTen */.Xy)(value * scale.factor, scale.exponent);
        if (!Number.isFinite(scaled))
            return `out of range: "${text} ${tokens[i + 1] ?? ''}"`;
        unit = scale.unit;
        values.push(scaled);
    }
    const [lower = NaN, point = NaN, upper = NaN] = values;
    return { unit: unit ?? criterion_common/* TIME_UNIT */.R5, printedUnit: tokens[3] ?? '', lower, point, upper };
}
const PROGRESS = 'Benchmarking ';
// What criterion prints after `Benchmarking <id>` (0.3-0.8).
const STATUSES = [': Analyzing', ': Warming up for ', ': Collecting ', ': Profiling for ', ': Complete (Analysis Disabled)', ''];
const STATUS_END = /: (?:Analyzing|Warming up for \S+ \S+|Collecting \d+ samples in estimated \S+ \S+ \([^)]*\)|Profiling for \S+ \S+|Complete \(Analysis Disabled\))/g;
/**
 * The id in text that may start with progress messages glued on when `\r` was dropped:
 * `Benchmarking fib 15: Warming up for 3.0000 sBenchmarking fib 15: Analyzingfib 15`. The last
 * fragment is `<id>: <status>` directly followed by the id itself, so the id is the longest `X`
 * with `X: ...X`. When a terminal truncated the fragment (`Benchmarking x: Analyzx`, or
 * `Benchmarking auth_gu` + `auth_guard/1`), the id is the shortest tail that the cut fragment is
 * the start of (followed by a status).
 */
function stripProgress(text) {
    const trimmed = text.trim();
    const at = trimmed.lastIndexOf(PROGRESS);
    if (at === -1)
        return { id: trimmed, how: 'plain' };
    const rest = trimmed.slice(at + PROGRESS.length);
    for (let i = Math.floor((rest.length - 3) / 2); i >= 1; i -= 1) {
        const id = rest.slice(0, i);
        if (rest.startsWith(': ', i) && rest.endsWith(id))
            return { id, how: 'exact' };
    }
    const half = rest.length / 2;
    if (Number.isInteger(half) && half > 0 && rest.slice(0, half) === rest.slice(half))
        return { id: rest.slice(half), how: 'exact' };
    for (let k = 1; k < rest.length; k += 1) {
        const cut = rest.slice(0, k);
        const id = rest.slice(k);
        if (id.trim() === id && STATUSES.some((status) => `${id}${status}`.startsWith(cut)))
            return { id, how: 'truncated' };
    }
    let end = -1;
    for (const match of trimmed.matchAll(STATUS_END))
        end = match.index + match[0].length;
    return { id: end === -1 ? '' : trimmed.slice(end).trim(), how: 'progress' };
}
/** True for a line that is only progress text (`Benchmarking x: Analyzing`), not an id. */
function isProgressOnly(line) {
    if (!line.trimStart().startsWith(PROGRESS))
        return false;
    const { id, how } = stripProgress(line);
    return how === 'progress' && id === '';
}
// The last status in a progress fragment; the id is what comes before it (ids may hold `: `).
const FRAGMENT_STATUS = /^(.*): (?:Warming up for |Collecting |Analyzing|Profiling for |Complete \(Analysis Disabled\))/;
/**
 * The benchmark a progress-only line (isProgressOnly) is about: the id of its last
 * `Benchmarking <id>[: <status>]` fragment. A fragment the terminal cut inside the id gives a
 * shortened id; nothing better can be read from it.
 */
function progressId(line) {
    const trimmed = line.trim();
    const at = trimmed.lastIndexOf(PROGRESS);
    if (at === -1)
        return undefined;
    const rest = trimmed.slice(at + PROGRESS.length);
    const id = (FRAGMENT_STATUS.exec(rest)?.[1] ?? rest).trim();
    return id === '' ? undefined : id;
}

;// CONCATENATED MODULE: ./src/parsers/rust-panic.ts
/**
 * A Rust panic's text, for a failed benchmark's message: the `thread '...' panicked at file:line:`
 * line and the payload after it, without the backtrace (libtest's `---- name stdout ----` block,
 * libtest JSON's `stdout` field, and what divan leaves on stderr when a benchmark panics).
 */

/** Rust 1.73+: `thread 'main' (19306) panicked at src/x.rs:3:5:`; older: `thread 'main' panicked at 'msg', src/x.rs:3:5`. */
const rust_panic_PANIC_LINE = /^thread '[^']*'(?: \(\d+\))? panicked at /;
const PANIC_END = /^(?:stack backtrace:|note: |\s+\d+: |failures:$|---- )/;
/** The panic text in `lines` (blank lines skipped, backtrace and later lines dropped), shortened. */
function panicMessage(lines) {
    const kept = [];
    for (const line of lines) {
        if (PANIC_END.test(line))
            break;
        if (line.trim() !== '')
            kept.push(line.trim());
    }
    return (0,types/* excerpt */.K)(kept.join('\n'), 500);
}

;// CONCATENATED MODULE: ./src/parsers/criterion-text.ts







// `<id> time: [...]`, `thrpt: [...]`, `change: [...]`: the first such label followed by brackets.
const TRIPLE_LINE = /^(.*?)\b(time|thrpt|change):\s*\[([^[\]]*)\](.*)$/;
const OUTLIERS = /^Found \d+ outliers among (\d+) measurements/;
// `Benchmarking <id>: Collecting 20 samples in estimated ...`, possibly after other glued fragments.
const COLLECTING = /Benchmarking ((?:(?!Benchmarking ).)+): Collecting (\d+) samples in estimated /g;
// What follows a panic's message: the backtrace (`stack backtrace:`, frames, `at file:line`) and notes.
const PANIC_TAIL = /^(?:stack backtrace:|note: |\s+\d+: |\s+at )/;
/** criterion's sample size unless configured (`Criterion::default()` in criterion 0.5.1 and 0.8.2). */
const DEFAULT_SAMPLE_SIZE = 100;
const SKIPPED = [
    /^\s*change:\s*$/, // the header of a change block with throughput
    /^\s+\d+ \([\d.]+%\) (?:low|high) (?:mild|severe)\s*$/,
    /^\s*(?:No change in performance detected|Change within noise threshold|Performance has (?:improved|regressed))\.\s*$/,
    /^(?:slope|mean|median)\s+\[[^\]]*\]\s+(?:R\^2|std\. dev\.|med\. abs\. dev\.)/, // --verbose
    /^(?:Gnuplot not found|Warning: |WARNING: |Testing |Success$|running \d+ tests?|test result: )/,
    /^\s*(?:Compiling|Finished|Running|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Checking|warning:|error:) /,
];
/** True when the text has a criterion report `time:` line. */
function detectCriterionText(text) {
    // 'time', not 'time:': a colour code may sit between the word and the colon until stripAnsi.
    return text.includes('time') && /time:\s*\[\s*[-\d.,]+\s*(?:ps|ns|µs|μs|us|ms|s)\s/.test(stripAnsi(text));
}
/** Parses criterion's terminal report. `source` names the input in diagnostics. */
function parseCriterionText(text, source) {
    return new CriterionTextReader(source).read(text);
}
class CriterionTextReader {
    source;
    collector = new parsers_collector/* ResultCollector */.bO();
    diagnostics = [];
    unrecognized = [];
    sampleCounts = new Map();
    /** The summaries whose n the report printed (an outlier line or a Collecting line). */
    counted = new Set();
    /** The previous line, when it can be an id printed on its own line. */
    pendingId;
    pendingLine = 0;
    /** The benchmark of the last `time:` line and its new summaries, for `thrpt:` and outlier lines. */
    current;
    /** The benchmark of the last progress line, until its `time:` line comes. */
    progress;
    /** A panic being read: its message lines while `open`, then its backtrace. */
    panic;
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        this.closePanic();
        const benchmarks = this.collector.finish();
        this.settleSampleCounts(benchmarks);
        this.diagnostics.sort((a, b) => a.line - b.line); // the note on sample counts comes last, at its first benchmark's line
        return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        if (this.panic !== undefined && this.readPanic(line))
            return;
        if (line.trim() === '')
            return;
        const pendingId = this.pendingId;
        this.pendingId = undefined;
        for (const [, id = '', n = ''] of line.matchAll(COLLECTING))
            if (Number.isSafeInteger(Number(n)) && Number(n) >= 1)
                this.sampleCounts.set(id, Number(n));
        const triple = TRIPLE_LINE.exec(line);
        if (triple !== null)
            return this.readTriple(triple[1] ?? '', triple[2] ?? '', triple[3] ?? '', line, lineNo, pendingId);
        const outliers = OUTLIERS.exec(line);
        if (outliers !== null) {
            const n = Number(outliers[1]);
            if (!Number.isSafeInteger(n))
                this.report('warning', lineNo, `the measurement count "${(0,types/* excerpt */.K)(outliers[1] ?? '', 40)}" is out of range; ignored`, line);
            else if (n >= 1) {
                for (const summary of this.current?.summaries ?? []) {
                    summary.n = n;
                    this.counted.add(summary);
                }
            }
            return;
        }
        if (rust_panic_PANIC_LINE.test(line))
            return this.startPanic(line, lineNo);
        if (SKIPPED.some((re) => re.test(line))) {
            // An id longer than the column stands alone at column 0 and may read like noise ("Running mean
            // over a window", "warning: old api"): it is an id when an id-less time: line follows.
            if (!/^\s/.test(line))
                this.setPendingId(line, lineNo);
            return;
        }
        if (isProgressOnly(line)) {
            const id = progressId(line);
            if (id !== undefined)
                this.progress = { id, line: lineNo };
            return;
        }
        this.setPendingId(line, lineNo);
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    /** Keeps a line that may be an id printed alone, for a `time:` line without one right after it. */
    setPendingId(line, lineNo) {
        this.pendingId = stripProgress(line);
        this.pendingLine = lineNo;
    }
    readTriple(prefix, label, inner, line, lineNo, pendingId) {
        if (label === 'change' || inner.includes('%'))
            return; // change block: percentages, not a result
        const parsed = parseTriple(inner);
        if (typeof parsed === 'string') {
            this.report('error', lineNo, `cannot read this ${label}: line (${parsed}); expected e.g. "${label}:   [1.2 ns 1.3 ns 1.4 ns]"`, line);
            return;
        }
        if (label === 'thrpt')
            return this.readThroughput(parsed, line, lineNo);
        if (parsed.unit !== criterion_common/* TIME_UNIT */.R5) {
            this.report('error', lineNo, `time: line with a unit that is not a time ("${parsed.printedUnit}")`, line);
            return;
        }
        this.readTime(prefix, parsed, line, lineNo, pendingId);
    }
    readTime(prefix, time, line, lineNo, pendingId) {
        const onLine = prefix.trim() === '' ? undefined : stripProgress(prefix);
        const read = onLine ?? pendingId;
        const id = read?.id;
        this.current = undefined;
        this.progress = undefined;
        if (read !== undefined && (read.how === 'truncated' || read.how === 'progress') && id !== '') {
            this.report('warning', lineNo, `the id is glued to cut-off progress text; read it as "${(0,types/* excerpt */.K)(id ?? '', 80)}", which may be wrong`, line);
        }
        if (id === undefined || id === '') {
            this.report('error', lineNo, 'time: line without a benchmark id (expected the id before it, or alone on the line above)', line);
            return;
        }
        const idLine = onLine === undefined ? this.pendingLine : lineNo;
        // The id line was kept as unrecognized until this time: line showed what it was.
        if (onLine === undefined && this.unrecognized.at(-1)?.line === idLine)
            this.unrecognized.pop();
        this.collector.benchmark(id, id, (0,criterion_common/* namePartsFromId */.bt)(id), {}, { file: this.source, line: idLine });
        this.current = { key: id, summaries: [] };
        this.addSample(time);
    }
    readThroughput(thrpt, line, lineNo) {
        if (this.current === undefined) {
            this.report('warning', lineNo, 'thrpt: line without a time: line before it; ignored', line);
            return;
        }
        this.addSample(thrpt);
    }
    addSample(triple) {
        const current = this.current;
        if (current === undefined)
            return;
        this.collector.addBaseSample(current.key, triple.unit, triple.printedUnit, triple.point);
        const count = this.sampleCounts.get(current.key);
        // n = 1 until the report shows the count (an outlier line may follow) or settleSampleCounts infers it.
        const summary = (0,criterion_common/* estimateSummary */.xA)(triple, count ?? 1, 'point-estimate');
        if (count !== undefined)
            this.counted.add(summary);
        this.collector.setSummary(current.key, triple.unit, summary);
        current.summaries.push(summary);
    }
    /**
     * Gives every summary whose sample count the report did not print the count of its group, else
     * of the report, else criterion's default (see the module comment), and says so in one note.
     */
    settleSampleCounts(benchmarks) {
        const summariesOf = (b) => b.metrics.flatMap((m) => (m.summary === undefined ? [] : [m.summary]));
        const shown = [];
        const byGroup = new Map();
        const missing = [];
        for (const benchmark of benchmarks) {
            const summaries = summariesOf(benchmark);
            const known = summaries.find((s) => this.counted.has(s));
            if (known === undefined) {
                if (summaries.length > 0)
                    missing.push({ benchmark, summaries });
                continue;
            }
            // A thrpt: summary from a later appearance than the time: one is the same benchmark's.
            for (const s of summaries)
                s.n = known.n;
            shown.push(known.n);
            const group = byGroup.get(benchmark.parts.base) ?? new Set();
            byGroup.set(benchmark.parts.base, group.add(known.n));
        }
        const first = missing[0];
        if (first === undefined)
            return;
        const reportCount = mostCommon(shown) ?? DEFAULT_SAMPLE_SIZE;
        const named = [];
        for (const { benchmark, summaries } of missing) {
            const group = byGroup.get(benchmark.parts.base);
            const n = group?.size === 1 ? [...group][0] ?? reportCount : reportCount;
            for (const s of summaries)
                s.n = n;
            named.push(`${benchmark.key} (n=${n})`);
        }
        const k = missing.length;
        this.diagnostics.push({ severity: 'info', source: this.source, line: first.benchmark.source?.line ?? 0,
            message: `${k} benchmark${k === 1 ? ' has' : 's have'} no sample count in this report (criterion prints it only beside outliers, "Found N outliers among M measurements", `
                + `and in progress lines on stderr, "Collecting M samples"): ${(0,listed_names/* listNames */.Z)(named)}; each n is the count shown for the other benchmarks of its group, `
                + `else of the report, else criterion's default of ${DEFAULT_SAMPLE_SIZE}. Each benchmark is still one point estimate: one sample of this run` });
    }
    /**
     * `thread '...' panicked at`: the benchmark in progress (if any) failed, and criterion ran nothing
     * after it in this bench target.
     */
    startPanic(line, lineNo) {
        this.closePanic();
        const progress = this.progress;
        this.progress = undefined;
        this.pendingId = undefined;
        this.current = undefined;
        if (progress === undefined) {
            this.report('warning', lineNo, 'a panic with no benchmark in progress: the bench target stopped here, so its later benchmarks did not run', line);
            this.panic = { key: undefined, lines: [line], open: true };
            return;
        }
        const { id } = progress;
        this.collector.benchmark(id, id, (0,criterion_common/* namePartsFromId */.bt)(id), {}, { file: this.source, line: progress.line });
        this.collector.mark(id, 'failed');
        this.report('warning', lineNo, `${id} panicked before its result (its progress is on line ${progress.line}); it is reported as failed, not compared, and the rest of this bench target did not run`, line);
        this.panic = { key: id, lines: [line], open: true };
    }
    /** True when the line belongs to the panic being read (its message or backtrace). */
    readPanic(line) {
        const panic = this.panic;
        if (panic === undefined)
            return false;
        if (panic.open && line.trim() !== '' && panic.lines.length < 20 && !PANIC_TAIL.test(line) && !this.endsPanicMessage(line)) {
            panic.lines.push(line);
            return true;
        }
        this.closePanic();
        if (line.trim() === '' || PANIC_TAIL.test(line))
            return true;
        this.panic = undefined;
        return false;
    }
    /** A line that is not part of a panic's message: a result, progress, or cargo's and criterion's own lines. */
    endsPanicMessage(line) {
        return TRIPLE_LINE.test(line) || line.startsWith('Benchmarking ') || line.startsWith('error: ') || SKIPPED.some((re) => re.test(line));
    }
    /** Ends a panic's message: it becomes the failed benchmark's message. */
    closePanic() {
        const panic = this.panic;
        if (panic === undefined || !panic.open)
            return;
        panic.open = false;
        if (panic.key !== undefined)
            this.collector.addMessage(panic.key, panicMessage(panic.lines) || 'it panicked');
    }
    report(severity, line, message, text) {
        this.diagnostics.push({ severity, source: this.source, line, message, text: (0,types/* excerpt */.K)(text) });
    }
}
/** The value seen most often (of those tied, the first to reach that count); undefined for no values. */
function mostCommon(values) {
    const counts = new Map();
    let best;
    for (const v of values) {
        const c = (counts.get(v) ?? 0) + 1;
        counts.set(v, c);
        if (best === undefined || c > (counts.get(best) ?? 0))
            best = v;
    }
    return best;
}

;// CONCATENATED MODULE: ./src/parsers/rust-units.ts
/**
 * Numbers and units as the Rust benchmark harnesses print them, converted to bench-gate's base
 * units (STYLE.md §3.1): libtest's `53,924.68 ns/iter` and divan's `1.386 µs`, `1.228 GB/s`,
 * `7.812 KiB`. Powers of ten are applied on the decimal representation (`scaleByPowerOfTen`), so
 * `144.8 ns` becomes exactly the double nearest 1.448e-7.
 */

const GROUPED_DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/**
 * Reads libtest's numbers: whole numbers with `,` thousands separators (`18,149`, before 2024) or
 * two decimals (`53,924.68`, rust-lang/rust#124774). Badly grouped text (`1,23`) is not a number.
 */
function parseGroupedDecimal(text) {
    return GROUPED_DECIMAL.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}
/**
 * The base unit of a libtest-style unit: `X/iter` is per call of the timed closure, which is Go's
 * `/op`, so `ns/iter` -> `sec/op` (x1e-9) and `cycles/iter` -> `cycles/op`. Other units (`MS/s` from
 * third-party harnesses) are tidied as they are.
 */
function libtestUnit(unit) {
    return (0,src_units/* tidyUnit */.v4)(unit.endsWith('/iter') ? `${unit.slice(0, -'/iter'.length)}/op` : unit);
}
// divan prints f64 `to_string` trimmed to 4 significant digits: never an exponent; `inf` for x/0.
const DIVAN_NUMBER = /^(?:\d+(?:\.\d+)?|inf)$/;
const TIME_EXPONENTS = { ps: -12, ns: -9, µs: -6, μs: -6, us: -6, ms: -3, s: 0 };
const TIME_FACTORS = { m: 60, h: 3600, d: 86400 };
const PREFIXES = ['', 'K', 'M', 'G', 'T', 'P'];
function divanNumber(text) {
    if (!DIVAN_NUMBER.test(text))
        return undefined;
    return text === 'inf' ? Infinity : Number(text);
}
/** Splits a divan cell `<number> <unit>`. */
function splitCell(cell) {
    const space = cell.indexOf(' ');
    if (space === -1)
        return undefined;
    const value = divanNumber(cell.slice(0, space));
    return value === undefined ? undefined : [value, cell.slice(space + 1)];
}
/** A divan time cell (`12.2 ns`, `1.386 µs`, `2 m`) in seconds; undefined if it is not one (or not finite). */
function parseDivanTime(cell) {
    const split = splitCell(cell);
    if (split === undefined)
        return undefined;
    const [value, unit] = split;
    const exponent = TIME_EXPONENTS[unit];
    const factor = TIME_FACTORS[unit];
    const seconds = exponent !== undefined ? (0,src_units/* scaleByPowerOfTen */.Xy)(value, exponent) : factor === undefined ? NaN : value * factor;
    return Number.isFinite(seconds) ? { value: seconds, unit: 'sec/op', originalUnit: unit } : undefined;
}
/** Scales by a decimal (K = 1e3) or binary (Ki = 1024) prefix; 1024^k is exact in binary floating point. */
function scalePrefix(value, prefix, binary) {
    const power = PREFIXES.indexOf(prefix);
    if (power === -1)
        return undefined;
    return binary ? value * 1024 ** power : (0,src_units/* scaleByPowerOfTen */.Xy)(value, 3 * power);
}
const THROUGHPUT = /^([KMGTP]?)(?:(i?)B\/s|(item|char)\/s|Hz)$/;
/**
 * A divan throughput cell in its base unit: bytes -> `B/s` (`KB/s` x1e3, `KiB/s` x1024), items ->
 * `item/s`, chars -> `char/s`, cycles (`Hz`, `KHz`...) -> `cycle/s`. `inf B/s` gives Infinity.
 */
function parseDivanThroughput(cell) {
    const split = splitCell(cell);
    const match = split === undefined ? null : THROUGHPUT.exec(split[1]);
    if (split === undefined || match === null)
        return undefined;
    const [, prefix = '', binary = '', kind] = match;
    if (binary === 'i' && prefix === '')
        return undefined;
    const value = scalePrefix(split[0], prefix, binary === 'i');
    if (value === undefined)
        return undefined;
    const unit = kind !== undefined ? `${kind}/s` : split[1].endsWith('Hz') ? 'cycle/s' : 'B/s';
    return { value, unit, originalUnit: split[1] };
}
const SIZE = /^([KMGTP]?)(i?)B$/;
/** A divan byte-size cell (`500 B`, `8 KB`, `7.812 KiB`) in bytes. */
function parseDivanSize(cell) {
    const split = splitCell(cell);
    const match = split === undefined ? null : SIZE.exec(split[1]);
    if (split === undefined || match === null || (match[2] === 'i' && match[1] === ''))
        return undefined;
    const value = scalePrefix(split[0], match[1] ?? '', match[2] === 'i');
    return value === undefined ? undefined : { value, unit: 'B', originalUnit: split[1] };
}
/** A divan count cell (`1`, `0.062`): a plain number. */
function parseDivanCount(cell) {
    return divanNumber(cell);
}

;// CONCATENATED MODULE: ./src/parsers/rust-divan-rows.ts
/**
 * Reading the rows of divan's table (FORMATS.md §4): cells split on ` │ `, the header, tree rows
 * (`├─ name`, `╰─ name`, 3 columns of indentation per level) and the counter and allocation rows
 * under a benchmark. Pure cell readers; the tree state lives in divan.ts.
 */

const SEPARATOR = ' │ ';
const HEADER_COLUMNS = 'slowest|median|mean|samples|iters';
const TREE_ROW = /^((?:│ {2}| {3})*)[├╰]─ (.*)$/;
const GAP = /\s{2,}/;
/** The allocation profiler's row labels, and the metric units bench-gate gives their count and size rows. */
const ALLOC_UNITS = {
    'alloc': ['allocs/op', 'B/op'],
    'dealloc': ['deallocs/op', 'dealloc-B/op'],
    'grow': ['grows/op', 'grow-B/op'],
    'shrink': ['shrinks/op', 'shrink-B/op'],
    'max alloc': ['max-allocs/op', 'max-alloc-B/op'],
};
/**
 * Splits a row into 6 cells: the head (tree prefix, label and the `fastest` cell, untrimmed) and
 * slowest, median, mean, samples, iters (trimmed). Splits from the right, because a deep tree prefix
 * (`│  │  ├─`) contains ` │ ` too. Undefined for a line that is not a table row.
 */
function splitCells(line) {
    // divan drops the last separator's trailing space when the iters cell is empty.
    const parts = (line.endsWith(' │') ? `${line} ` : line).split(SEPARATOR);
    if (parts.length < 6)
        return undefined;
    return [parts.slice(0, -5).join(SEPARATOR), ...parts.slice(-5).map((cell) => cell.trim())];
}
/** The root label (bench binary or crate) when the cells are a header row, else undefined. */
function headerRoot(cells) {
    const head = (cells[0] ?? '').trimEnd();
    if (cells.slice(1).join('|') !== HEADER_COLUMNS || !head.endsWith('fastest'))
        return undefined;
    return head.slice(0, -'fastest'.length).trim();
}
/** A tree row's depth (1 = directly under the root) and the text after its branch glyph. */
function treeRow(head) {
    const match = TREE_ROW.exec(head);
    if (match === null)
        return undefined;
    return { depth: (match[1] ?? '').length / 3 + 1, rest: match[2] ?? '' };
}
/**
 * Splits `label<2+ spaces>cell` at the first gap of 2+ spaces (divan pads labels by at least 2) into
 * a leaf's label and its first cell; undefined when there is no cell.
 */
function labelAndCell(rest) {
    const trimmed = rest.trimEnd();
    const gap = GAP.exec(trimmed);
    return gap === null ? undefined : { label: trimmed.slice(0, gap.index), cell: trimmed.slice(gap.index + gap[0].length) };
}
/** The first cell of a counter row: the head without the tree's `│` and indentation. */
function counterCell(head) {
    return head.replace(/^[│ ]+/, '').trim();
}
/** The allocation label of a `max alloc:` / `alloc:` ... row. */
function allocLabel(cell) {
    const label = cell.endsWith(':') ? cell.slice(0, -1) : '';
    return label in ALLOC_UNITS ? label : undefined;
}
function readFour(cells, first, read) {
    const names = ['fastest', 'slowest', 'median', 'mean'];
    const texts = [first, cells[1] ?? '', cells[2] ?? '', cells[3] ?? ''];
    const values = texts.map(read);
    const bad = values.findIndex((v) => v === undefined);
    if (bad !== -1)
        return `${names[bad] ?? ''} "${texts[bad] ?? ''}"`;
    const [fastest, slowest, median, mean] = values;
    return { fastest, slowest, median, mean };
}
/** Reads a benchmark row: four times, then the sample and iteration counts. */
function readLeafStats(cells, first) {
    const time = readFour(cells, first, parseDivanTime);
    if (typeof time === 'string')
        return { ok: false, reason: `cannot read the ${time} time` };
    const samples = Number(cells[4]);
    const iters = Number(cells[5]);
    if (!/^\d+$/.test(cells[4] ?? '') || samples < 1 || !Number.isSafeInteger(samples))
        return { ok: false, reason: `cannot read the sample count "${cells[4] ?? ''}"` };
    if (!/^\d+$/.test(cells[5] ?? '') || !Number.isSafeInteger(iters))
        return { ok: false, reason: `cannot read the iteration count "${cells[5] ?? ''}"` };
    return { ok: true, time, samples, iters };
}
/** Reads a throughput row (`1.228 GB/s`...); all four cells must share a base unit. */
function readThroughput(cells, first) {
    const stats = readFour(cells, first, parseDivanThroughput);
    if (typeof stats === 'string')
        return `cannot read the ${stats} throughput`;
    const units = new Set([stats.fastest.unit, stats.slowest.unit, stats.median.unit, stats.mean.unit]);
    return units.size === 1 ? stats : `mixed throughput units (${[...units].join(', ')})`;
}
/** Reads an allocation count row (`  1`, `  0.062`) or size row (`  500 B`, `  7.812 KiB`). */
function readAllocRow(cells, first, row) {
    const read = row === 'count'
        ? (cell) => {
            const value = parseDivanCount(cell);
            return value === undefined ? undefined : { value, unit: 'count', originalUnit: 'count' };
        }
        : parseDivanSize;
    const stats = readFour(cells, first, read);
    return typeof stats === 'string' ? `cannot read the ${stats} allocation ${row}` : stats;
}

;// CONCATENATED MODULE: ./src/parsers/rust-name.ts
/** Splits a name on `/`: the first part is the base, `key=value` parts become params. */
function splitSlashName(name, pkg) {
    const [base = name, ...sub] = name.split('/');
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    const parts = { base, sub, params };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
// cargo (stderr, verbs right-aligned): `     Running benches/x.rs (target/release/deps/x-2ab81a5c15a03f99)`;
// cargo before 1.52 printed only the binary: `     Running target/release/deps/x-2ab81a5c15a03f99`.
const CARGO_RUNNING = /^\s+Running\s+(?:.*\()?([^()\s]*[\\/][^()\s]*?)\)?\s*$/;
/** The bench target named by a cargo `Running` line (`x` above), or undefined for other lines. */
function cargoRunningTarget(line) {
    const path = CARGO_RUNNING.exec(line)?.[1];
    if (path === undefined)
        return undefined;
    const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    const target = file.replace(/\.exe$/, '').replace(/-[0-9a-f]{16}$/, '');
    return target === '' ? undefined : target;
}
/** cargo's own status lines (`   Compiling x`, `    Finished ...`), which `2>&1` mixes into the output. */
const CARGO_STATUS = /^\s+(?:Compiling|Checking|Finished|Running|Doc-tests|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Waiting)\s/;

;// CONCATENATED MODULE: ./src/parsers/divan.ts






const EXACT = new Map(Object.values(ALLOC_UNITS).flat().map((unit) => [unit, { assumption: 'exact' }]));
const PANIC_TAIL_END = /^(?:stack backtrace:|note: |\s+\d+: )/;
/** A cheap content sniff: does the text contain divan's table header? */
function detectDivan(text) {
    return /fastest\s+│ slowest\s+│ median\s+│ mean\s+│ samples │ iters/.test(text);
}
/** Parses divan's table output. `source` names the input in diagnostics. */
function parseDivan(text, source) {
    return new DivanReader(source).read(text);
}
class DivanReader {
    source;
    collector = new parsers_collector/* ResultCollector */.bO();
    diagnostics = [];
    unrecognized = [];
    root;
    path = [];
    leaf;
    alloc;
    unfinished;
    panic;
    /** The line being read, for diagnostics. */
    text = '';
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        this.closePanic();
        if (this.unfinished !== undefined) {
            const why = 'divan\'s output ends at its row (it panicked, or the run was killed)';
            this.fail(this.unfinished, why, why);
        }
        const benchmarks = this.collector.finish(EXACT);
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        this.text = line;
        const cells = splitCells(line);
        if (this.panic !== undefined) {
            if (line.trim() !== '' && cells === undefined && !PANIC_TAIL_END.test(line) && this.panic.lines.length < 20) {
                this.panic.lines.push(line);
                return;
            }
            this.closePanic();
        }
        if (line.trim() === '')
            return this.endTable(); // divan ends each top-level table with a blank line
        const root = cells === undefined ? undefined : headerRoot(cells);
        if (root !== undefined) {
            this.endTable();
            this.root = root;
            return;
        }
        const tree = treeRow(cells?.[0] ?? line);
        if (tree !== undefined)
            return this.readTreeRow(tree.depth, tree.rest, cells, lineNo);
        if (cells !== undefined && this.root !== undefined)
            return this.readCounterRow(cells, lineNo);
        if (rust_panic_PANIC_LINE.test(line) && this.unfinished !== undefined)
            return this.startPanic(this.unfinished, line);
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    endTable() {
        this.root = undefined;
        this.path = [];
        this.leaf = undefined;
        this.alloc = undefined;
        this.unfinished = undefined;
    }
    readTreeRow(depth, rest, cells, lineNo) {
        this.leaf = undefined;
        this.alloc = undefined;
        this.unfinished = undefined;
        if (this.root === undefined) {
            this.report('warning', lineNo, 'divan rows without the table\'s header line ("<bench> fastest │ slowest │ ..."); names are read without the bench binary', this.text);
            this.root = '';
        }
        if (depth > this.path.length + 1) {
            return this.report('error', lineNo, `a divan row at depth ${depth} without a parent row above it (lines missing?); its name is unknown`, this.text);
        }
        this.path.length = depth - 1;
        if (cells === undefined)
            return this.readBareRow(rest, lineNo);
        const stats = cells.slice(1);
        const split = labelAndCell(rest);
        if (stats.every((cell) => cell === '') && split?.cell !== '(ignored)') {
            this.path.push(rest.trim()); // a group: module, function with args, generic function
            return;
        }
        this.path.push(split?.label.trim() ?? rest.trim());
        const node = this.node(lineNo);
        if (split === undefined)
            return this.report('error', lineNo, `cannot read the divan row of ${node.name}: no fastest time`, this.text);
        if (split.cell === '(ignored)')
            return this.collector.mark(this.benchmarkAt(node), 'skipped', 'ignored');
        this.readLeaf(node, cells, split.cell);
    }
    readLeaf(node, cells, first) {
        const stats = readLeafStats(cells, first);
        if (!stats.ok)
            return this.report('error', node.line, `cannot read the divan row of ${node.name}: ${stats.reason}`, this.text);
        const key = this.benchmarkAt(node);
        const { fastest, slowest, median } = stats.time;
        const perSample = stats.iters / stats.samples;
        this.collector.addBaseSample(key, median.unit, median.originalUnit, median.value, Number.isInteger(perSample) ? perSample : undefined);
        this.collector.setSummary(key, median.unit, { n: stats.samples, center: median.value, centerKind: 'median', min: fastest.value, max: slowest.value });
        this.leaf = { ...node, samples: stats.samples };
    }
    /** A tree row with no columns: a group in a table without stats, or a benchmark that never finished. */
    readBareRow(rest, lineNo) {
        const split = labelAndCell(rest);
        const glued = split !== undefined && rust_panic_PANIC_LINE.test(split.cell);
        this.path.push((glued ? split.label : rest).trim());
        const node = this.node(lineNo);
        if (glued)
            this.startPanic(node, split.cell);
        else
            this.unfinished = node;
    }
    readCounterRow(cells, lineNo) {
        const leaf = this.leaf;
        const first = counterCell(cells[0] ?? '');
        if (leaf === undefined)
            return this.report('error', lineNo, 'a divan counter row without a benchmark row above it', this.text);
        const label = allocLabel(first);
        if (label !== undefined) {
            this.alloc = { label, row: 'count' };
            return;
        }
        const alloc = this.alloc;
        const stats = alloc === undefined ? readThroughput(cells, first) : readAllocRow(cells, first, alloc.row);
        if (typeof stats === 'string')
            return this.report('error', lineNo, `cannot read a counter row of ${leaf.name}: ${stats}`, this.text);
        const { fastest, slowest, median } = stats;
        let unit = median.unit;
        let originalUnit = median.originalUnit;
        if (alloc !== undefined) {
            unit = ALLOC_UNITS[alloc.label][alloc.row === 'count' ? 0 : 1];
            originalUnit = `${alloc.label}: ${median.originalUnit}`;
            this.alloc = alloc.row === 'count' ? { label: alloc.label, row: 'size' } : undefined;
        }
        if (!Number.isFinite(median.value))
            return this.report('warning', lineNo, `${leaf.name}: the median ${unit} is infinite (divan prints "inf" for a rate over a zero time); no sample`, this.text);
        this.collector.addBaseSample(leaf.key, unit, originalUnit, median.value);
        const bounds = alloc === undefined ? [fastest.value, slowest.value].filter(Number.isFinite) : [];
        this.collector.setSummary(leaf.key, unit, { n: leaf.samples, center: median.value, centerKind: 'median',
            ...(bounds.length === 2 ? { min: Math.min(...bounds), max: Math.max(...bounds) } : {}) });
    }
    node(line) {
        const name = this.path.join('/');
        return { key: this.root === '' || this.root === undefined ? name : `${this.root}/${name}`, name, line };
    }
    benchmarkAt(node) {
        const root = this.root === '' ? undefined : this.root;
        this.collector.benchmark(node.key, node.name, splitSlashName(node.name, root), {}, { file: this.source, line: node.line });
        return node.key;
    }
    /** Marks a benchmark failed; `message` undefined when the panic text that follows will be its message. */
    fail(node, why, message) {
        this.collector.mark(this.benchmarkAt(node), 'failed', message);
        this.report('warning', node.line, `${node.name} has no results: ${why}; it is reported as failed, and divan ran no benchmark after it`);
    }
    startPanic(node, line) {
        this.unfinished = undefined;
        this.fail(node, 'it panicked', undefined);
        this.panic = { key: node.key, lines: [line] };
    }
    closePanic() {
        if (this.panic === undefined)
            return;
        const message = panicMessage(this.panic.lines);
        this.collector.addMessage(this.panic.key, message === '' ? 'it panicked' : message);
        this.panic = undefined;
    }
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = (0,types/* excerpt */.K)(text);
        this.diagnostics.push(diagnostic);
    }
}

;// CONCATENATED MODULE: ./src/parsers/gbench.ts
/**
 * Parser for Google Benchmark JSON (`--benchmark_format=json`, `--benchmark_out_format=json`).
 *
 * Format reference: google/benchmark @267a111 `src/json_reporter.cc` (FORMATS.md §6); real files
 * from Google Benchmark 1.7.1. Example entry (shortened):
 *   {"name": "BM_StringCopy/8", "run_name": "BM_StringCopy/8", "run_type": "iteration", "repetition_index": 0,
 *    "iterations": 19496270, "real_time": 3.8466, "cpu_time": 3.5613, "time_unit": "ns", "bytes_per_second": 2.2e9}
 *
 * One benchmark per `run_name` (and, where written, `family_index` + `per_family_instance_index`:
 * a second benchmark registered under a name already taken is kept apart as `name #2`, with a
 * warning; files without `family_index` are keyed by `run_name` alone); every
 * `run_type: "iteration"` entry (one per repetition) is one sample of each metric, each already a
 * per-iteration average over `iterations`. Metrics, in base units: `real_time` -> `sec/op` and
 * `cpu_time` -> `cpu-sec/op` (from the entry's `time_unit`, ns, us, ms or s); `bytes_per_second`
 * -> `B/s`, `items_per_second` -> `items/s`, other `*_per_second` counters -> `<name>/s` (higher is
 * better); `allocs_per_iter` -> `allocs/op`; any other user counter keeps its name as unit (lower
 * is better: the JSON does not say, not even for a `Counter::kIsRate` counter, so each such
 * counter is warned about once per file, naming the config rule that sets its direction). An
 * iteration entry with neither `real_time` nor `cpu_time` (not Google Benchmark output, e.g.
 * `--format gbench` on another tool's JSON) is an error.
 *
 * Aggregates (`_mean`, `_median`, `_stddev`, `_cv`, `_BigO`, `_RMS`) are derived from the samples and
 * are not samples. Only when a run has no iteration entries (`--benchmark_report_aggregates_only`)
 * do its median (else mean) and stddev aggregates become the metric's `summary`.
 * `error_occurred` (SkipWithError) marks the benchmark failed, `skipped` (SkipWithMessage, newer
 * versions) skipped, with the message. Bare `NaN`/`Infinity` tokens are read; a non-finite value is
 * left out of the samples with a warning.
 */




const gbench_WHAT = 'Google Benchmark JSON: {"context": {...}, "benchmarks": [{"name": "BM_x", "run_type": "iteration", "real_time": 1.2, ...}]}';
const gbench_TIME_EXPONENTS = new Map([['ns', -9], ['us', -6], ['ms', -3], ['s', 0]]);
const NOT_COUNTERS = new Set(['name', 'run_name', 'run_type', 'family_index', 'per_family_instance_index', 'repetitions',
    'repetition_index', 'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name', 'aggregate_unit',
    'error_occurred', 'error_message', 'skipped', 'skip_message', 'label', 'big_o', 'cpu_coefficient', 'real_coefficient',
    'rms', 'complexity_n']);
/** Memory-manager keys: sizes and counts, lower is better by nature, so no warning about their direction. */
const KNOWN_LOWER = new Set(['allocs_per_iter', 'max_bytes_used', 'total_allocated_bytes', 'net_heap_growth']);
const AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;
// z.lazy: built on first use (see schema/result.ts).
/** Any JSON number, NaN and +-Infinity included (zod's z.number() refuses them). */
const AnyNumber = schemas/* custom */.IeY((v) => typeof v === 'number', { message: 'Invalid input: expected number' });
const gbench_EntrySchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    name: schemas/* string */.YjP(), run_name: schemas/* string */.YjP().optional(), run_type: schemas/* string */.YjP().optional(), aggregate_name: schemas/* string */.YjP().optional(),
    aggregate_unit: schemas/* string */.YjP().optional(), repetitions: AnyNumber.optional(), iterations: AnyNumber.optional(),
    real_time: AnyNumber.optional(), cpu_time: AnyNumber.optional(), time_unit: schemas/* string */.YjP().optional(),
    error_occurred: schemas/* boolean */.zMY().optional(), error_message: schemas/* string */.YjP().optional(), skipped: schemas/* boolean */.zMY().optional(),
    skip_message: schemas/* string */.YjP().optional(), label: schemas/* string */.YjP().optional(),
}).catchall(schemas/* unknown */.L5J()));
const FileSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ context: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(), benchmarks: schemas/* array */.YOg(schemas/* unknown */.L5J()) }));
/** True when the text looks like Google Benchmark JSON. */
function detectGbench(text) {
    const head = (0,json_input/* jsonHead */.RW)(text);
    return head.startsWith('{') && /"context"\s*:\s*\{/.test(head) && /"num_cpus"\s*:|"run_type"\s*:|"mhz_per_cpu"\s*:/.test(head);
}
/** Parses Google Benchmark JSON. `source` names the input in diagnostics. */
function parseGbench(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, gbench_WHAT, { nonFinite: true, maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${gbench_WHAT}`) };
    out.config = (0,json_input/* primitiveStrings */.i6)(file.data.context ?? {});
    const reader = new GbenchReader(source, out.diagnostics);
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = gbench_EntrySchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (parsed.success)
            reader.read(parsed.data, line);
        else
            out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark entry left out'));
    });
    out.benchmarks = reader.finish();
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
class GbenchReader {
    source;
    diagnostics;
    collector = new parsers_collector/* ResultCollector */.bO();
    withSamples = new Set();
    failed = new Set();
    aggregates = new Map();
    /** Per run name, the `family_index/per_family_instance_index` of each benchmark seen under it, in order. */
    instances = new Map();
    undirectedCounters = new Set();
    nonFinite = new Map();
    constructor(source, diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
    }
    read(e, line) {
        const suffix = AGGREGATE_SUFFIX.exec(e.name);
        const aggregate = e.run_type === 'aggregate' || (e.run_type === undefined && suffix !== null);
        const name = e.run_name ?? (aggregate && suffix !== null ? e.name.slice(0, suffix.index) : e.name);
        const key = this.keyOf(name, e, line);
        const usable = e.error_occurred !== true && e.skipped !== true;
        if (aggregate) {
            if (usable)
                this.noteUndirectedCounters(e, line);
            const group = this.aggregates.get(key) ?? { name, line, byName: new Map() };
            group.byName.set(e.aggregate_name ?? suffix?.[1] ?? '', e);
            this.aggregates.set(key, group);
            return;
        }
        this.collector.benchmark(key, key, nameParts(name), e.label === undefined ? {} : { label: e.label }, { file: this.source, line });
        if (e.error_occurred === true) {
            if (this.failed.has(key))
                return;
            this.warn(line, `${key} failed: ${e.error_message ?? 'error_occurred'}; it is reported as failed, not compared`);
            this.failed.add(key);
            return this.collector.mark(key, 'failed', e.error_message);
        }
        if (e.skipped === true)
            return this.collector.mark(key, 'skipped', e.skip_message);
        if (e.real_time === undefined && e.cpu_time === undefined) {
            this.diagnostics.push({ severity: 'error', source: this.source, line, message: `${key}: no real_time or cpu_time; it has no result (is this Google Benchmark JSON?)` });
            return;
        }
        this.noteUndirectedCounters(e, line);
        const iterations = e.iterations !== undefined && Number.isSafeInteger(e.iterations) && e.iterations >= 0 ? e.iterations : undefined;
        for (const v of entryValues(e, (message) => this.warn(line, `${key}: ${message}`))) {
            if (!Number.isFinite(v.value)) {
                const seen = this.nonFinite.get(`${key}\u0000${v.field}`);
                if (seen === undefined)
                    this.nonFinite.set(`${key}\u0000${v.field}`, { key, field: v.field, line, values: [v.value] });
                else
                    seen.values.push(v.value);
                continue;
            }
            this.collector.addBaseSample(key, v.unit, v.originalUnit, v.value, iterations);
            this.withSamples.add(key);
        }
    }
    /** The benchmarks; runs with aggregates but no iteration entries get summary-only metrics. */
    finish() {
        for (const { key, field, line, values } of this.nonFinite.values()) {
            const shown = [...new Set(values.map(String))].join(', ');
            this.warn(line, `${key}: ${field} is not a finite number (${shown}) in ${values.length} run${values.length === 1 ? '' : 's'}; left out of the samples`);
        }
        const summaryOnly = [...this.aggregates].filter(([key, g]) => !this.withSamples.has(key) && !this.failed.has(key) && (g.byName.has('median') || g.byName.has('mean')));
        for (const [key, g] of summaryOnly) {
            const label = [...g.byName.values()][0]?.label;
            this.collector.benchmark(key, key, nameParts(g.name), label === undefined ? {} : { label }, { file: this.source, line: g.line });
        }
        const benchmarks = this.collector.finish();
        for (const [key, g] of summaryOnly)
            benchmarks.find((b) => b.key === key)?.metrics.push(...aggregateMetrics(g.byName));
        return benchmarks;
    }
    /**
     * The key of a run: its name, or `name #2`, `#3` for a later benchmark (another `family_index` or
     * `per_family_instance_index`) with the same name, e.g. two `->Name("dup")`. Repetitions share the key.
     */
    keyOf(name, e, line) {
        const family = e['family_index'];
        if (typeof family !== 'number')
            return name;
        const instance = e['per_family_instance_index'];
        const id = `${family}/${typeof instance === 'number' ? instance : ''}`;
        const ids = this.instances.get(name) ?? [];
        this.instances.set(name, ids);
        let n = ids.indexOf(id);
        if (n < 0) {
            n = ids.push(id) - 1;
            if (n > 0)
                this.warn(line, `${name}: another benchmark with this name (family_index ${family}${typeof instance === 'number' ? `, per_family_instance_index ${instance}` : ''}); kept apart as '${name} #${n + 1}'. Give each benchmark its own name so runs compare reliably`);
        }
        return n === 0 ? name : `${name} #${n + 1}`;
    }
    /** Warns once per counter name that a user counter's direction is unknown (a kIsRate counter looks like any other). */
    noteUndirectedCounters(e, line) {
        for (const [field, value] of Object.entries(e)) {
            if (NOT_COUNTERS.has(field) || KNOWN_LOWER.has(field) || typeof value !== 'number' || field.trim() === '' || counterUnit(field) !== field)
                continue;
            if (this.undirectedCounters.has(field))
                continue;
            this.undirectedCounters.add(field);
            this.warn(line, `the direction of user counter '${field}' is unknown (Google Benchmark JSON does not mark rate counters, Counter::kIsRate); it was taken as lower-is-better. If higher is better, add a rule to bench-gate.yml: {match: "**", metric: "${field}", better: higher}`);
        }
    }
    warn(line, message) {
        this.diagnostics.push({ severity: 'warning', source: this.source, line, message });
    }
}
/** The metrics of one entry in base units; `warn` hears about a time unit it cannot read. */
function entryValues(e, warn) {
    const values = [];
    const unit = e.time_unit ?? 'ns';
    const exponent = gbench_TIME_EXPONENTS.get(unit);
    if (exponent === undefined)
        warn(`unknown time_unit "${unit}" (expected ns, us, ms or s); its real_time and cpu_time are left out`);
    else {
        if (e.real_time !== undefined)
            values.push({ unit: 'sec/op', originalUnit: `${unit}/op`, value: (0,src_units/* scaleByPowerOfTen */.Xy)(e.real_time, exponent), field: 'real_time' });
        if (e.cpu_time !== undefined)
            values.push({ unit: 'cpu-sec/op', originalUnit: `cpu-${unit}/op`, value: (0,src_units/* scaleByPowerOfTen */.Xy)(e.cpu_time, exponent), field: 'cpu_time' });
    }
    for (const [field, value] of Object.entries(e)) {
        if (NOT_COUNTERS.has(field) || typeof value !== 'number' || field.trim() === '')
            continue;
        values.push({ unit: counterUnit(field), originalUnit: field, value, field });
    }
    return values;
}
function counterUnit(name) {
    if (name === 'bytes_per_second')
        return 'B/s';
    if (name === 'allocs_per_iter')
        return 'allocs/op';
    if (name.endsWith('_per_second') && name.length > '_per_second'.length)
        return `${name.slice(0, -'_per_second'.length)}/s`;
    return name;
}
/** Summary-only metrics from a run's aggregates: the median (else mean) as centre, with stddev. */
function aggregateMetrics(byName) {
    const center = byName.get('median') ?? byName.get('mean');
    if (center === undefined)
        return [];
    const stddev = new Map(entryValues(byName.get('stddev') ?? { name: '' }, () => undefined).map((v) => [v.unit, v.value]));
    const n = center.repetitions !== undefined && Number.isSafeInteger(center.repetitions) && center.repetitions >= 1 ? center.repetitions : 1;
    return entryValues(center, () => undefined).filter((v) => Number.isFinite(v.value)).map((v) => {
        const summary = { n, center: v.value, centerKind: byName.has('median') ? 'median' : 'mean' };
        const sd = stddev.get(v.unit);
        if (sd !== undefined && Number.isFinite(sd))
            summary.stddev = sd;
        return (0,json_input/* summaryMetric */.bA)(v.unit, v.originalUnit, summary);
    });
}
/** `BM_Copy/8/threads:2` -> base `BM_Copy`, sub `["8", "threads:2"]`, params `{threads: "2"}`. */
function nameParts(name) {
    const [base = name, ...sub] = name.split('/');
    const params = {};
    for (const part of sub) {
        const colon = part.indexOf(':');
        if (colon > 0)
            params[part.slice(0, colon)] = part.slice(colon + 1);
    }
    return { base, sub, params };
}

;// CONCATENATED MODULE: ./src/parsers/hyperfine.ts
/**
 * Parser for hyperfine's `--export-json` files, schema v1 (hyperfine 1.x) and v2 (2.0+).
 *
 * Format reference: sharkdp/hyperfine @327d5f4 `src/export/json.rs` (FORMATS.md §5.1-5.2); real
 * files from hyperfine 1.15.0, 1.20.0 and 2.0.0. Example (v1, shortened):
 *   {"results": [{"command": "sleep 0.01", "mean": 0.0109, "stddev": null, "times": [0.0108, ...],
 *                 "exit_codes": [0, ...], "memory_usage_byte": [3010560, ...], "parameters": {"ms": "1"}}]}
 * v2 has `"schema_version": 2` and per-run `measurements[]` of `{"time_wall_clock": {"value": 0.0114,
 * "unit": "second"}, ..., "exit_code": 0}`, a real `command` beside the `-n` display `name`, and
 * parameters as `{"ms": {"value": "1"}}`.
 *
 * One benchmark per result, keyed by its display name (`name`, else `command`); when several results
 * share a name (`-n fixed -P n 1 3 ...`) their parameters are appended Go-style (`fixed/n=1`), and
 * a name repeated with the same parameters gets `#2`, `#3`. Every run is one sample, in base units:
 * wall time `sec` (lower is better); per-run `user-sec`, `system-sec`, `peak-rss-B` and perf
 * counters when the file has them per run (v1's `user`/`system` are means over all runs, not
 * samples, and are left out).
 *
 * Note: v2's `time_cpu` is `time_user + time_system` of the same run (hyperfine src/metric.rs; equal to
 * the last bit in every run of the 2.0.0 fixtures), so it carries no sample the other two do not.
 * Kept, a CPU-time change showed in two rows (with no system time, `cpu-sec` and `user-sec` are the
 * same numbers) and counted twice in the Benjamini-Hochberg correction, costing every other test
 * power. So `time_cpu` is left out of a result whose every run also has `time_user` and
 * `time_system` (likewise its summary); a file without the parts keeps it as `cpu-sec`. The parts
 * rather than the sum: they say where the time went (user code or the kernel), and the sum is
 * theirs. A baseline parsed before this keeps its `cpu-sec`, which the comparison shows as removed,
 * with a note (compare/join.ts). No unit is mislabelled: wall time is `sec`, the CPU times carry
 * their qualifier; v1 has no per-run user/system (its `user`/`system` are means over the runs,
 * checked with hyperfine 1.15.0 and 1.20.0).
 *
 * Note: runs with a non-zero or null (killed by a signal) exit code exist only with
 * `--ignore-failure`. They are left out of the samples with a warning that gives their codes, since a
 * failed run (e.g. `command not found` after 1 ms) measures different work; when every run failed the
 * benchmark is marked failed. Averaging them in silently was rejected.
 */



const hyperfine_WHAT = 'hyperfine --export-json output: {"results": [{"command": "...", "times": [...], ...}]}';
const Scalar = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String);
const Params = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([Scalar, schemas/* object */.Ikc({ value: Scalar }).transform((p) => p.value)]));
const ExitCode = schemas/* number */.aig().int().nullable();
const hyperfine_Num = schemas/* number */.aig();
// z.lazy: built on first use (see schema/result.ts).
const ResultV1Schema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    command: schemas/* string */.YjP(), mean: hyperfine_Num.optional(), stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(),
    min: hyperfine_Num.optional(), max: hyperfine_Num.optional(), times: schemas/* array */.YOg(hyperfine_Num).optional(), exit_codes: schemas/* array */.YOg(ExitCode).optional(),
    memory_usage_byte: schemas/* array */.YOg(hyperfine_Num).optional(), parameters: Params.optional(), parameter: Scalar.optional(),
}));
const SummaryV2Schema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ unit: schemas/* string */.YjP().optional(), count: schemas/* number */.aig().int().min(1).optional(), mean: hyperfine_Num.optional(),
    stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(), min: hyperfine_Num.optional(), max: hyperfine_Num.optional() }));
const ResultV2Schema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    command: schemas/* string */.YjP(), name: schemas/* string */.YjP().optional(), parameters: Params.optional(),
    measurements: schemas/* array */.YOg(schemas/* object */.Ikc({ exit_code: ExitCode.optional() }).catchall(schemas/* unknown */.L5J())).optional(),
    summary: schemas/* record */.g1P(schemas/* string */.YjP(), SummaryV2Schema).optional(),
}));
const MeasuredSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ value: hyperfine_Num, unit: schemas/* string */.YjP().optional() }));
const hyperfine_FileSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ schema_version: schemas/* number */.aig().optional(), metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(), results: schemas/* array */.YOg(schemas/* unknown */.L5J()) }));
const WALL = { unit: 'sec', originalUnit: 's' };
const V2_UNITS = new Map([['time_wall_clock', 'sec'], ['time_cpu', 'cpu-sec'], ['time_user', 'user-sec'],
    ['time_system', 'system-sec'], ['memory_peak_resident', 'peak-rss-B']]);
/** True when the text looks like a hyperfine `--export-json` file (either schema). */
function detectHyperfine(text) {
    const head = (0,json_input/* jsonHead */.RW)(text, 8192);
    return head.startsWith('{') && /"results"\s*:\s*\[/.test(head) && /"command"\s*:|"hyperfine_version"\s*:/.test(head);
}
/** Parses a hyperfine `--export-json` file (v1 or v2). `source` names the input in diagnostics. */
function parseHyperfine(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, hyperfine_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = hyperfine_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${hyperfine_WHAT}`) };
    const v2 = file.data.schema_version !== undefined;
    if (v2 && file.data.schema_version !== 2)
        out.diagnostics.push({ severity: 'warning', source, line: json.lineOf(['schema_version']), message: `hyperfine JSON schema_version ${file.data.schema_version} is not one this parser knows (2); reading it as version 2` });
    const metadata = file.data.metadata ?? {};
    const platform = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).safeParse(metadata.platform);
    out.config = { ...(0,json_input/* primitiveStrings */.i6)(metadata), ...(platform.success ? (0,json_input/* primitiveStrings */.i6)(platform.data) : {}) };
    const entries = [];
    file.data.results.forEach((raw, index) => {
        const entry = v2 ? readV2(raw, index, source, json, out.diagnostics) : readV1(raw, index, source, json, out.diagnostics);
        if (entry !== undefined)
            entries.push({ entry, index });
    });
    const collector = new parsers_collector/* ResultCollector */.bO();
    const keys = uniqueKeys(entries.map((e) => e.entry));
    entries.forEach(({ entry, index }, i) => addEntry(collector, keys[i] ?? entry.name, entry, { file: source, line: json.lineOf(['results', index]) }, out.diagnostics));
    out.benchmarks = collector.finish();
    entries.forEach(({ entry }, i) => {
        const benchmark = out.benchmarks.find((b) => b.key === keys[i]);
        if (benchmark !== undefined && entry.runs.length === 0)
            benchmark.metrics.push(...entry.summaries.map(([spec, summary]) => (0,json_input/* summaryMetric */.bA)(spec.unit, spec.originalUnit, summary)));
    });
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
function readV1(raw, index, source, json, diagnostics) {
    const parsed = ResultV1Schema.safeParse(raw);
    if (!parsed.success)
        return void diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
    const r = parsed.data;
    const params = r.parameters ?? (r.parameter === undefined ? {} : { parameter: r.parameter });
    const runs = (r.times ?? []).map((t, i) => {
        const values = [[WALL, t]];
        const memory = r.memory_usage_byte?.[i];
        if (memory !== undefined)
            values.push([{ unit: 'peak-rss-B', originalUnit: 'byte' }, memory]);
        return { exitCode: r.exit_codes?.[i], values };
    });
    const center = r.median ?? r.mean;
    const summaries = center === undefined ? [] : [[WALL, withStats({ n: r.exit_codes?.length || 1, center, centerKind: r.median === undefined ? 'mean' : 'median' }, r)]];
    return { name: r.command, command: r.command, params, runs, summaries };
}
function readV2(raw, index, source, json, diagnostics) {
    const parsed = ResultV2Schema.safeParse(raw);
    if (!parsed.success)
        return void diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
    const r = parsed.data;
    const measurements = r.measurements ?? [];
    const cpuSplit = measurements.length > 0 && measurements.every(hasCpuParts);
    const runs = measurements.map((m, i) => {
        const values = [];
        for (const [metric, value] of Object.entries(m)) {
            if (metric === 'exit_code' || metric.trim() === '' || (cpuSplit && metric === CPU_SUM))
                continue;
            const measured = MeasuredSchema.safeParse(value);
            if (measured.success)
                values.push([v2Spec(metric, measured.data.unit), measured.data.value]);
            else
                diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(measured.error, ['results', index, 'measurements', i, metric], source, json.lineOf, 'hyperfine measurement left out', 1));
        }
        return { exitCode: m.exit_code, values };
    });
    const summary = r.summary ?? {};
    const summaryCpuSplit = hasCpuParts(summary);
    const summaries = Object.entries(summary).flatMap(([metric, s]) => {
        const center = s.median ?? s.mean;
        return center === undefined || metric.trim() === '' || (summaryCpuSplit && metric === CPU_SUM) ? [] : [[v2Spec(metric, s.unit), withStats({ n: s.count ?? 1, center, centerKind: s.median === undefined ? 'mean' : 'median' }, s)]];
    });
    return { name: r.name ?? r.command, command: r.command, params: r.parameters ?? {}, runs, summaries };
}
/** v2's CPU time, the sum of `time_user` and `time_system`: left out where both are there (see the header). */
const CPU_SUM = 'time_cpu';
/** True when a v2 measurement (or summary) has both parts of its CPU time. */
function hasCpuParts(metrics) {
    return Object.hasOwn(metrics, 'time_user') && Object.hasOwn(metrics, 'time_system');
}
function v2Spec(metric, given) {
    const unit = given === undefined || given.trim() === '' ? 'count' : given;
    const base = metric.replaceAll('_', '-');
    const known = V2_UNITS.get(metric);
    if (known !== undefined)
        return { unit: known, originalUnit: unit };
    return { unit: unit === 'second' ? `${base}-sec` : unit === 'byte' ? `${base}-B` : base, originalUnit: unit };
}
function withStats(summary, s) {
    if (s.min !== undefined)
        summary.min = s.min;
    if (s.max !== undefined)
        summary.max = s.max;
    if (s.stddev !== undefined && s.stddev !== null)
        summary.stddev = s.stddev;
    return summary;
}
/** Display names, made unique: `name/k=v` for names shared by several results, then `#2`, `#3`. */
function uniqueKeys(entries) {
    const count = new Map();
    for (const e of entries)
        count.set(e.name, (count.get(e.name) ?? 0) + 1);
    const seen = new Map();
    return entries.map((e) => {
        const withParams = (count.get(e.name) ?? 0) > 1 ? [e.name, ...Object.entries(e.params).map(([k, v]) => `${k}=${v}`)].join('/') : e.name;
        const n = (seen.get(withParams) ?? 0) + 1;
        seen.set(withParams, n);
        return n === 1 ? withParams : `${withParams} #${n}`;
    });
}
function addEntry(collector, key, entry, at, diagnostics) {
    collector.benchmark(key, key, (0,json_input/* jsonNameParts */._x)(entry.name, entry.params), entry.name === entry.command ? {} : { command: entry.command }, at);
    if (entry.runs.length === 0 && entry.summaries.length === 0) {
        diagnostics.push({ severity: 'error', source: at.file, line: at.line, message: `${key}: no runs (times/measurements) and no mean or median; it has no result` });
    }
    const failed = entry.runs.filter((r) => r.exitCode !== 0 && r.exitCode !== undefined);
    if (failed.length > 0) {
        const codes = failed.slice(0, 10).map((r) => String(r.exitCode)).join(', ') + (failed.length > 10 ? ', …' : '');
        const all = failed.length === entry.runs.length;
        const message = `${all ? 'all' : `${failed.length} of`} ${entry.runs.length} runs exited with a non-zero code (${codes})`;
        if (all)
            collector.mark(key, 'failed', message);
        diagnostics.push({ severity: 'warning', source: at.file, line: at.line, message: `${key}: ${message}; ${all ? 'it is reported as failed, not compared' : 'they are left out of the samples'}. Was hyperfine run with --ignore-failure?` });
    }
    for (const run of entry.runs) {
        if (run.exitCode !== 0 && run.exitCode !== undefined)
            continue;
        for (const [spec, value] of run.values)
            collector.addBaseSample(key, spec.unit, spec.originalUnit, value);
    }
}

;// CONCATENATED MODULE: ./src/parsers/rust-libtest-record.ts



/** How many samples libtest's reported summary has: the `[0.0_f64; 50]` of bench.rs `iter`. */
const LIBTEST_SUMMARY_SAMPLES = 50;
/** The samples of one result, or undefined when a number is out of range once in base units. */
function libtestSamples(bench, kind) {
    const { unit, exponent } = libtestUnit(bench.unit);
    const center = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.median, exponent);
    const deviation = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.deviation, exponent);
    // n: libtest summarises 50 samples (see the top of this file). Criterion's bencher lines (and
    // other harnesses read as `stddev`) do not say how many: criterion's `sample_size` (100 by
    // default, set per group) is not in them, so n stays 1, the schema's "not known".
    const n = kind === 'range' ? LIBTEST_SUMMARY_SAMPLES : 1;
    const summary = { n, center, centerKind: 'median' };
    if (kind === 'range')
        summary.spread = deviation;
    else
        summary.stddev = deviation;
    const samples = [{ unit, originalUnit: bench.unit, value: center, summary }];
    if (bench.megabytesPerSecond !== undefined) {
        const rate = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.megabytesPerSecond, 6);
        // libtest's rate is derived from the same median (bytes / median), so it summarises the same samples.
        samples.push({ unit: 'B/s', originalUnit: 'MB/s', value: rate, summary: { n, center: rate, centerKind: 'median' } });
    }
    const finite = Number.isFinite(deviation) && samples.every((s) => Number.isFinite(s.value));
    return finite ? samples : undefined;
}
/** Adds the samples to benchmark `key` (which must exist). */
function addLibtestSamples(collector, key, samples) {
    for (const sample of samples) {
        collector.addBaseSample(key, sample.unit, sample.originalUnit, sample.value);
        collector.setSummary(key, sample.unit, sample.summary);
    }
}
/**
 * Keys benchmarks so that two bench targets that define the same name stay apart. A suite's
 * identity is its target when known, else the set of its test names and the width libtest padded
 * them to (when known, or when every suite with those names that shows one shows the same):
 * concatenated runs of the same binaries repeat the same suites, and a
 * repeated name there is one more sample. A name
 * found in suites of different identities is keyed `target.name` when the target is known, else
 * `name`, `name #2`, ... in order of first appearance. (Two targets with identical test lists and
 * no `Running` lines cannot be told from a repeated run: they are merged.)
 */
class LibtestKeys {
    suites;
    identities;
    /** Per name, the identities of the suites it is in, each with its ordinal (1, 2, ...) in order of first appearance. */
    byName = new Map();
    reported = new Set();
    constructor(suites) {
        this.suites = suites;
        const tests = suites.map((s) => [...s.names].sort().join('\0'));
        // A suite that printed no bench result (each of its benches failed or was ignored) shows no
        // padding: it is a run of the binary that printed the same names, when they were padded alike.
        // Without this, a run whose only bench failed was keyed apart from the runs that measured it.
        const widths = new Map();
        suites.forEach((s, index) => {
            if (s.target !== undefined || s.width === undefined)
                return;
            const key = tests[index] ?? '';
            widths.set(key, (widths.get(key) ?? new Set()).add(s.width));
        });
        this.identities = suites.map((s, index) => {
            if (s.target !== undefined)
                return `target\0${s.target}`;
            const known = [...(widths.get(tests[index] ?? '') ?? [])];
            return `names\0${s.width ?? (known.length === 1 ? known[0] : '')}\0${tests[index] ?? ''}`;
        });
        suites.forEach((suite, index) => {
            const identity = this.identities[index] ?? '';
            for (const name of suite.names) {
                // Note: a Map, not an array searched with includes/indexOf: a name in 30,000 suites with
                // different tests took 40 s to key that way.
                const seen = this.byName.get(name);
                if (seen === undefined)
                    this.byName.set(name, new Map([[identity, 1]]));
                else if (!seen.has(identity))
                    seen.set(identity, seen.size + 1);
            }
        });
    }
    /** The key of `name` in suite `suite`. */
    keyOf(name, suite) {
        const target = this.suites[suite]?.target;
        const seen = this.byName.get(name);
        if (seen === undefined || seen.size <= 1)
            return { key: name, name, pkg: target, split: false };
        const ordinal = seen.get(this.identities[suite] ?? '') ?? 0;
        const split = ordinal > 1;
        if (target !== undefined)
            return { key: `${target}.${name}`, name, pkg: target, split };
        const unique = split ? `${name} #${ordinal}` : name;
        return { key: unique, name: unique, pkg: undefined, split };
    }
    /** True the first time it is asked about `name`: one notice per name kept apart. */
    firstNotice(name) {
        if (this.reported.has(name))
            return false;
        this.reported.add(name);
        return true;
    }
    /**
     * Why `name` was kept apart (once `keyOf` returned `firstSplit`): an info when cargo named every
     * target, else a warning. `guessed`: the suites were read from text without header lines
     * (libtest-blocks.ts), where runs of one target that each lost a different failed bench's line
     * list different tests too.
     */
    splitNotice(name, suiteWord, guessed = false) {
        const seen = [...(this.byName.get(name)?.keys() ?? [])];
        const keys = seen.map((identity, index) => {
            if (identity.startsWith('target\0'))
                return `${identity.slice('target\0'.length)}.${name}`;
            return index === 0 ? name : `${name} #${index + 1}`;
        });
        const list = (0,listed_names/* listNames */.Z)(keys);
        if (seen.every((identity) => identity.startsWith('target\0'))) {
            return { severity: 'info', message: `${name} runs in ${seen.length} bench targets; kept apart as ${list}` };
        }
        // `names\0<width>\0<names>`: suites that list the same tests told apart by their padding alone.
        const tests = new Set(seen.map((identity) => identity.slice(identity.indexOf('\0', 'names\0'.length) + 1)));
        const widths = new Set(seen.map((identity) => identity.slice('names\0'.length, identity.indexOf('\0', 'names\0'.length))).filter((w) => w !== ''));
        const differ = tests.size === 1 ? 'whose names libtest padded to different widths' : 'with different tests';
        const fix = 'capture with `cargo bench 2>&1` to keep cargo\'s `Running` lines, which name the targets';
        if (guessed && tests.size > 1 && widths.size <= 1) {
            // Nothing but the names tells these apart, and they could be runs of one target.
            return {
                severity: 'warning',
                message: `${name} runs in ${seen.length} ${suiteWord} ${differ}: read as bench targets that define the same name, kept apart as ${list}, not merged. `
                    + 'If they are runs of one target in which different benches failed (their lines filtered out), their samples belong together: '
                    + `keep libtest's \`running N tests\` lines (do not filter them out), or ${fix}`,
            };
        }
        return {
            severity: 'warning',
            message: `${name} runs in ${seen.length} ${suiteWord} ${differ}: two bench targets define the same name. Kept apart as ${list}, not merged; ${fix}`,
        };
    }
}

;// CONCATENATED MODULE: ./src/utf8-bytes.ts
/**
 * The length of a string in UTF-8 bytes, counted without encoding it: the summary limit
 * (report/budget.ts) is in bytes, and libtest pads bench names to its longest name in bytes
 * (parsers/libtest-blocks.ts), measured for every result line. A lone surrogate counts 3 bytes,
 * as TextEncoder (and so a file written from the string) encodes it: U+FFFD.
 */
function utf8Bytes(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80)
            bytes += 1;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            bytes += 4;
            i++;
        }
        else
            bytes += 3;
    }
    return bytes;
}

;// CONCATENATED MODULE: ./src/parsers/libtest-blocks.ts
/**
 * Telling bench binaries apart in libtest text that lost its `running N tests` lines (filtered
 * through `grep bench:`), in a stretch of input where a test name repeats: which lines are one
 * run of one bench binary (a block), and which blocks are runs of the same binary. Without this,
 * two bench targets that define the same names had their samples merged into one benchmark's.
 *
 * What libtest prints (rust-lang/rust: rustc's test harness lists a binary's tests sorted by their
 * path, `module::name`, the key of `#[rustc_test_marker]`; older libtests' `filter_tests` sorted
 * them by the same name. library/test `run_tests` runs the benches one at a time in that order,
 * after the tests, and `run_tests_console` pads every bench's name to the longest bench name of
 * its binary, in bytes, before any filter applies):
 *  - one run of one binary prints each name once, so a name printed again starts a block;
 *  - its `bench:` lines come in ascending name order, with the name field padded to one width, so
 *    a result line whose name does not ascend, or whose field has another width, starts a block;
 *  - two blocks padded to different widths come from two binaries, whatever their names.
 * (Widths are read only from libtest's own output, the input with padded names: criterion's
 * bencher lines are neither padded nor sorted.)
 *
 * Each block is then matched to the binaries read before it:
 *  - the same names, the same width: another run; its samples are added, silently;
 *  - names in common, another width, or names each lacks of the other (two targets that share
 *    most names): another binary, kept apart (LibtestKeys: `name #2`, with its own warning);
 *  - one's names a subset of the other's, the same width: the text cannot tell another run that
 *    lacks some benches (cut short, or benches that failed, their lines filtered out) from another
 *    target whose names are a subset. It is read as another run, as before, but with a warning
 *    naming both blocks' lines (one per binary, counting the blocks like it after them), unless
 *    the padding settles it: the block that lacks names is padded wider than its own longest name
 *    and exactly as wide as a name it lacks, so its binary has a bench that long which it did not
 *    print, as a run of the other block's binary would.
 *
 * Note: libtest's `--shuffle` (unstable) shuffles the tests only, not the benches. A harness that
 * pads names but does not sort them has its runs cut into more blocks than there were runs; where
 * its order is the same in every run, each block matches its own in the other runs.
 */

/** True when a name that starts runs is printed twice: only then can two runs have been merged. */
function hasRepeatedName(tests) {
    const seen = new Set();
    for (const test of tests) {
        if (!test.startsRun)
            continue;
        if (seen.has(test.name))
            return true;
        seen.add(test.name);
    }
    return false;
}
/**
 * More bench binaries than any real input has in one stretch without header lines: past it, the
 * lines are no runs libtest printed (names repeat in no order of libtest's), and matching each block
 * to every binary would take time quadratic in the input.
 */
const MAX_BINARIES = 200;
/** Splits `tests` into blocks and matches the blocks to binaries (see the module comment). */
function readBlocks(tests) {
    const binaries = [];
    const binaryOf = [];
    const merged = new Map();
    let previous = 0;
    for (const block of splitBlocks(tests)) {
        if (block.names.size === 0 && binaries.length > 0) {
            // Only `ignored` lines (a `#[test]`-only binary, or a run's `#[test]` lines): nothing to key, so no other binary.
            for (const test of block.tests)
                binaryOf[test] = previous;
            continue;
        }
        if (binaries.length >= MAX_BINARIES)
            return oneBinary(tests);
        const relations = binaries.map((binary) => relate(block, binary));
        let index = relations.indexOf('same');
        if (index === -1)
            index = relations.findIndex((r) => r === 'fewer' || r === 'more');
        const binary = binaries[index];
        if (binary === undefined) {
            const created = { names: new Set(), width: block.width, block, lengths: new Map(), longest: 0 };
            addNames(created, block.names);
            index = binaries.push(created) - 1;
        }
        else {
            const relation = relations[index];
            if ((relation === 'fewer' || relation === 'more') && !paddingSettles(block, binary, relation)) {
                // One warning per binary, counting the blocks after the first: ten runs that each lack a bench
                // say no more than one (and a warning per block, each listing the binary's names, was quadratic).
                const first = merged.get(index);
                if (first === undefined)
                    merged.set(index, { line: block.first, what: mergedBlock(block, binary, relation), more: 0, last: block.end });
                else
                    [first.more, first.last] = [first.more + 1, block.end];
            }
            addNames(binary, block.names);
            binary.width ??= block.width;
        }
        for (const test of block.tests)
            binaryOf[test] = index;
        previous = index;
    }
    const warnings = [...merged.values()].map((first) => ({ line: first.line, message: mergeWarning(first) }));
    return { binaryOf, binaries: binaries.map(({ names, width }) => ({ names, width })), warnings };
}
function addNames(binary, names) {
    for (const name of names) {
        if (binary.names.has(name))
            continue;
        binary.names.add(name);
        const length = utf8Bytes(name);
        binary.lengths.set(length, (binary.lengths.get(length) ?? new Set()).add(name));
        binary.longest = Math.max(binary.longest, length);
    }
}
/** Every test as one binary's, with a warning: see MAX_BINARIES. */
function oneBinary(tests) {
    const names = new Set(tests.flatMap((test) => (test.bench ? [test.name] : [])));
    const [first, last] = [tests[0]?.line ?? 0, tests[tests.length - 1]?.line ?? 0];
    return {
        binaryOf: tests.map(() => 0),
        binaries: [{ names, width: undefined }],
        warnings: [{
                line: first,
                message: `lines ${first}-${last} repeat test names in more than ${MAX_BINARIES} blocks with no \`running N tests\` line between them, in no order libtest prints: `
                    + 'read as runs of one bench target, so a name\'s samples may mix different benchmarks. Keep libtest\'s `running N tests` lines (do not filter them out)',
            }],
    };
}
function splitBlocks(tests) {
    const blocks = [];
    let block;
    tests.forEach((test, index) => {
        if (block === undefined || startsBlock(block, test)) {
            block = { tests: [], seen: new Set(), names: new Set(), width: undefined, last: undefined, first: test.line, end: test.line };
            blocks.push(block);
        }
        block.tests.push(index);
        block.seen.add(test.name);
        if (test.bench)
            block.names.add(test.name);
        block.end = test.line;
        if (test.width === undefined)
            return;
        block.width = test.width;
        block.last = test.name;
    });
    return blocks;
}
/**
 * A repeated name, or a result line that does not continue the block's ascending names at its
 * width. (Names compare as UTF-16 code units, libtest's as UTF-8 bytes: they differ only between
 * astral characters and U+E000 to U+FFFF.)
 */
function startsBlock(block, test) {
    if (test.startsRun && block.seen.has(test.name))
        return true;
    if (test.width === undefined || block.last === undefined)
        return false;
    return test.width !== block.width || !(test.name > block.last);
}
/** `fewer`: the block lists only some of the binary's names; `more`: the binary only some of the block's. */
function relate(block, binary) {
    let shared = 0;
    for (const name of block.names)
        if (binary.names.has(name))
            shared++;
    if (shared === 0)
        return 'none';
    if (block.width !== undefined && binary.width !== undefined && block.width !== binary.width)
        return 'apart';
    const fewer = shared === block.names.size;
    const more = shared === binary.names.size;
    if (fewer && more)
        return 'same';
    return fewer ? 'fewer' : more ? 'more' : 'apart';
}
/**
 * True when the side that lacks names is padded wider than every name it printed and exactly as
 * wide as a name it lacks: libtest pads to its binary's longest bench, so the lacking side's binary
 * has an unprinted bench that long, as a run of the other side's binary that lost it would.
 */
function paddingSettles(block, binary, relation) {
    const width = block.width;
    if (width === undefined || width !== binary.width)
        return false;
    if (relation === 'more') {
        if (binary.longest >= width)
            return false;
        for (const name of block.names)
            if (!binary.names.has(name) && utf8Bytes(name) === width)
                return true;
        return false;
    }
    for (const name of block.names)
        if (utf8Bytes(name) >= width)
            return false;
    // Each name passed over is one of the block's, so this takes no longer than the loop above.
    for (const name of binary.lengths.get(width) ?? [])
        if (!block.names.has(name))
            return true;
    return false;
}
/** What was merged, for the warning: `block`, or the binary it was merged into, lacks some of the other's names. */
function mergedBlock(block, binary, relation) {
    const [small, large] = relation === 'fewer' ? [block, binary.block] : [binary.block, block];
    const [smallNames, largeNames] = relation === 'fewer' ? [block.names, binary.names] : [binary.names, block.names];
    const lacking = [...largeNames].filter((name) => !smallNames.has(name));
    const shared = [...smallNames].filter((name) => largeNames.has(name));
    return `${lines(small)} ${small.first === small.end ? 'lists' : 'list'} only some of the benchmarks of ${lines(large)} (not ${list(lacking)}), with no \`running N tests\` line between them: `
        + `read as two runs of one bench target (one cut short, or with benches that failed and lost their lines), so the samples of ${list(shared)} were added together.`;
}
function mergeWarning({ what, more, last }) {
    const others = more === 0 ? '' : ` So were ${more} more ${more === 1 ? 'block' : 'blocks'} of the same benchmarks, up to line ${last}.`;
    return `${what}${others} If they are two bench targets that define the same names, those samples mix two different benchmarks: keep libtest's \`running N tests\` lines `
        + '(do not filter them out), or capture with `cargo bench 2>&1` to keep cargo\'s `Running` lines, which name the targets';
}
function lines(block) {
    return block.first === block.end ? `line ${block.first}` : `lines ${block.first}-${block.end}`;
}
function list(names) {
    const shown = names.slice(0, 3).join(', ');
    return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

;// CONCATENATED MODULE: ./src/parsers/libtest-terse.ts
/**
 * libtest's terse format, which `cargo bench -q` selects (cargo passes -q on to the bench binary;
 * also `-- -q` or `--format terse`). Format reference: rust-lang/rust library/test/src/formatters/
 * terse.rs, and what rustc 1.97 nightly prints (fixtures/libtest/quiet*.txt). Bench results keep
 * the pretty layout (`test <name> ... bench: ...` and `running N tests`), but:
 *  - a test's short result (`.` ok, `i` ignored; `F` failed before 2023) has no newline, so it is
 *    glued onto whatever comes next: `itest bench_fib ... bench: ...`;
 *  - with one test thread a bench's name is printed when it starts, so an ignored bench's `i` and
 *    the next bench share a line: `test bench_ignored ... itest bench_panics ... bench: ...`;
 *  - a failure is `<name> --- FAILED` on a line of its own, after a progress count ` 2/8` (which
 *    every 88th short result also gets).
 * Without this module, the glued result lines were refused (no name), a failure was not reported
 * at all, and the single-thread glued line gave the ignored bench the next bench's sample.
 */
/** One or more short results (the first is the test's own), then the next test line. */
const GLUED_MARKS = /^([.iF])[.iF]*(?=test )/;
/** A test line's outcome that is a terse short result, maybe followed by a progress count. */
const MARK_OUTCOME = /^([.iF])[.iF]*(?: \d+\/\d+)?$/;
/** A terse progress count on its own line, maybe after short results: `i 2/8`, `.... 88/120`. */
const PROGRESS_LINE = /^[.iF]* \d+\/\d+$/;
const FAILED_LINE = /^(\S.*) --- FAILED$/;
const WORDS = { '.': 'ok', i: 'ignored', F: 'FAILED' };
/**
 * The test lines in one printed line, short results spelt as the pretty format's words:
 * `itest a ... bench: 1` gives [`test a ... bench: 1`], and `test a ... itest b ... bench: 1`
 * gives [`test a ... ignored`, `test b ... bench: 1`]. Any other line is returned as it is.
 */
function terseTestLines(line) {
    let rest = line.replace(GLUED_MARKS, '');
    if (!rest.startsWith('test '))
        return [line];
    const lines = [];
    for (;;) {
        // A glued short result follows ` ... `; search from after `test ` so a name cannot match itself.
        const at = rest.search(/ \.\.\. [.iF]+test /);
        if (at === -1)
            break;
        const marks = GLUED_MARKS.exec(rest.slice(at + 5));
        if (marks === null)
            break;
        lines.push(`${rest.slice(0, at)} ... ${WORDS[marks[1] ?? ''] ?? ''}`);
        rest = rest.slice(at + 5 + marks[0].length);
    }
    lines.push(rest);
    return lines;
}
/** The pretty word (`ok`, `ignored`, `FAILED`) for a terse outcome (`i`, `i 87/120`); undefined for any other. */
function terseOutcome(outcome) {
    const mark = MARK_OUTCOME.exec(outcome)?.[1];
    return mark === undefined ? undefined : WORDS[mark];
}
/** The name on a terse failure line (`bench_panics --- FAILED`), else undefined. */
function terseFailure(line) {
    return FAILED_LINE.exec(line)?.[1];
}
/** True for a terse progress count (`i 2/8`): no test line, no result. */
function isTerseProgress(line) {
    return PROGRESS_LINE.test(line);
}

;// CONCATENATED MODULE: ./src/parsers/libtest.ts










const PADDED_NAME = /^test \S+ {2,}\.\.\. /;
// Anchored at the end: output the benchmark printed (`--nocapture`) can come before `bench:`.
const BENCH_RESULT = /bench:\s+(\S+) (\S+) \(\+\/- (\S+)\)(?: = (\S+) MB\/s)?\s*$/;
const RUNNING = /^running \d+ tests?$/;
const IGNORED = /^ignored(?:, .*)?$/;
const FAILURE_HEADER = /^---- (.+) stdout ----$/;
const FAILURE_END = /^(?:---- .+ stdout ----|failures:|test result:.*|running \d+ tests?)$/;
const EXPECTED = '"test <name> ... bench: <median> ns/iter (+/- <deviation>)", e.g. "test fib ... bench: 1,234.56 ns/iter (+/- 7.89)"';
/** A cheap content sniff: does the text contain a libtest-style bench result line? */
function detectLibtest(text) {
    // eslint-disable-next-line no-control-regex
    return text.includes('bench') && /^(?:[.iF]|\u001b\[[0-9;]*m)*test .+? \.\.\. (?:\u001b\[[0-9;]*m)?bench(?:\u001b[^:\n]*)?:\s+[\d,]+(?:\.\d+)? \S+ \(\+\/- /m.test(text);
}
/** Parses libtest bench output (or criterion `--output-format bencher`). `source` names the input in diagnostics. */
function parseLibtest(text, source) {
    return new LibtestReader(source).read(text);
}
/**
 * Splits `test <name><padding> ... <outcome>` at the first ` ...` followed by a space or the end
 * (names may contain spaces: criterion ids). Done by hand: a regex with a lazy name before `\s+`
 * backtracks quadratically on long runs of spaces.
 */
function splitTestLine(line) {
    if (!line.startsWith('test '))
        return undefined;
    for (let dots = line.indexOf(' ...', 5); dots !== -1; dots = line.indexOf(' ...', dots + 1)) {
        const next = line.charAt(dots + 4);
        if (next !== '' && next !== ' ')
            continue;
        const field = line.slice(5, dots);
        const name = field.trimEnd();
        if (name !== '')
            return { name, field, outcome: line.slice(dots + 5) };
    }
    return undefined;
}
class LibtestReader {
    source;
    collector = new parsers_collector/* ResultCollector */.bO();
    diagnostics = [];
    unrecognized = [];
    /** The suite (`running N tests` block, or bench binary read from its lines) of each line, and the keys of the names in them. */
    suiteAt = [];
    keys = new LibtestKeys([]);
    deviationKind = 'stddev';
    pending;
    failure;
    firstOk;
    /** Whether suites were read from the lines of a stretch without header lines (see findSuites). */
    inferredSuites = false;
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        if (lines.some((line) => RUNNING.test(line) || PADDED_NAME.test(line)))
            this.deviationKind = 'range';
        this.findSuites(lines);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        this.dropPending();
        this.closeFailure();
        const benchmarks = this.collector.finish();
        if (benchmarks.length === 0 && this.firstOk !== undefined) {
            this.report('warning', this.firstOk, 'benchmarks ran as tests (`... ok`, from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
        }
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    /**
     * A suite starts at cargo's `Running` line (which names its target) or at a `running N tests`
     * line not right after one; a suite without a `Running` line keeps the last target named. Where
     * a name repeats between two such header lines, they were filtered out (`grep bench:`) and the
     * stretch holds several runs: libtest-blocks.ts reads which lines are runs of which bench
     * binary, and each binary is a suite. Without this, two targets' `bench_fib_10` were merged.
     */
    findSuites(lines) {
        const regions = headerRegions(lines, this.deviationKind === 'range');
        const suites = [];
        for (const region of regions) {
            const first = suites.length;
            if (!hasRepeatedName(region.tests)) {
                suites.push({ target: region.target, names: new Set(region.tests.map((t) => t.name)), width: commonWidth(region.tests) });
                for (let line = region.start; line < region.end; line++)
                    this.suiteAt.push(first);
                continue;
            }
            const reading = readBlocks(region.tests);
            for (const binary of reading.binaries)
                suites.push({ target: region.target, ...binary });
            if (reading.binaries.length > 1)
                this.inferredSuites = true;
            for (const warning of reading.warnings)
                this.report('warning', warning.line, warning.message);
            // Each line belongs to the binary of the last test named at or before it (the first test's before any).
            let next = 0;
            let binary = first + (reading.binaryOf[0] ?? 0);
            for (let line = region.start; line < region.end; line++) {
                for (; next < region.tests.length && (region.tests[next]?.line ?? Infinity) <= line + 1; next++)
                    binary = first + (reading.binaryOf[next] ?? 0);
                this.suiteAt.push(binary);
            }
        }
        this.keys = new LibtestKeys(suites);
    }
    readLine(line, lineNo) {
        if (this.failure !== undefined) {
            if (!FAILURE_END.test(line)) {
                this.failure.lines.push(line);
                return;
            }
            this.closeFailure();
        }
        if (line.trim() === '' || line === 'failures:')
            return;
        const target = cargoRunningTarget(line);
        if (target !== undefined || RUNNING.test(line) || line.startsWith('test result:'))
            return this.dropPending();
        const header = FAILURE_HEADER.exec(line);
        if (header !== null) {
            this.dropPending();
            this.failure = { name: header[1] ?? '', suite: this.suiteOf(lineNo), lines: [] };
            return;
        }
        const parts = terseTestLines(line);
        if (parts.length > 1)
            return parts.forEach((part) => this.readLine(part, lineNo));
        const test = splitTestLine(parts[0] ?? line);
        if (test !== undefined)
            return this.readTestLine({ name: test.name, line: lineNo }, test.outcome);
        const failed = terseFailure(line);
        if (failed !== undefined)
            return this.readTerseFailure(failed, lineNo);
        if (isTerseProgress(line))
            return;
        if (this.pending !== undefined)
            return this.continuePending(this.pending, line, lineNo);
        if (BENCH_RESULT.test(line))
            return this.report('error', lineNo, `a bench result without a benchmark name (the "test <name> ..." part was lost); expected ${EXPECTED}`, line);
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    readTestLine(test, outcome) {
        this.dropPending();
        const result = BENCH_RESULT.exec(outcome);
        if (result !== null) {
            if (result.index > 0)
                this.report('info', test.line, `${test.name}: output printed by the benchmark precedes its result on this line`);
            return this.record(test, result);
        }
        if (outcome.startsWith('bench:'))
            return this.report('error', test.line, `cannot read the result of ${test.name}; expected ${EXPECTED}`, outcome);
        if (this.readOutcome(test, outcome))
            return;
        // Anything else: output the benchmark printed (`--nocapture`) split the line; the result may follow.
        this.pending = test;
    }
    /** `ok`, `ignored[, reason]` and `FAILED` (or their terse marks); false for anything else. */
    readOutcome(test, printed) {
        const outcome = terseOutcome(printed) ?? printed;
        if (outcome === 'ok')
            this.firstOk ??= test.line;
        else if (/^FAILED\b/.test(outcome))
            this.fail(test);
        else if (!IGNORED.test(outcome))
            return false;
        return true;
    }
    continuePending(pending, line, lineNo) {
        const result = BENCH_RESULT.exec(line);
        if (result === null && !this.readOutcome(pending, line.trim()))
            return; // more printed output
        this.pending = undefined;
        if (result === null)
            return;
        this.report('info', pending.line, `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}`);
        this.record(pending, result);
    }
    /**
     * A terse `name --- FAILED` line: the failure of the test whose line waits for its outcome (one
     * test thread: `test name ...  2/8` came first), or of a test not named before (several threads).
     */
    readTerseFailure(name, lineNo) {
        const pending = this.pending;
        if (pending?.name === name) {
            this.pending = undefined;
            return this.fail(pending);
        }
        this.dropPending();
        this.fail({ name, line: lineNo });
    }
    dropPending() {
        const pending = this.pending;
        this.pending = undefined;
        if (pending !== undefined)
            this.report('error', pending.line, `cannot read the outcome of ${pending.name}: no result followed; expected ${EXPECTED}, "ok", "ignored" or "FAILED"`);
    }
    record(test, result) {
        const [, medianText = '', unit = '', deviationText = '', rateText] = result;
        const median = parseGroupedDecimal(medianText);
        const deviation = parseGroupedDecimal(deviationText);
        const rate = rateText === undefined ? undefined : parseGroupedDecimal(rateText);
        if (median === undefined || deviation === undefined || (rateText !== undefined && rate === undefined)) {
            return this.report('error', test.line, `cannot read the numbers of ${test.name}; expected ${EXPECTED}`, result[0]);
        }
        const samples = libtestSamples({ median, deviation, unit, megabytesPerSecond: rate }, this.deviationKind);
        if (samples === undefined)
            return this.report('error', test.line, `the numbers of ${test.name} are out of range`, result[0]);
        addLibtestSamples(this.collector, this.benchmarkAt(test), samples);
        if (median === 0)
            this.warnZero(test, medianText, unit);
    }
    /**
     * A median printed as 0 is below the format's resolution: criterion's bencher lines (and libtest
     * before 2024) print whole numbers, truncated, so `0 ns/iter` is anything under 1 ns (criterion's
     * own report said 590 ps). The 0 samples are kept, not dropped: 0 against 0 then compares as
     * inconclusive (all samples equal), visibly, and a real slowdown to 1 ns or more still shows as a
     * regression, where dropping them would hide it as a `new` metric. The cost is that a change from
     * just under to just over 1 ns also shows as one; this warning says why.
     */
    warnZero(test, medianText, unit) {
        const decimals = medianText.split('.')[1]?.length ?? 0;
        const resolution = decimals === 0 ? `1 ${unit.replace(/\/iter$/, '')}` : `0.${'0'.repeat(decimals - 1)}1 ${unit.replace(/\/iter$/, '')}`;
        const instead = this.deviationKind === 'stddev'
            ? 'for sub-nanosecond benchmarks use criterion\'s default text report or its target/criterion directory instead of --output-format bencher'
            : 'make the benchmark do more work per iteration';
        this.report('warning', test.line, `${test.name}: ${medianText} ${unit} is below this format's ${resolution} resolution (truncated), so it cannot be compared while it stays under that (it reads 0 every run); ${instead}`);
    }
    fail(test) {
        this.collector.mark(this.benchmarkAt(test), 'failed');
        this.report('warning', test.line, `${test.name} failed; it is reported as failed, not compared`);
    }
    suiteOf(lineNo) {
        return this.suiteAt[lineNo - 1] ?? 0;
    }
    benchmarkAt(test) {
        const { key, name, pkg, split } = this.keys.keyOf(test.name, this.suiteOf(test.line));
        if (split && this.keys.firstNotice(test.name)) {
            const notice = this.keys.splitNotice(test.name, !this.inferredSuites
                ? '`running N tests` blocks'
                : this.deviationKind === 'range'
                    ? 'blocks (told apart without `running N tests` lines: where a name repeats, where names stop ascending, or where their padding changes)'
                    : 'blocks (told apart without `running N tests` lines, where a name repeats)', this.inferredSuites);
            this.report(notice.severity, test.line, notice.message);
        }
        this.collector.benchmark(key, name, splitSlashName(test.name, pkg), {}, { file: this.source, line: test.line });
        return key;
    }
    closeFailure() {
        const failure = this.failure;
        this.failure = undefined;
        if (failure === undefined)
            return;
        const { key } = this.keys.keyOf(failure.name, failure.suite);
        if (!this.collector.has(key))
            return;
        const message = panicMessage(failure.lines);
        if (message !== '')
            this.collector.addMessage(key, message);
    }
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = (0,types/* excerpt */.K)(text);
        this.diagnostics.push(diagnostic);
    }
}
/**
 * Cuts the input at header lines as libtest and cargo print them (a `Running` line and the
 * `running N tests` line after it start one region) and lists the tests each region names.
 */
function headerRegions(lines, padded) {
    const regions = [{ target: undefined, start: 0, end: 0, tests: [] }];
    let target;
    let named = false; // the current region was started by a Running line and has no running header yet
    lines.forEach((line, index) => {
        const running = cargoRunningTarget(line);
        const header = running !== undefined || RUNNING.test(line);
        if (running !== undefined)
            target = running;
        if (header && (running !== undefined || !named))
            regions.push({ target, start: index, end: index, tests: [] });
        if (header)
            named = running !== undefined;
        const region = regions[regions.length - 1];
        if (region === undefined)
            return;
        region.end = index + 1;
        if (header)
            return;
        region.tests.push(...namedTests(line, index + 1, padded));
        // A terse failure names its test too (with several threads, on this line only): without it a
        // run the bench failed in lists other names than the runs it passed in.
        const failed = terseFailure(line);
        if (failed !== undefined)
            region.tests.push({ line: index + 1, name: failed, width: undefined, startsRun: false, bench: true });
    });
    return regions;
}
/** The tests named on one line (a terse line can hold two: `test a ... itest b ... bench:`); widths of libtest's own result lines. */
function namedTests(line, lineNo, padded) {
    return terseTestLines(line).flatMap((part) => {
        const test = splitTestLine(part);
        if (test === undefined)
            return [];
        const width = padded && BENCH_RESULT.test(test.outcome) ? utf8Bytes(test.field) : undefined;
        const outcome = terseOutcome(test.outcome) ?? test.outcome;
        return [{ line: lineNo, name: test.name, width, startsRun: true, bench: outcome !== 'ok' && !IGNORED.test(outcome) }];
    });
}
/** The width every result line of a region shares, if they share one. */
function commonWidth(tests) {
    const widths = new Set(tests.flatMap((t) => (t.width === undefined ? [] : [t.width])));
    const [width] = widths;
    return widths.size === 1 ? width : undefined;
}

;// CONCATENATED MODULE: ./src/parsers/libtest-json.ts
/**
 * Parser for libtest's JSON output (`cargo +nightly bench -- -Z unstable-options --format json`).
 *
 * Format reference: rust-lang/rust `library/test/src/formatters/json.rs` (nightly 1.97),
 * FORMATS.md §2.2. One event per line; bench-gate reads:
 *   { "type": "bench", "name": "fib", "median": 143.15, "deviation": 4.27, "mib_per_second": 1218 }
 *   { "type": "test", "name": "x", "event": "failed", "stdout": "thread 'main' panicked at ..." }
 * `median` and `deviation` (max - min, as in the text format) are ns per iteration; each bench
 * event is one sample of its median. `mib_per_second` is the text format's integer "MB/s"
 * (decimal megabytes, despite the name) and becomes a `B/s` metric. Suite and `started`/`ok`/
 * `ignored` events carry nothing to compare. A line that is not JSON is a warning (cargo's own
 * status lines, which `2>&1` mixes in, are skipped, and `Running` names the bench target). Two
 * bench targets that define the same name stay apart (see LibtestKeys): by target when cargo's
 * `Running` lines are in the input, else as `name #2` with a warning.
 */







// z.lazy: built on first use (see schema/result.ts).
const libtest_json_EventSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ type: schemas/* string */.YjP(), event: schemas/* string */.YjP().optional(), name: schemas/* string */.YjP().optional() }));
const BenchSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    median: schemas/* number */.aig().nonnegative(),
    deviation: schemas/* number */.aig().nonnegative(),
    mib_per_second: schemas/* number */.aig().nonnegative().optional(),
}));
const FailedSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({ name: schemas/* string */.YjP(), stdout: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() }));
const LIBTEST_EVENT = /^\s*\{\s*"type"\s*:\s*"(?:suite|test|bench)"/m;
/** A cheap content sniff: does the text contain libtest JSON events? */
function detectLibtestJson(text) {
    // The multi-line regex tries every line start; a plain search rules most inputs out first.
    return text.includes('"type"') && LIBTEST_EVENT.test(text);
}
/** Parses libtest JSON events. `source` names the input in diagnostics. */
function parseLibtestJson(text, source) {
    const collector = new parsers_collector/* ResultCollector */.bO();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: (0,types/* excerpt */.K)(lineText) }) });
    };
    let firstOk;
    const lines = splitLines(text);
    const events = lines.map((line) => (line.trim() === '' ? undefined : readJson(line)));
    const { suiteAt, keys } = findSuites(lines, events);
    const benchmarkAt = (name, lineNo) => {
        const { key, name: unique, pkg, split } = keys.keyOf(name, suiteAt[lineNo - 1] ?? 0);
        if (split && keys.firstNotice(name)) {
            const notice = keys.splitNotice(name, 'JSON suites (`"type": "suite"` events)');
            report(notice.severity, lineNo, notice.message);
        }
        collector.benchmark(key, unique, splitSlashName(name, pkg), {}, { file: source, line: lineNo });
        return key;
    };
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const event = events[index];
        if (event === undefined) {
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
            if (/"type"\s*:\s*"bench"/.test(line))
                report('error', lineNo, 'a bench event that is not valid JSON (a NaN or a cut line?); its result is lost', line);
            else if (!CARGO_STATUS.test(line))
                report('warning', lineNo, 'not a libtest JSON event (text printed outside the JSON stream, e.g. by cargo or the benchmark)', line);
            return;
        }
        const kind = libtest_json_EventSchema.safeParse(event);
        if (!kind.success)
            return report('warning', lineNo, 'JSON that is not a libtest event (no "type")', line);
        if (kind.data.type === 'bench') {
            const bench = BenchSchema.safeParse(event);
            if (!bench.success)
                return report('error', lineNo, `cannot read this bench event:\n${errors/* prettifyError */.S1(bench.error)}`, line);
            const { name, median, deviation, mib_per_second: rate } = bench.data;
            const samples = libtestSamples({ median, deviation, unit: 'ns/iter', megabytesPerSecond: rate }, 'range');
            if (samples === undefined)
                return report('error', lineNo, `the numbers of ${name} are out of range`, line);
            addLibtestSamples(collector, benchmarkAt(name, lineNo), samples);
        }
        else if (kind.data.type === 'test' && kind.data.event === 'failed') {
            const failed = FailedSchema.safeParse(event);
            if (!failed.success)
                return report('error', lineNo, 'a failed-test event without a name', line);
            const { name, stdout, message } = failed.data;
            const key = benchmarkAt(name, lineNo);
            const panic = panicMessage(splitLines(stdout ?? message ?? ''));
            collector.mark(key, 'failed', panic === '' ? undefined : panic);
            report('warning', lineNo, `${name} failed; it is reported as failed, not compared`);
        }
        else if (kind.data.type === 'test' && kind.data.event === 'ok') {
            firstOk ??= lineNo;
        }
    });
    const benchmarks = collector.finish();
    if (benchmarks.length === 0 && firstOk !== undefined) {
        report('warning', firstOk, 'benchmarks ran as tests ("event": "ok", from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
    }
    diagnostics.sort((a, b) => a.line - b.line);
    return { benchmarks, config: {}, diagnostics, unrecognized, lineCount: lines.length };
}
/**
 * A suite starts at cargo's `Running` line (which names its target) or at a suite `started` event
 * not right after one; a suite without a `Running` line keeps the last target named.
 */
function findSuites(lines, events) {
    const suites = [{ target: undefined, names: new Set() }];
    const suiteAt = [];
    let target;
    let named = false;
    lines.forEach((line, index) => {
        const parsed = libtest_json_EventSchema.safeParse(events[index]);
        const running = events[index] === undefined ? cargoRunningTarget(line) : undefined;
        if (running !== undefined) {
            target = running;
            suites.push({ target, names: new Set() });
            named = true;
        }
        else if (parsed.success && parsed.data.type === 'suite' && parsed.data.event === 'started') {
            if (!named)
                suites.push({ target, names: new Set() });
            named = false;
        }
        else if (parsed.success && parsed.data.name !== undefined) {
            suites[suites.length - 1]?.names.add(parsed.data.name);
        }
        suiteAt.push(suites.length - 1);
    });
    return { suiteAt, keys: new LibtestKeys(suites) };
}
function readJson(line) {
    if (!line.trimStart().startsWith('{'))
        return undefined;
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/parsers/pytest.ts
/**
 * Parser for pytest-benchmark JSON (`--benchmark-json=FILE`, or `.benchmarks/<machine>/NNNN_*.json`
 * saved with `--benchmark-autosave`).
 *
 * Format reference: ionelmc/pytest-benchmark 5.3.1 (FORMATS.md §7); real files from 5.3.1 and a
 * 2.5.0 storage file. Example benchmark (shortened):
 *   {"name": "test_fib_param[5]", "fullname": "test_bench.py::test_fib_param[5]", "params": {"n": 5},
 *    "param": "5", "group": null, "extra_info": {}, "stats": {"median": 5.759e-07, "rounds": 814,
 *    "iterations": 10, "data": [5.8e-07, ...], ...}}
 *
 * One benchmark per entry, keyed by `fullname` (the pytest node id; `name` when absent). The file
 * part of the node id is the package, the rest the name. Every round in `stats.data` is one sample
 * of `sec/op` (seconds per call: pytest-benchmark already divided each round by `iterations`).
 * Files without `data` (old storage files, `--benchmark-json` before 3.x) give the tool's summary
 * instead: median (else mean) with min, max, stddev and `rounds` as n.
 *
 * Note: `ops` (1/mean) is not kept as a metric: it is derived from the same rounds, so a regression
 * would be counted twice. Failed benchmarks are absent from the file (their test failed).
 */




const pytest_WHAT = 'pytest-benchmark JSON: {"machine_info": {...}, "benchmarks": [{"fullname": "...", "stats": {"median": ..., "data": [...]}}]}';
const pytest_Num = schemas/* number */.aig();
const pytest_Scalar = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()]);
// z.lazy: built on first use (see schema/result.ts).
const StatsSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    min: pytest_Num.optional(), max: pytest_Num.optional(), mean: pytest_Num.optional(), stddev: pytest_Num.nullable().optional(), median: pytest_Num.optional(),
    rounds: schemas/* number */.aig().int().min(1).optional(), iterations: schemas/* number */.aig().int().min(1).optional(), data: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
}));
const BenchmarkSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    name: schemas/* string */.YjP(), fullname: schemas/* string */.YjP().optional(), group: schemas/* string */.YjP().nullable().optional(),
    params: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(), param: pytest_Scalar.optional(),
    extra_info: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(), stats: StatsSchema,
}));
const AnyObject = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
const pytest_FileSchema = schemas/* lazy */.RZV(() => schemas/* object */.Ikc({
    machine_info: AnyObject.optional(), commit_info: AnyObject.optional(), datetime: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(), benchmarks: schemas/* array */.YOg(schemas/* unknown */.L5J()),
}));
/** True when the text looks like pytest-benchmark JSON. */
function detectPytest(text) {
    const head = (0,json_input/* jsonHead */.RW)(text);
    return head.startsWith('{') && (/"machine_info"\s*:\s*\{/.test(head) || (/"benchmarks"\s*:\s*\[/.test(head) && /"fullname"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head)));
}
/** Parses pytest-benchmark JSON. `source` names the input in diagnostics. */
function parsePytest(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, pytest_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = pytest_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${pytest_WHAT}`) };
    out.config = fileConfig(file.data);
    const collector = new parsers_collector/* ResultCollector */.bO();
    const summaries = new Map();
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = BenchmarkSchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (!parsed.success)
            return void out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark left out'));
        const b = parsed.data;
        const { key, name, parts, config } = identify(b);
        if (collector.has(key))
            out.diagnostics.push({ severity: 'info', source, line, message: `${key} appears more than once; its rounds are merged` });
        collector.benchmark(key, name, parts, config, { file: source, line });
        const note = (severity, message, at = line) => void out.diagnostics.push({ severity, source, line: at, message: `${key}: ${message}` });
        const data = readRounds(b.stats, (message) => note('warning', message, json.lineOf(['benchmarks', index, 'stats', 'data'])));
        if (data.length > 0) {
            for (const value of data)
                collector.addBaseSample(key, 'sec/op', 's', value, b.stats.iterations);
            const { rounds } = b.stats;
            if (rounds !== undefined && rounds !== data.length)
                note('info', `stats.data holds ${data.length} rounds but stats.rounds says ${rounds}; using the ${data.length} in data (was the file trimmed?)`);
            return;
        }
        const center = b.stats.median ?? b.stats.mean;
        if (center === undefined)
            return note('error', 'stats has neither data nor median nor mean; the benchmark has no result');
        summaries.set(key, statsSummary(b.stats, center));
    });
    out.benchmarks = collector.finish();
    for (const benchmark of out.benchmarks) {
        const summary = summaries.get(benchmark.key);
        if (summary !== undefined && benchmark.metrics.length === 0)
            benchmark.metrics.push((0,json_input/* summaryMetric */.bA)('sec/op', 's', summary));
    }
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
/** Key (the node id), display name (the node id after the file), name parts and per-benchmark config. */
function identify(b) {
    const key = b.fullname ?? b.name;
    const separator = b.fullname?.indexOf('::') ?? -1;
    const name = separator > 0 ? key.slice(separator + 2) : b.name;
    const params = Object.fromEntries(Object.entries(b.params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)]));
    const parts = { ...(0,json_input/* jsonNameParts */._x)(name.replace(/\[.*\]$/s, ''), params, separator > 0 ? key.slice(0, separator) : undefined),
        sub: b.param === undefined || b.param === null ? [] : [String(b.param)] };
    const config = { ...(b.group === undefined || b.group === null ? {} : { group: b.group }), ...(0,json_input/* primitiveStrings */.i6)(b.extra_info ?? {}, 'extra_info.') };
    return { key, name, parts, config };
}
/** The numbers of `stats.data` (seconds per call, one per round); `warn` hears about anything else in it. */
function readRounds(stats, warn) {
    const all = stats.data ?? [];
    // JSON.parse reads 1e999 as Infinity: out of range, like a string.
    const isSample = (v) => typeof v === 'number' && Number.isFinite(v);
    const data = all.filter(isSample);
    const first = all.findIndex((v) => !isSample(v));
    const shown = (v) => (typeof v === 'number' ? String(v) : JSON.stringify(v) ?? '?');
    if (first !== -1)
        warn(`stats.data[${first}] is ${(0,types/* excerpt */.K)(shown(all[first]), 60)}, not a number; ${all.length - data.length} such value(s) left out of the samples`);
    return data;
}
function statsSummary(stats, center) {
    const summary = { n: stats.rounds ?? 1, center, centerKind: stats.median === undefined ? 'mean' : 'median' };
    if (stats.min !== undefined)
        summary.min = stats.min;
    if (stats.max !== undefined)
        summary.max = stats.max;
    if (stats.stddev !== undefined && stats.stddev !== null)
        summary.stddev = stats.stddev;
    return summary;
}
/** The run's context: machine, Python, commit, pytest-benchmark version, time. */
function fileConfig(file) {
    const machine = file.machine_info ?? {};
    const commit = file.commit_info ?? {};
    const config = {};
    for (const key of ['node', 'machine', 'system', 'release', 'python_implementation', 'python_version']) {
        const value = machine[key];
        if (typeof value === 'string' && value !== '')
            config[key] = value;
    }
    const cpu = AnyObject.safeParse(machine.cpu);
    const brand = cpu.success ? cpu.data.brand_raw ?? cpu.data.brand : undefined;
    if (typeof brand === 'string' && brand !== '')
        config.cpu = brand;
    const commitConfig = (0,json_input/* primitiveStrings */.i6)(commit, 'commit_');
    for (const key of ['commit_id', 'commit_branch', 'commit_dirty', 'commit_project']) {
        const value = commitConfig[key];
        if (value !== undefined)
            config[key === 'commit_id' ? 'commit' : key] = value;
    }
    if (file.version !== undefined)
        config['pytest-benchmark'] = file.version;
    if (file.datetime !== undefined)
        config.datetime = file.datetime;
    return config;
}

;// CONCATENATED MODULE: ./src/parsers/rust-no-timings.ts
/**
 * Rust benchmark output that holds no timings by design, recognised so that the "no results"
 * message can say what it is and which command measures (input.ts). Pure: text in, a sentence out.
 *
 *   criterion's test mode (`cargo bench -- --test`, or `cargo test` on a bench target) runs each
 *   benchmark once to check that it works: "Testing <id>" then "Success" (criterion 0.3-0.8
 *   `src/report.rs` test_start/test_pass); fixtures/criterion/no-timings/criterion-*-test*.txt.
 *
 *   `cargo bench -- --list` prints the names: "<id>: benchmark" per line from criterion
 *   (`src/benchmark_group.rs`), "<name>: benchmark" and "<name>: test" then "1 test, 7 benchmarks"
 *   from libtest (older libtest: "<name>: bench"); fixtures/criterion/no-timings/criterion-*-list*.txt,
 *   fixtures/libtest/list.txt.
 *
 *   `cargo bench FILTER` whose filter matches no benchmark: libtest prints "running 0 tests" and
 *   "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out" per target, or
 *   with `--format json` a suite event with `"measured": 0, "filtered_out": 3`;
 *   fixtures/libtest/filter-matched-none.txt and .json.
 */


const TESTING = /^Testing (\S.*)$/;
const LIST_ENTRY = /^(\S.*): (benchmark|bench|test)\s*$/;
const LIBTEST_LIST_TOTAL = /^\d+ tests?, \d+ benchmarks?\s*$/;
const LIBTEST_SUMMARY = /^test result: \S+ \d+ passed; \d+ failed; \d+ ignored; (\d+) measured; (\d+) filtered out/;
// The same totals in libtest's JSON (`--format json`): its suite event ends each target.
const LIBTEST_JSON_SUMMARY = /^\{ ?"type": ?"suite", ?"event": ?"\w+",.*"measured": ?(\d+), ?"filtered_out": ?(\d+)/;
/** What to run instead, for criterion: a run that measures, and what bench-gate reads of it. */
const CRITERION_FIX = '`cargo bench` (or `cargo bench -- --save-baseline NAME`), then pass its target/criterion directory or the report it prints';
/**
 * Why the text has no timings, when it is criterion's --test output or a `cargo bench -- --list`
 * listing, as a sentence that names the output and the command to run instead; otherwise undefined.
 * Meant for text in which no results were found: it does not check that nothing else is there.
 */
function rustNoTimingsReason(text) {
    const lines = splitLines(text);
    const tested = [];
    // List entries go to libtest when a total line (`1 test, 7 benchmarks`) closes their block, and
    // to criterion when none does: `cargo bench -- --list` on a criterion crate that also has unit
    // tests prints libtest's block for the library (`tests::x: test`, `1 test, 0 benchmarks`) first.
    let block = [];
    const libtestListed = [];
    let pendingTest;
    const summaries = { count: 0, measured: 0, filteredOut: 0 };
    for (const raw of lines) {
        const line = raw.trimEnd();
        if (line === '')
            continue;
        const summary = LIBTEST_SUMMARY.exec(line) ?? LIBTEST_JSON_SUMMARY.exec(line);
        if (summary !== null) {
            summaries.count += 1;
            summaries.measured += Number(summary[1]);
            summaries.filteredOut += Number(summary[2]);
        }
        if (pendingTest !== undefined && line === 'Success')
            tested.push(pendingTest);
        pendingTest = TESTING.exec(line)?.[1];
        const entry = LIST_ENTRY.exec(line);
        if (entry !== null) {
            if (entry[2] !== 'test')
                block.push(entry[1] ?? '');
        }
        else if (LIBTEST_LIST_TOTAL.test(line)) {
            libtestListed.push(...block);
            block = [];
        }
    }
    const criterionListed = block;
    if (tested.length > 0) {
        return `this is the output of criterion's test mode (\`cargo bench -- --test\`, or \`cargo test\` on the bench target), which runs each benchmark once to check that it works ("Testing ${(0,types/* excerpt */.K)(tested[0] ?? '', 60)}" then "Success", ${count(tested.length)}) and measures nothing: there are no timings to compare. Run the benchmarks without --test: ${CRITERION_FIX}.`;
    }
    const example = (names) => `"${(0,types/* excerpt */.K)(names[0] ?? '', 60)}: benchmark"`;
    if (criterionListed.length > 0) {
        return `this is criterion's list of benchmarks (\`cargo bench -- --list\`: ${count(criterionListed.length)}, like ${example(criterionListed)}), which names them but has no timings. Run the benchmarks without --list: ${CRITERION_FIX}.`;
    }
    if (libtestListed.length > 0) {
        return `this is libtest's list of benchmarks (\`cargo bench -- --list\`: ${count(libtestListed.length)}, like ${example(libtestListed)}), which names them but has no timings. Run the benchmarks without --list: \`cargo bench\`, then pass its output.`;
    }
    if (summaries.count > 0 && summaries.measured === 0 && summaries.filteredOut > 0) {
        return `this is \`cargo bench\` output in which no benchmark ran: the filter matched none (libtest's totals: 0 measured, ${summaries.filteredOut} filtered out). Check the name given to \`cargo bench NAME\` (\`cargo bench -- --list\` lists them), or run \`cargo bench\` without one, then pass its output.`;
    }
    return undefined;
}
const count = (n) => `${n} benchmark${n === 1 ? '' : 's'}`;

;// CONCATENATED MODULE: ./src/parsers/hyperfine-report.ts
/**
 * hyperfine's human-readable outputs, recognised so that the "no results" message can say what
 * they are and which export to use instead (input.ts). Pure: text in, a sentence out.
 *
 * A project that times programs with hyperfine from a script (Seq's `benchmarks/run.sh`,
 * shared/seeds/001_*.txt) prints hyperfine's terminal report; dropped into `bench-gate run` or the
 * action's `run` as it is, that text was refused with the generic message, which shows a Go line.
 * The report and `--export-markdown` hold a mean and a σ per command, not the runs: bench-gate reads
 * `--export-json`, which keeps every run as a sample.
 *
 *   terminal report (every hyperfine 1.x/2.x, any --style):  "Benchmark 1: sleep 0.01" ("Benchmark #1:"
 *     in older 1.x releases) then "  Time (mean ± σ):  13.3 ms ±  2.4 ms ..." ("Time (abs ≡):"
 *     for a single run); fixtures/hyperfine/samples/*.terminal.txt.
 *   --export-markdown: "| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |", the unit s, ms or µs
 *     (a command under a millisecond, or --time-unit microsecond); fixtures/hyperfine/samples/*.md.
 */

const BENCHMARK = /^Benchmark #?\d+: \S/;
const TIME = /^\s+Time \((?:mean ± σ|abs ≡)\):/;
const MARKDOWN_HEADER = /^\| Command \| Mean \[[^\]\s|]+\] \|/;
const FIX = 'Export JSON instead, which keeps every run: add --export-json FILE to the hyperfine command and pass FILE '
    + '(`bench-gate run --results FILE -- CMD`, the action\'s output-file, or FILE itself to parse and compare)';
/**
 * What to say when the text is hyperfine's terminal report or markdown export, as a sentence that
 * names it and the export to use; otherwise undefined. Meant for text in which no results were found.
 */
function hyperfineReportHint(text) {
    // splitLines removes the colours hyperfine prints on a terminal.
    const lines = splitLines(text);
    let benchmarks = 0;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        if (MARKDOWN_HEADER.test(line))
            return `this is hyperfine's --export-markdown table, which bench-gate does not read (a mean per command, not the runs). ${FIX}.`;
        // The time line follows its "Benchmark N:" line, after at most a progress line.
        if (BENCHMARK.test(line) && lines.slice(i + 1, i + 3).some((next) => TIME.test(next)))
            benchmarks += 1;
    }
    if (benchmarks === 0)
        return undefined;
    return `this is hyperfine's terminal report (${benchmarks} benchmark${benchmarks === 1 ? '' : 's'}), which bench-gate does not read (a mean and σ per command, not the runs). ${FIX}.`;
}

// EXTERNAL MODULE: ./src/parsers/metrics-patterns.ts
var metrics_patterns = __webpack_require__(9237);
;// CONCATENATED MODULE: ./src/parsers/metrics-unmatched.ts

/** How many keys of the output a message lists. */
const KEYS_LISTED = 12;
const ANOTHER_OUTPUT = 'an entry for another command\'s output goes in that output\'s suite (suites: NAME: metrics:)';
/** One message per entry or key that read nothing, in the order of the list. */
function unmatchedEntryWarnings(entries, use) {
    const warnings = [];
    for (const entry of entries) {
        if (entry.kind === 'context')
            continue;
        const seen = use.keysSeen.get(entry.index) ?? [];
        if (entry.kind === 'key-value' && entry.keys !== undefined && seen.length > 0) {
            // The output has the entry's lines, so a key that picked none of them is misspelt (or absent).
            for (const key of entry.keys)
                if (!use.keysMatched.has(key))
                    warnings.push(unmatchedKey(entry.place, key, seen));
        }
        else if ((use.hits.get(entry.index) ?? 0) === 0 && !use.shadowed.has(entry.index)) {
            const what = entry.kind === 'pattern' ? `(pattern '${(0,types/* excerpt */.K)(entry.text, 60)}')` : '(lines: key-value)';
            warnings.push(`${entry.place} ${what} matched no line, so the metrics it reads are missing from this output. Check it against a line it should read (spacing, case, the unit); ${ANOTHER_OUTPUT}`);
        }
    }
    return warnings;
}
function unmatchedKey(place, key, seen) {
    const listed = seen.slice(0, KEYS_LISTED).map((k) => `"${(0,types/* excerpt */.K)(k, 40)}"`).join(', ');
    const more = seen.length > KEYS_LISTED ? ', ...' : '';
    return `${place}.keys."${(0,types/* excerpt */.K)(key.text, 40)}" matched no key, so its metric is missing from this output (its keys: ${listed}${more}). `
        + `Check the key's spelling: a key is a glob (* for any text) matched against the whole key, ignoring case and leading emoji; ${ANOTHER_OUTPUT}`;
}

;// CONCATENATED MODULE: ./src/parsers/metrics.ts






/**
 * Longer lines are not matched, only listed as unrecognized: a result line of a bench binary is far
 * shorter, and a user regex that backtracks (`\s*([^|]+?)\s*\|` per table cell is the common one)
 * costs more than linear time in the line's length; at 10,000 characters one such line took 1.3 s
 * in the fuzz run.
 */
const MAX_LINE = 4 * 1024;
/** A unit-like word right after a pattern's match: "ms", "µs", "MB/s", "%", "ops/sec" (not a number or a word of prose). */
const UNIT_AFTER_VALUE = /^ ?([A-Za-zµμ%][A-Za-zµμ%/]{0,9})(?:\s|$|[,;)])/u;
/** Parses a bench binary's output with the config's `metrics` patterns. */
function parseMetrics(text, source, patterns) {
    const compiled = (0,metrics_patterns/* compileMetricsPatterns */.G4)(patterns);
    if (!compiled.ok) {
        const diagnostics = compiled.error.map(({ place, problem }) => ({ severity: 'error', source, line: 0,
            message: `${place}${problem.path.map((p) => `.${p}`).join('')} ${problem.message}` }));
        return { benchmarks: [], config: {}, diagnostics, unrecognized: [], lineCount: 0 };
    }
    return new MetricsReader(source, compiled.value).read(text);
}
class MetricsReader {
    source;
    entries;
    collector = new parsers_collector/* ResultCollector */.bO();
    diagnostics = [];
    unrecognized = [];
    directions = new Map();
    hits = new Map();
    /** The entries (by index) that matched a line an earlier entry took: see markShadowed. */
    shadowed = new Set();
    keysMatched = new Set();
    keysSeen = new Map();
    /** The patterns already warned about a unit left outside their match (warnUnitLeftOut). */
    unitWarned = new Set();
    vars = {};
    firstConfig;
    constructor(source, entries) {
        this.source = source;
        this.entries = entries;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        const benchmarks = this.collector.finish();
        for (const b of benchmarks)
            for (const m of b.metrics)
                m.better = this.directions.get(`${b.key}\u0000${m.unit}`) ?? m.better;
        // Nothing read at all is the caller's one error ("found no benchmark results"), listing the lines.
        const use = { hits: this.hits, shadowed: this.shadowed, keysMatched: this.keysMatched, keysSeen: this.keysSeen };
        if (benchmarks.length > 0)
            for (const message of unmatchedEntryWarnings(this.entries, use))
                this.report('warning', 0, message);
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: this.firstConfig ?? { ...this.vars }, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        if (line.trim() === '')
            return;
        let used = false;
        if (line.length <= MAX_LINE) {
            for (const entry of this.entries) {
                const match = entry.regex.exec(line);
                if (match === null)
                    continue;
                const groups = definedGroups(match);
                if (entry.kind === 'context') {
                    this.vars = { ...this.vars, ...groups };
                    used = true;
                }
                else if (entry.kind === 'pattern' ? this.readPattern(entry, groups, lineNo, line, line.slice(match.index + match[0].length)) : this.readKeyValue(entry, groups, lineNo, line)) {
                    this.hits.set(entry.index, (this.hits.get(entry.index) ?? 0) + 1);
                    this.markShadowed(entry.index, line);
                    return;
                }
            }
        }
        if (!used && this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    /** `rest` is the line after the pattern's match, where a unit the pattern left out would be. */
    readPattern(entry, groups, lineNo, text, rest) {
        const name = this.benchmarkName(entry, { ...this.vars, ...groups }, lineNo, text);
        if (name === undefined)
            return true;
        for (const v of entry.values) {
            const raw = groups[v.group];
            if (raw === undefined || raw.trim() === '')
                continue;
            const unit = groups[v.group === 'value' ? 'unit' : `${v.group}_unit`];
            // Under values:, a `unit` group is the line's one unit for every value that carries none of
            // its own (fio's `clat (usec): min=44, max=1682, avg=87.92`): named groups cannot repeat, so
            // `<group>_unit` cannot say it for each, and ignoring it stored fio's usec and msec runs unscaled.
            // A value configured with its own `unit:` keeps it: the group is another value's unit
            // (fio's `IOPS=353, BW=1416MiB/s`, iops given `unit: ops/s`, is not in MiB/s).
            const fallback = v.unit ?? (v.group === 'value' ? undefined : groups.unit) ?? v.entryUnit;
            if (unit === undefined && fallback === undefined)
                this.warnUnitLeftOut(entry, v.group, raw, rest, lineNo, text);
            this.record({ name, metric: v.metric, raw, unit, better: v.better, line: lineNo, text }, fallback);
        }
        return true;
    }
    /**
     * A pattern whose value group ends just before what looks like its unit (`(?<value>\S+)` on
     * "parse: 3.117 ms") stores the numbers without it: said once per pattern, with the two fixes.
     */
    warnUnitLeftOut(entry, group, raw, rest, lineNo, text) {
        if (this.unitWarned.has(entry.index) || (0,metrics_units/* parseMetricValue */.HF)(raw)?.unit !== '')
            return;
        const unit = UNIT_AFTER_VALUE.exec(rest)?.[1];
        if (unit === undefined)
            return;
        this.unitWarned.add(entry.index);
        const capture = group === 'value' ? '(?<unit>\\S+)' : `(?<${group}_unit>\\S+)`;
        this.report('warning', lineNo, `${entry.place}: the pattern's match ends after the value "${(0,types/* excerpt */.K)(raw.trim(), 20)}", before "${unit}": if that is its unit, capture it with ${capture} or set unit: ${unit} in the pattern; until then its values have no unit`, text);
    }
    readKeyValue(entry, groups, lineNo, text) {
        const read = keyValueOf(groups);
        if (read === undefined)
            return false;
        const { key, raw } = read;
        let spec = {};
        if (entry.keys !== undefined) {
            this.sawKey(entry.index, key);
            const found = entry.keys.find((k) => k.glob.test(key));
            if (found === undefined)
                return false;
            this.markKeysMatched(entry.keys, key);
            spec = found.spec;
        }
        const name = this.benchmarkName(entry, this.vars, lineNo, text);
        if (name === undefined)
            return true;
        this.record({ name, metric: spec.metric ?? slug(key), raw, unit: undefined, better: spec.better ?? entry.better, line: lineNo, text }, spec.unit ?? entry.unit);
        return true;
    }
    /**
     * The entries after `taker` that would have read `line` too, and their `keys:` globs that match
     * its key: an earlier entry took their lines (a suite's pattern, tried before the top level's,
     * for the lines the top level's reads in other suites), so they are not unmatched, and no
     * warning calls them misspelt.
     */
    markShadowed(taker, line) {
        for (const e of this.entries) {
            if (e.index <= taker || e.kind === 'context')
                continue;
            if (e.kind === 'pattern') {
                if (!this.hits.has(e.index) && !this.shadowed.has(e.index) && e.regex.test(line))
                    this.shadowed.add(e.index);
                continue;
            }
            const keys = e.keys;
            if (keys !== undefined ? keys.every((k) => this.keysMatched.has(k)) : this.hits.has(e.index) || this.shadowed.has(e.index))
                continue;
            const match = e.regex.exec(line);
            const read = match === null ? undefined : keyValueOf(definedGroups(match));
            if (read === undefined || (keys !== undefined && !this.markKeysMatched(keys, read.key)))
                continue;
            this.shadowed.add(e.index);
        }
    }
    /** Notes the globs of `keys` that match `key` (one an earlier glob takes it from included); whether any does. */
    markKeysMatched(keys, key) {
        let any = false;
        for (const k of keys) {
            if (!k.glob.test(key))
                continue;
            this.keysMatched.add(k);
            any = true;
        }
        return any;
    }
    /** Keeps the first few distinct keys an entry read, for the message about a key that matched none. */
    sawKey(index, key) {
        const seen = this.keysSeen.get(index) ?? [];
        if (seen.length <= KEYS_LISTED && !seen.includes(key))
            seen.push(key);
        this.keysSeen.set(index, seen);
    }
    /** `<prefix><name>`, the name being the template, else the `name` group; undefined when a variable is unset. */
    benchmarkName(entry, vars, lineNo, text) {
        if (entry.name === undefined)
            return entry.prefix + (vars.name ?? '').trim();
        const filled = (0,metrics_patterns/* fillTemplate */.ou)(entry.name, vars);
        if (filled.ok)
            return entry.prefix + filled.value;
        this.report('error', lineNo, `${entry.place}: the name template "${entry.name}" needs {${filled.error}}, which no earlier line set (add a context: entry that matches a line before this one); this line's samples are lost`, text);
        return undefined;
    }
    record(s, fallbackUnit) {
        const parsed = (0,metrics_units/* parseMetricValue */.HF)(s.raw);
        if (parsed === undefined || !Number.isFinite(parsed.value)) {
            this.report('warning', s.line, `${joinName(s.name, s.metric)}: "${(0,types/* excerpt */.K)(s.raw.trim(), 40)}" is not a number; no sample taken`, s.text);
            return;
        }
        const printed = s.unit?.trim() || parsed.unit || fallbackUnit || '';
        const normal = (0,metrics_units/* normalizeMetricUnit */.Iy)(printed);
        const unit = normal.unit === '' ? 'value' : normal.unit;
        const full = joinName(s.name, s.metric);
        const value = (0,metrics_units/* scaleValue */.Im)(parsed.value, normal.factor);
        if (!Number.isFinite(value)) {
            this.report('warning', s.line, `${full}: "${(0,types/* excerpt */.K)(s.raw.trim(), 40)}" is out of range in ${unit}; no sample taken`, s.text);
            return;
        }
        const [base = full, ...sub] = full.split('/');
        const params = Object.fromEntries([base, ...sub].flatMap((p) => (p.indexOf('=') > 0 ? [[p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]] : [])));
        this.firstConfig ??= { ...this.vars };
        this.collector.benchmark(full, full, { base, sub, params }, this.vars, { file: this.source, line: s.line });
        this.collector.addBaseSample(full, unit, printed === '' ? unit : printed, value);
        const id = `${full}\u0000${unit}`;
        const previous = this.directions.get(id);
        if (s.better !== undefined && previous === undefined)
            this.directions.set(id, s.better);
        else if (s.better !== undefined && previous !== s.better)
            this.report('warning', s.line, `${full} (${unit}) is read by two patterns with different directions; keeping better=${previous ?? ''}`);
    }
    report(severity, line, message, text) {
        const d = { severity, source: this.source, line, message };
        if (text !== undefined)
            d.text = (0,types/* excerpt */.K)(text);
        this.diagnostics.push(d);
    }
}
/** A key-value line's key (after leading emoji and symbols) and value; undefined when the value is not a number. */
function keyValueOf(groups) {
    const key = (groups.key ?? '').replace(/^[^\p{L}\p{N}]+/u, '').trim();
    const raw = groups.value ?? '';
    return key === '' || (0,metrics_units/* parseMetricValue */.HF)(raw) === undefined ? undefined : { key, raw };
}
/**
 * The groups that took part in the match, trimmed: the whitespace around a table cell is never part
 * of a value or a name, and trimming here lets patterns capture whole cells with `\|(?<x>[^|]*)`,
 * which matches in linear time, instead of `\|\s*(?<x>[^|]+?)\s*`, which backtracks.
 */
function definedGroups(match) {
    const groups = {};
    for (const [name, value] of Object.entries(match.groups ?? {}))
        if (value !== undefined)
            groups[name] = value.trim();
    return groups;
}
/** `name/metric`, without doubled slashes, or whichever of the two is not empty. */
function joinName(name, metric) {
    if (metric === undefined || metric === '')
        return name === '' ? 'value' : name;
    if (name === '')
        return metric;
    return name.endsWith('/') ? `${name}${metric}` : `${name}/${metric}`;
}
/** `p50 (median)` -> `p50-median`; `Creation Rate` -> `creation-rate`. */
function slug(key) {
    return key.toLowerCase().replace(/[^\p{L}\p{N}%._]+/gu, '-').replace(/^-+|-+$/g, '') || 'value';
}

// EXTERNAL MODULE: ./src/result.ts
var src_result = __webpack_require__(1666);
;// CONCATENATED MODULE: ./src/input.ts






















const INPUT_FORMATS = [
    'auto', 'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
    'hyperfine', 'gbench', 'pytest', 'custom-smaller', 'custom-bigger', 'bmf', 'metrics', 'result',
];
const input_EXPECTED = {
    go: 'lines like "BenchmarkSort/size=10-8   26465821   45.96 ns/op   0 B/op   0 allocs/op" from `go test -run=^$ -bench=. -count=10`',
    'go-json': 'JSON events like {"Action":"output","Output":"BenchmarkX-8 \\t 1000\\t 123 ns/op\\n"} from `go test -json -run=^$ -bench=.`',
    libtest: 'lines like "test parse ... bench:   1,234.56 ns/iter (+/- 78)" from `cargo bench` (libtest) or criterion\'s `--output-format bencher`',
    'libtest-json': 'lines like {"type":"bench","name":"x","median":143.1,"deviation":4.2} from `cargo bench -- -Z unstable-options --format json`',
    criterion: 'a `target/criterion` directory with <id>/new/{benchmark,sample,estimates}.json',
    'cargo-criterion': 'messages like {"reason":"benchmark-complete","id":"x",...} from `cargo criterion --message-format=json`',
    'criterion-text': 'criterion\'s report: "fib/10   time:   [126.74 ns 127.56 ns 128.53 ns]" (prefer the target/criterion directory)',
    divan: 'divan\'s table: "├─ fib   1.2 µs │ 2.3 µs │ 1.5 µs │ 1.6 µs │ 100 │ 100"',
    hyperfine: 'hyperfine\'s `--export-json` file ({"results": [{"command": ..., "times": [...]}]})',
    gbench: 'Google Benchmark JSON from `--benchmark_format=json` ({"context": ..., "benchmarks": [...]})',
    pytest: 'pytest-benchmark JSON from `--benchmark-json=FILE` ({"machine_info": ..., "benchmarks": [...]})',
    'custom-smaller': 'a JSON array like [{"name": "x", "unit": "ms", "value": 12.5}] (github-action-benchmark customSmallerIsBetter)',
    'custom-bigger': 'a JSON array like [{"name": "x", "unit": "ops/s", "value": 1200}] (github-action-benchmark customBiggerIsBetter)',
    bmf: 'Bencher Metric Format: {"bench": {"latency": {"value": 88.0}}}',
    metrics: 'lines that the `metrics` patterns of bench-gate.yml match (e.g. a table row "| 10 | 22,096.0 | 1.583ms |")',
    result: `a bench-gate result file ({"schema": "${result/* SCHEMA_ID */.Ew}", ...}) from \`bench-gate parse\``,
};
/** Text formats in the order they are tried: the most specific shapes first, Go's lenient grammar last. */
const DETECTORS = [
    ['cargo-criterion', detectCargoCriterion], ['libtest-json', detectLibtestJson], ['hyperfine', detectHyperfine],
    ['gbench', detectGbench], ['pytest', detectPytest], ['bmf', detectBmf], ['divan', detectDivan],
    ['libtest', detectLibtest], ['criterion-text', detectCriterionText],
];
/** What an empty input should have held, from its name: a `.json` file is one of the tools' JSON exports. */
function expectedFor(source) {
    return /\.json$/i.test(source)
        ? 'a JSON export, e.g. from hyperfine --export-json, Google Benchmark --benchmark_format=json or pytest --benchmark-json, or a bench-gate result file'
        : input_EXPECTED.go;
}
/** True for bench-gate's own result JSON (its schema id near the start). */
function isResultText(text) {
    const start = text.trimStart();
    return start.startsWith('{') && /"schema"\s*:\s*"bench-gate\/result"/.test(start.slice(0, 4096));
}
/**
 * True for a comparison report (`compare --output json`, the action's report-json), which opens
 * with its `reportVersion`: the output of a comparison, not benchmark results to compare.
 */
function isReportText(text) {
    return /^\{\s*"reportVersion"\s*:/.test(text.replace(/^\uFEFF/, '').trimStart());
}
/**
 * Every format whose shape the text has. bench-gate's own result files and test2json streams are
 * unmistakable and answer alone; otherwise more than one candidate means the input is ambiguous.
 */
function detectCandidates(raw) {
    if (isResultText(raw))
        return ['result'];
    // Tools colour their output on a terminal (FORMATS.md §9), and the parsers remove the colours:
    // so must detection, or a coloured `BenchmarkX` line would not look like Go output.
    const text = stripAnsi(raw);
    const start = text.trimStart();
    // test2json output may follow a few lines of plain text (`go: downloading ...` with 2>&1).
    const head = start.slice(0, 64 * 1024).split(/\r\n|\n|\r/, 50);
    if (head.some((line) => /^\{.*"Action"\s*:/.test(line)))
        return ['go-json'];
    const found = DETECTORS.filter(([, detect]) => detect(text)).map(([format]) => format);
    if (detectGo(text))
        found.push('go');
    return found;
}
/** The detected format, or undefined when nothing (or more than one format) matches. */
function detectFormat(text) {
    const candidates = detectCandidates(text);
    return candidates.length === 1 ? candidates[0] : undefined;
}
/** The tool a format's results come from (custom JSON in either direction is `custom`). */
function toolOf(format) {
    return format === 'custom-smaller' || format === 'custom-bigger' ? 'custom' : format;
}
/**
 * Parses one input into a ResultSet, or explains in one paragraph why it cannot. With `metrics`
 * patterns (bench-gate.yml), `auto` falls back to the metrics format when no tool's output is detected.
 */
function readInput(text, source, format, options = {}) {
    const patterns = options.metrics ?? [];
    if (text.trim() === '') {
        return { ok: false, error: `${source} is empty. Expected ${format === 'auto' ? expectedFor(source) : input_EXPECTED[format]}. Check that the benchmark command wrote its output to this file: a tool that stopped early can leave it empty (hyperfine does when a command fails, unless run with -i).` };
    }
    if (isReportText(text)) {
        return { ok: false, error: `${source} is a bench-gate comparison report (what \`compare --output json\` writes), not benchmark results. Give the benchmark outputs or result files that were compared instead, or render the report again with \`bench-gate report ${source === '<stdin>' ? '-' : source}\`.` };
    }
    if (format === 'auto' && detectCustomJson(text) && detectFormat(text) === undefined) {
        return { ok: false, error: `${source} looks like github-action-benchmark custom JSON, which does not say whether smaller or bigger is better. Pass --format custom-smaller or --format custom-bigger.` };
    }
    // A bench-gate result file is read as one whatever format was asked for: a config's `format:`
    // names the tool's output, and `parse -o` then `compare` of the results must still work.
    if (format !== 'auto' && format !== 'result' && isResultText(text))
        return readResultFile(text, source, true);
    const candidates = format === 'auto' ? detectCandidates(text) : [format];
    if (candidates.length > 1) {
        return { ok: false, error: `${source} could be any of ${candidates.join(', ')}: it has the shape of each. Pass --format with the one that produced it.` };
    }
    const chosen = candidates[0] ?? (patterns.length > 0 ? 'metrics' : undefined);
    if (chosen === undefined) {
        const known = csvExportHint(text) ?? hyperfineReportHint(text) ?? rustNoTimingsReason(text);
        if (known !== undefined)
            return { ok: false, error: `${source}: ${known}` };
        // Without patterns the metrics format is not tried, and the list of formats below does not
        // name it: say how a bench binary's own text (one of the seed projects' outputs) is read.
        return { ok: false, error: `${source}: none of its ${countLines(text)} lines looks like benchmark output (${describeStart(text)}). Expected, for example, ${input_EXPECTED.go}; or a bench binary's own text, read through \`metrics:\` patterns in bench-gate.yml (e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.,]+) ?(?<unit>\\S*)$', better: lower}); or any of the formats ${INPUT_FORMATS.filter((f) => f !== 'auto' && f !== 'metrics').join(', ')} (pass --format to choose one; \`bench-gate --help\` lists them).` };
    }
    if (chosen === 'result')
        return readResultFile(text, source, format === 'auto');
    if (chosen === 'criterion') {
        const noTimings = rustNoTimingsReason(text);
        const error = noTimings ?? 'the criterion format reads a target/criterion directory; pass the directory, not a file.';
        return { ok: false, error: `${source}: ${error}` };
    }
    const read = chosen === 'metrics' ? readMetrics(text, source, patterns, format === 'auto') : fromParse(parseText(chosen, text, source), chosen, source, format === 'auto');
    // No results (e.g. --format criterion-text, or a config's metrics patterns, on criterion's --test
    // output): say why, when it is known.
    const noTimings = read.ok ? undefined : rustNoTimingsReason(text);
    if (noTimings !== undefined)
        return { ok: false, error: `${source}: ${noTimings}` };
    return read.ok || format === 'auto' ? read : { ok: false, error: `${read.error}${otherFormatHint(text, chosen)}` };
}
/**
 * When a format given by --format (or a config's `format:`) read nothing from an input that
 * detection recognises as another tool's output, says so: "is this the right file?" alone sends
 * the user to check a file that is right, read with the wrong format.
 */
function otherFormatHint(text, chosen) {
    const detected = detectFormat(text);
    if (detected === undefined || detected === chosen)
        return '';
    return ` It has the shape of ${detected} output instead: pass --format ${detected}, or --format auto to detect it (--format overrides a \`format:\` in bench-gate.yml).`;
}
/** Parses a `target/criterion` directory, given its JSON files (paths relative to it). */
function readDirectoryInput(files, source, format) {
    if (format !== 'auto' && format !== 'criterion')
        return { ok: false, error: `${source} is a directory; only the criterion format reads directories (a target/criterion tree). Pass a file for --format ${format}.` };
    if (!(0,criterion_dir/* detectCriterionDirectory */.aA)(files.map((f) => f.path))) {
        return { ok: false, error: `${source} is a directory without criterion results (no <id>/new/benchmark.json under it). Pass target/criterion after \`cargo bench\`, or a file.` };
    }
    return fromParse((0,criterion_dir/* parseCriterionDirectory */.a1)(files, source), 'criterion', source, format === 'auto');
}
function readMetrics(text, source, patterns, detected) {
    if (patterns.length === 0) {
        return { ok: false, error: `${source}: the metrics format reads a bench binary's text through patterns, and none are configured. Add a \`metrics:\` list to bench-gate.yml (or pass --config FILE), e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.]+) ?(?<unit>\\S*)$', better: lower}.` };
    }
    const parsed = parseMetrics(text, source, patterns);
    const broken = parsed.diagnostics.filter((d) => d.line === 0 && d.severity === 'error');
    if (broken.length > 0)
        return { ok: false, error: `${source}: the metrics patterns cannot be used: ${broken.map((d) => d.message).join('; ')}.` };
    return fromParse(parsed, 'metrics', source, detected);
}
function fromParse(parsed, format, source, detected) {
    if (parsed.benchmarks.length === 0)
        return { ok: false, error: noResultsMessage(parsed, source, format) };
    return { ok: true, value: { format, detected, set: toResultSet(parsed, toolOf(format), source) } };
}
function parseText(format, text, source) {
    switch (format) {
        case 'go': return parseGo(text, source);
        case 'go-json': return parseGoJson(text, source);
        case 'libtest': return parseLibtest(text, source);
        case 'libtest-json': return parseLibtestJson(text, source);
        case 'cargo-criterion': return parseCargoCriterion(text, source);
        case 'criterion-text': return parseCriterionText(text, source);
        case 'divan': return parseDivan(text, source);
        case 'hyperfine': return parseHyperfine(text, source);
        case 'gbench': return parseGbench(text, source);
        case 'pytest': return parsePytest(text, source);
        case 'custom-smaller': return parseCustomJson(text, source, 'lower');
        case 'custom-bigger': return parseCustomJson(text, source, 'higher');
        case 'bmf': return parseBmf(text, source);
        default: return (0,src_result/* assertNever */.x)(format);
    }
}
function readResultFile(text, source, detected) {
    const json = (0,json_input/* readJson */.Vh)(text, source, input_EXPECTED.result, { maxDepth: 6 });
    if (!json.ok)
        return { ok: false, error: `${source}:${json.diagnostic.line}: ${json.diagnostic.message}` };
    const doc = json.value;
    if (!isResultDocument(doc))
        return { ok: false, error: `${source} is JSON but not a bench-gate result file. Expected ${input_EXPECTED.result}.` };
    const loaded = loadResultSet(doc, source, undefined, json.lineOf);
    return loaded.ok ? { ok: true, value: { format: 'result', detected, set: loaded.value } } : loaded;
}
/** The fatal "no results" message: what was expected, and the first lines that were not it. */
function noResultsMessage(parsed, source, format) {
    // A JSON file that does not parse (truncated, binary, another format) has one problem: say it alone.
    const syntax = parsed.diagnostics.find((d) => d.severity === 'error' && d.message.startsWith('invalid JSON'));
    if (syntax !== undefined && parsed.diagnostics.length === 1)
        return `${source}:${syntax.line}: ${syntax.message}`;
    const problems = parsed.diagnostics.filter((d) => d.severity !== 'info').slice(0, 3).map((d) => `line ${d.line}: ${d.message}`);
    const lines = parsed.unrecognized.map((u) => `line ${u.line}: ${JSON.stringify(u.text)}`);
    const seen = [...problems, ...lines].slice(0, 5).join('; ');
    return `${source}: found no benchmark results in ${parsed.lineCount} line${parsed.lineCount === 1 ? '' : 's'} read as ${format}. Expected ${input_EXPECTED[format]}.${seen === '' ? '' : ` Found instead: ${seen}.`} ${format === 'go' || format === 'go-json' ? 'Did the benchmarks run (`-run=^$ -bench=.`), and is this the right file?' : 'Did the benchmarks run, and is this the right file (or --format)?'}`;
}
/**
 * The CSV exports of tools whose JSON bench-gate reads, known by their header lines: they hold
 * summaries only, and the JSON export has every sample, so the message names the option to use.
 */
const CSV_EXPORTS = [
    { header: /^"?command"?,"?mean"?,"?stddev"?,"?median"?,/, tool: 'hyperfine --export-csv', instead: 'hyperfine --export-json FILE (it keeps every run)' },
    { header: /^"?name"?,"?iterations"?,"?real_time"?,"?cpu_time"?,"?time_unit"?/, tool: 'Google Benchmark --benchmark_format=csv', instead: 'Google Benchmark --benchmark_format=json (or --benchmark_out=FILE --benchmark_out_format=json)' },
];
/** What to say about a CSV export bench-gate does not read, or undefined when the text is not one. */
function csvExportHint(text) {
    const first = text.replace(/^\uFEFF/, '').trimStart().split(/\r?\n/, 1)[0] ?? '';
    const known = CSV_EXPORTS.find((e) => e.header.test(first));
    return known === undefined ? undefined : `this is the CSV of ${known.tool}, which bench-gate does not read. Export JSON instead: ${known.instead}.`;
}
/** "line 3 is "..."": the first non-blank line, shortened. */
function describeStart(text) {
    const lines = text.split(/\r\n|\n|\r/, 200);
    const index = lines.findIndex((l) => l.trim() !== '');
    const first = lines[index] ?? '';
    return `line ${index + 1} is ${JSON.stringify(first.length > 80 ? `${first.slice(0, 79)}…` : first)}`;
}
function countLines(text) {
    let count = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        count += 1;
    return text.endsWith('\n') ? count : count + 1;
}
function toResultSet(parsed, tool, source) {
    const machine = {};
    if (parsed.config.goos !== undefined)
        machine.os = parsed.config.goos;
    if (parsed.config.goarch !== undefined)
        machine.arch = parsed.config.goarch;
    if (parsed.config.cpu !== undefined)
        machine.cpu = parsed.config.cpu;
    return {
        schema: result/* SCHEMA_ID */.Ew,
        schemaVersion: result/* SCHEMA_VERSION */.f$,
        context: { tool, config: parsed.config, sources: [source], ...(Object.keys(machine).length > 0 ? { machine } : {}) },
        benchmarks: parsed.benchmarks,
        diagnostics: parsed.diagnostics,
    };
}
/** Diagnostics that mean data was lost: they make the command fail unless the user accepts the loss. */
function isDataLoss(d) {
    return d.severity === 'error';
}


/***/ }),

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ mergeBenchmarks)
/* harmony export */ });
/* harmony import */ var _append_all_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4617);

/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
function mergeBenchmarks(lists, notes) {
    const merged = new Map();
    const occurrences = new Map();
    const seen = (target, benchmark, metric, index) => {
        const entry = occurrences.get(target) ?? { benchmark, withSamples: 0, summaryOnly: [] };
        if (metric.samples.length > 0)
            entry.withSamples++;
        else if (metric.summary !== undefined)
            entry.summaryOnly.push({ index, center: metric.summary.center });
        occurrences.set(target, entry);
    };
    lists.forEach((list, index) => {
        for (const benchmark of list) {
            const existing = merged.get(benchmark.key);
            if (existing === undefined) {
                const copy = structuredClone(benchmark);
                copy.metrics.forEach((m) => seen(m, copy.name, m, index));
                merged.set(benchmark.key, copy);
                continue;
            }
            // A skip that measured nothing (b.Skip in one run of a series) does not outweigh an input that did.
            const skippedBare = existing.status === 'skipped' && existing.metrics.length === 0;
            for (const metric of benchmark.metrics) {
                const target = existing.metrics.find((m) => m.unit === metric.unit);
                if (target === undefined) {
                    const copy = structuredClone(metric);
                    seen(copy, existing.name, copy, index);
                    existing.metrics.push(copy);
                    continue;
                }
                seen(target, existing.name, metric, index);
                (0,_append_all_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u)(target.samples, metric.samples);
                if (metric.iterations !== undefined || target.iterations !== undefined) {
                    target.iterations = [...(target.iterations ?? []), ...(metric.iterations ?? [])];
                }
                if (target.summary === undefined && metric.summary !== undefined)
                    target.summary = metric.summary;
            }
            if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0))
                existing.status = benchmark.status;
            else if (skippedBare && benchmark.status === 'ok' && benchmark.metrics.length > 0)
                existing.status = 'ok';
            if (benchmark.messages !== undefined)
                existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
        }
    });
    settleSummaries(occurrences, notes);
    return [...merged.values()];
}
/** Turns runs' summaries into samples, or reports the ones left out (see the module comment). */
function settleSummaries(occurrences, notes) {
    const name = (index) => notes?.sources[index] ?? `input ${index + 1}`;
    let converted = 0;
    let runs = 0;
    for (const [metric, entry] of occurrences) {
        if (entry.summaryOnly.length === 0)
            continue;
        if (entry.withSamples === 0) {
            if (entry.summaryOnly.length < 2)
                continue;
            metric.samples = entry.summaryOnly.map((s) => s.center);
            converted++;
            runs = Math.max(runs, entry.summaryOnly.length);
            continue;
        }
        const files = [...new Set(entry.summaryOnly.map((s) => name(s.index)))];
        notes?.diagnostics.push({
            severity: 'warning',
            source: files.join(', '),
            line: 0,
            message: `${entry.benchmark} ${metric.unit}: other inputs have samples of single repetitions, but ${files.join(', ')} only ${files.length === 1 ? 'has' : 'have'} a summary, `
                + `whose centre cannot stand beside them: left out. To merge samples instead, record every repetition as a sample: run Google Benchmark without `
                + '--benchmark_report_aggregates_only (--benchmark_repetitions alone), or use pytest-benchmark\'s --benchmark-json, whose stats.data keeps every round.',
        });
    }
    if (converted > 0) {
        notes?.diagnostics.push({
            severity: 'info',
            source: notes.sources.join(', '),
            line: 0,
            message: `${converted} metric${converted === 1 ? '' : 's'} had only a summary in each input (up to ${runs} inputs): each input is taken as one run, and its summary's centre as one sample of that run`,
        });
    }
}


/***/ }),

/***/ 1290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lv: () => (/* binding */ goBenchmarkKey),
/* harmony export */   Tk: () => (/* binding */ procsStem),
/* harmony export */   aj: () => (/* binding */ splitGoName)
/* harmony export */ });
/* unused harmony export procsSuffixStart */
/**
 * Where the `-N` procs suffix of `fullName` starts (the index of its `-`), or −1: `/-(\d{1,9})$/`,
 * scanned from the end by hand, as it is read for each of tens of thousands of names. GOMAXPROCS
 * has at most 9 digits, so `-99999999999999999999` is part of the name.
 */
function procsSuffixStart(fullName) {
    let i = fullName.length - 1;
    while (i >= 0) {
        const c = fullName.charCodeAt(i);
        if (c < 48 || c > 57)
            break;
        i--;
    }
    const digits = fullName.length - 1 - i;
    return digits >= 1 && digits <= 9 && fullName.charCodeAt(i) === 45 ? i : -1;
}
/**
 * Splits a full Go benchmark name; `procs` is 1 when there is no `-N` suffix (go test omits it at 1).
 * With `readProcs` false a trailing `-N` is kept as part of the name (see go-procs.ts).
 */
function splitGoName(fullName, pkg, readProcs = true) {
    const suffix = readProcs ? procsSuffixStart(fullName) : -1;
    const procs = suffix === -1 ? 1 : Number(fullName.slice(suffix + 1));
    const withoutProcs = suffix === -1 ? fullName : fullName.slice(0, suffix);
    // Indexing, not `[base, ...sub] =`: rest destructuring runs the iterator protocol, per name.
    const sub = withoutProcs.split('/');
    const base = sub.shift() ?? withoutProcs;
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    const parts = { base, sub, params, procs: procs >= 1 ? procs : 1 };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
/**
 * A key's stem without its `-N` suffix (`p.BenchmarkX` of `p.BenchmarkX-2`) when the Go parser read
 * that `-N` as GOMAXPROCS (`procs` N > 1); undefined otherwise. At GOMAXPROCS 1 the key has no
 * suffix: a trailing `-10` there is the name's own (sub-benchmark `n-10`, go-procs.ts).
 */
function procsStem(key, parts) {
    const procs = parts.procs;
    if (procs === undefined || procs < 2)
        return undefined;
    const suffix = `-${procs}`;
    return key.endsWith(suffix) ? key.slice(0, -suffix.length) : undefined;
}
/** The key that joins base and head: package and full name. */
function goBenchmarkKey(fullName, pkg) {
    return pkg === undefined || pkg === '' ? fullName : `${pkg}.${fullName}`;
}


/***/ }),

/***/ 9237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ compileMetricsPatterns),
/* harmony export */   Yu: () => (/* binding */ namedGroups),
/* harmony export */   e7: () => (/* binding */ checkMetricsPattern),
/* harmony export */   ou: () => (/* binding */ fillTemplate)
/* harmony export */ });
/* unused harmony exports templateVariables, placeOf */
const ALLOWED_FLAGS = /^[imsuv]*$/;
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;
/** The named groups of a regex source (`(?<name>`, not lookbehinds), escapes skipped. */
function namedGroups(source) {
    const names = [];
    for (let i = 0; i < source.length; i += 1) {
        if (source[i] === '\\')
            i += 1;
        else if (source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
            const end = source.indexOf('>', i);
            if (end > i + 3)
                names.push(source.slice(i + 3, end));
        }
    }
    return names;
}
/** The placeholders of a name template. */
function templateVariables(template) {
    return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}
/** Fills a name template; the first missing variable when one is unset. */
function fillTemplate(template, vars) {
    let missing;
    const text = template.replace(PLACEHOLDER, (_, name) => {
        const value = vars[name];
        if (value === undefined)
            missing ??= name;
        return value ?? '';
    });
    return missing === undefined ? { ok: true, value: text } : { ok: false, error: missing };
}
function compileRegex(source, flags, path, problems) {
    if (source.includes('(?P<')) {
        problems.push({ path, message: 'uses Python\'s (?P<name>...) groups; write JavaScript named groups (?<name>...)' });
        return undefined;
    }
    try {
        return new RegExp(source, flags ?? '');
    }
    catch (error) {
        problems.push({ path, message: `is not a valid JavaScript regular expression (${error instanceof Error ? error.message : String(error)}). In YAML, write patterns in single quotes so backslashes stay as they are` });
        return undefined;
    }
}
/** Every problem of one entry; `contextVars` are the variables all context entries can set. */
function checkMetricsPattern(entry, contextVars) {
    const problems = [];
    const kinds = ['pattern', 'context', 'lines'].filter((k) => entry[k] !== undefined);
    if (kinds.length !== 1) {
        problems.push({ path: [], message: kinds.length === 0 ? 'needs one of pattern: (a regex with named groups), context: (a regex that sets variables) or lines: key-value' : `has both ${kinds.join(' and ')}; make them separate entries` });
        return problems;
    }
    if (entry.flags !== undefined && !ALLOWED_FLAGS.test(entry.flags))
        problems.push({ path: ['flags'], message: `"${entry.flags}" is not a set of regex flags; use some of i, m, s, u, v (g and y are not needed: each line is matched once)` });
    if (entry.context !== undefined)
        return [...problems, ...checkContext(entry)];
    if (entry.lines !== undefined)
        return [...problems, ...checkKeyValue(entry, contextVars)];
    return [...problems, ...checkPattern(entry, contextVars)];
}
function checkContext(entry) {
    const problems = [];
    const extra = ['name', 'prefix', 'metric', 'unit', 'better', 'values', 'keys', 'separator'].filter((k) => entry[k] !== undefined);
    for (const k of extra)
        problems.push({ path: [k], message: `does not apply to a context entry (it only sets variables); move it to a pattern entry` });
    const regex = compileRegex(entry.context ?? '', entry.flags, ['context'], problems);
    if (regex !== undefined && namedGroups(entry.context ?? '').length === 0)
        problems.push({ path: ['context'], message: 'has no named group, so it sets no variable; add one like (?<batch>\\d+)' });
    return problems;
}
function checkNaming(entry, groups, contextVars, problems) {
    for (const v of templateVariables(entry.name ?? '')) {
        if (!groups.has(v) && !contextVars.has(v))
            problems.push({ path: ['name'], message: `uses {${v}}, which is neither a named group of this pattern nor set by a context entry` });
    }
}
function checkPattern(entry, contextVars) {
    const problems = [];
    if (entry.keys !== undefined)
        problems.push({ path: ['keys'], message: 'only applies to lines: key-value entries; for a pattern, use values:' });
    if (entry.separator !== undefined)
        problems.push({ path: ['separator'], message: 'only applies to lines: key-value entries' });
    const regex = compileRegex(entry.pattern ?? '', entry.flags, ['pattern'], problems);
    if (regex === undefined)
        return problems;
    const groups = new Set(namedGroups(entry.pattern ?? ''));
    checkNaming(entry, groups, contextVars, problems);
    if (entry.values !== undefined) {
        if (entry.metric !== undefined)
            problems.push({ path: ['metric'], message: 'cannot be used with values: (each value names its own metric); remove it' });
        for (const [group, spec] of Object.entries(entry.values)) {
            if (!groups.has(group))
                problems.push({ path: ['values', group], message: `is not a named group of the pattern; add (?<${group}>...) to it or remove this entry` });
            if ((spec.better ?? entry.better) === undefined)
                problems.push({ path: ['values', group, 'better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
        }
        return problems;
    }
    if (!groups.has('value'))
        problems.push({ path: ['pattern'], message: 'has no (?<value>...) group; add one, or list several value groups under values:' });
    if (entry.better === undefined)
        problems.push({ path: ['better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
    if (!groups.has('name') && entry.name === undefined && (entry.prefix ?? '') === '' && entry.metric === undefined) {
        problems.push({ path: ['pattern'], message: 'gives no benchmark name; add a (?<name>...) group, a name: template, a prefix: or a metric:' });
    }
    return problems;
}
function checkKeyValue(entry, contextVars) {
    const problems = [];
    for (const k of ['values', 'metric'])
        if (entry[k] !== undefined)
            problems.push({ path: [k], message: 'does not apply to lines: key-value (each key is a metric); use keys:' });
    if (entry.separator === '')
        problems.push({ path: ['separator'], message: 'is empty; use a character like ":" or "="' });
    checkNaming(entry, new Set(), contextVars, problems);
    return problems;
}
function globToKeyRegex(glob) {
    const body = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${body}$`, 'i');
}
function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Where an entry is in the file: its `place`, else its position in the top-level list. */
function placeOf(entry, index) {
    return entry.place ?? `metrics[${index}]`;
}
/** Checks and compiles the entries; all problems of all entries when any is wrong. */
function compileMetricsPatterns(entries) {
    const contextVars = new Set(entries.flatMap((e) => (e.context === undefined ? [] : namedGroups(e.context))));
    const problems = entries.flatMap((e, index) => checkMetricsPattern(e, contextVars).map((problem) => ({ place: placeOf(e, index), problem })));
    if (problems.length > 0)
        return { ok: false, error: problems };
    return { ok: true, value: entries.map((e, index) => compileEntry(e, index)) };
}
function compileEntry(e, index) {
    const place = placeOf(e, index);
    if (e.context !== undefined)
        return { kind: 'context', index, place, regex: new RegExp(e.context, e.flags ?? '') };
    const prefix = e.prefix ?? '';
    if (e.lines !== undefined) {
        const sep = escapeRegex(e.separator ?? ':');
        const regex = new RegExp(`^\\s*(?<key>\\S.*?)\\s*${sep}\\s*(?<value>\\S.*)$`, e.flags ?? '');
        const keys = e.keys === undefined ? undefined : Object.entries(e.keys).map(([glob, spec]) => ({ text: glob, glob: globToKeyRegex(glob), spec }));
        return { kind: 'key-value', index, place, regex, name: e.name, prefix, unit: e.unit, better: e.better, keys };
    }
    const values = e.values === undefined
        ? [{ group: 'value', metric: e.metric, unit: e.unit, entryUnit: undefined, better: e.better ?? 'lower' }]
        : Object.entries(e.values).map(([group, spec]) => ({ group, metric: spec.metric ?? group, unit: spec.unit, entryUnit: e.unit, better: spec.better ?? e.better ?? 'lower' }));
    return { kind: 'pattern', index, place, regex: new RegExp(e.pattern ?? '', e.flags ?? ''), text: e.pattern ?? '', name: e.name, prefix, values };
}


/***/ }),

/***/ 5923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HF: () => (/* binding */ parseMetricValue),
/* harmony export */   Im: () => (/* binding */ scaleValue),
/* harmony export */   Iy: () => (/* binding */ normalizeMetricUnit)
/* harmony export */ });
/* harmony import */ var _time_units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7508);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1996);
/**
 * Reading a value as bench binaries print it, and normalising its unit once (STYLE.md §3.1).
 *
 * Values: `22,096.0`, `1.583ms`, `~140MB`, `+1,940 wf/s (phase 1)`, `**9.52 ops/sec**`, `3.28x`,
 * `1e9`, Go durations `1m2.5s`, counts with a metric prefix `56.20k` (wrk's Req/Sec) = 56200, `1.2M`,
 * `3G`; thousands separators are `,` in groups of three, the minus may be
 * U+2212, markdown emphasis around the value is dropped, and text after the value is ignored
 * (including a `,` or `;` right after it, as in `ops: 1940.15,`).
 * Units: times become `sec` (ns/nsec, µs/μs/us/usec, ms/msec, s, sec, min, h, the words spelt out:
 * time-units.ts), sizes become `B` (kB/KB/MB/GB/TB
 * decimal, KiB/MiB/GiB/TiB binary), rates over a time become `<what>/s` (`ops/sec` -> `ops/s`,
 * `MB/s` -> `B/s`, `req/ms` -> `req/s` x1000). A count of a known kind with a decimal metric prefix,
 * `k` or the upper-case `K` many tools print (iperf3's `Kbits/sec`, criterion's `Kelem/s`), `M`, `G`
 * or `T`, drops it: `1.2 Kops/s` and `1.1 kops/s` are 1200 and 1100 ops/s, `800 Kbits/sec` and
 * `1.20 Mbits/sec` 800,000 and 1,200,000 bits/s. Only the kinds in COUNT_WORDS: `Msgs/s` (messages)
 * or `Keys/s` are not mega-`sgs` or kilo-`eys`. Any other unit (`%`, `x`, `workflows`) is kept as
 * printed, so the same binary always lands in the same unit whatever scale it printed.
 */


// Every spelling, `nsec`, `usec` and `msec` as fio (`clat (usec): ...`, `(msec)` past 20 ms) and
// `perf stat` (`245.57 msec task-clock`) print them included: a tool that switches scale must land in one unit.
const TIME = _time_units_js__WEBPACK_IMPORTED_MODULE_0__/* .SECONDS_PER_TIME_UNIT */ .N;
const SIZE = new Map([
    ['B', 1], ['byte', 1], ['bytes', 1], ['kB', 1e3], ['KB', 1e3], ['MB', 1e6], ['GB', 1e9], ['TB', 1e12],
    ['KiB', 2 ** 10], ['MiB', 2 ** 20], ['GiB', 2 ** 30], ['TiB', 2 ** 40],
]);
// A number: sign, digits with optional `,` groups of three, decimals, exponent. It may be followed
// by punctuation that ends a list item (`ops: 1940.15,` in a printed dict, `n = 12;`), but a comma
// followed by a digit is not such an end: `1,5` stays unreadable (a decimal comma or a list?).
const NUMBER = /^([+\-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=$|[\s\p{L}µ%/°*_`(;]|,(?!\d))/u;
const UNIT = /^[\p{L}µ%/°][^\s()*`,;|]*/u;
const GO_DURATION = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(\d+(?:\.\d+)?)(ns|us|µs|μs|ms|s)$/u;
const NON_FINITE = /^([+-]?)(nan|inf|infinity)\b/i;
// A metric prefix glued to a number and standing alone (`56.20k`, `1.2M ops/s`, not `1.2MB`) scales
// the count: kept as a unit, `k` would pass for the metric's unit, and a run that printed `980` and
// one that printed `1.02k` would land in two metrics. Decimal, as load generators (wrk) print them.
const MAGNITUDE = /^([kKMGT])(?=$|[\s,;()*`_|])/u;
const MAGNITUDE_EXPONENT = new Map([['k', 3], ['K', 3], ['M', 6], ['G', 9], ['T', 12]]);
/**
 * The kinds of count a metric prefix may scale in a unit (`Kops`, `Mreq`, `Gbits`). A list, not any
 * word after a capital: `Msgs`, `Keys`, `Tasks` and `Gets` are words of their own.
 */
const COUNT_WORDS = new Set(['op', 'ops', 'req', 'reqs', 'request', 'requests', 'query', 'queries', 'call', 'calls', 'elem', 'elems',
    'element', 'elements', 'item', 'items', 'msg', 'msgs', 'message', 'messages', 'event', 'events', 'tx', 'txn', 'txns', 'transaction',
    'transactions', 'row', 'rows', 'record', 'records', 'iter', 'iters', 'iteration', 'iterations', 'job', 'jobs', 'task', 'tasks',
    'bit', 'bits', 'packet', 'packets', 'pkt', 'pkts', 'frame', 'frames', 'hash', 'hashes', 'sample', 'samples', 'instr', 'instructions']);
/** `Kops` -> ops and 3: a known count with a decimal metric prefix (see COUNT_WORDS); else undefined. */
function prefixedCount(word) {
    const exponent = MAGNITUDE_EXPONENT.get(word.slice(0, 1));
    const count = word.slice(1);
    return exponent !== undefined && COUNT_WORDS.has(count) ? { count, exponent } : undefined;
}
/** Reads the first value (and its unit) of a text; undefined when it does not start with a number. */
function parseMetricValue(raw) {
    const text = raw.trim().replace(/^[*_`]+/, '').replace(/[*_`]+$/, '').replace(/^[~≈]\s*/, '').trim();
    const nonFinite = NON_FINITE.exec(text);
    if (nonFinite !== null) {
        const value = nonFinite[2]?.toLowerCase() === 'nan' ? Number.NaN : nonFinite[1] === '-' ? -Infinity : Infinity;
        return { value, unit: unitAfter(text.slice(nonFinite[0].length)) };
    }
    const duration = GO_DURATION.exec(text.split(/\s/, 1)[0] ?? '');
    if (duration !== null && (duration[1] !== undefined || duration[2] !== undefined)) {
        const seconds = Number(duration[1] ?? 0) * 3600 + Number(duration[2] ?? 0) * 60 + Number(duration[3]) * (TIME.get(duration[4] ?? 's') ?? 1);
        return { value: seconds, unit: 's' };
    }
    const number = NUMBER.exec(text);
    const digits = number?.[1] ?? '';
    if (number === null || !/\d/.test(digits))
        return undefined;
    const value = Number(digits.replaceAll(',', '').replace('\u2212', '-'));
    if (Number.isNaN(value))
        return undefined;
    const rest = text.slice(digits.length);
    const magnitude = MAGNITUDE.exec(rest)?.[1];
    if (magnitude !== undefined)
        return { value: (0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .scaleByPowerOfTen */ .Xy)(value, MAGNITUDE_EXPONENT.get(magnitude) ?? 0), unit: unitAfter(rest.slice(1)) };
    return { value, unit: unitAfter(rest) };
}
function unitAfter(rest) {
    return UNIT.exec(rest.trimStart())?.[0] ?? '';
}
/** The normal unit of a printed unit, and the factor that converts values to it. */
function normalizeMetricUnit(printed) {
    const unit = printed.trim();
    const time = TIME.get(unit);
    if (time !== undefined)
        return { unit: 'sec', factor: time };
    const size = SIZE.get(unit);
    if (size !== undefined)
        return { unit: 'B', factor: size };
    const count = prefixedCount(unit);
    if (count !== undefined)
        return { unit: count.count, factor: 10 ** count.exponent };
    const slash = unit.lastIndexOf('/');
    if (slash > 0) {
        const per = TIME.get(unit.slice(slash + 1));
        if (per !== undefined) {
            const numerator = unit.slice(0, slash);
            const bytes = SIZE.get(numerator);
            if (bytes !== undefined)
                return { unit: 'B/s', factor: bytes / per };
            const prefixed = prefixedCount(numerator);
            return prefixed === undefined ? { unit: `${numerator}/s`, factor: 1 / per } : { unit: `${prefixed.count}/s`, factor: 10 ** prefixed.exponent / per };
        }
    }
    return { unit, factor: 1 };
}
/** Multiplies without the binary noise of `1.583 * 1e-3` when the factor is a power of ten. */
function scaleValue(value, factor) {
    if (factor === 1)
        return value;
    const exponent = Math.round(Math.log10(factor));
    return Math.abs(10 ** exponent / factor - 1) < 1e-12 ? (0,_units_js__WEBPACK_IMPORTED_MODULE_1__/* .scaleByPowerOfTen */ .Xy)(value, exponent) : value * factor;
}


/***/ }),

/***/ 1834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ diagnosticLine)
/* harmony export */ });
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);

/**
 * How much of a message, and of the quoted input line, stderr shows, in code points. A diagnostic
 * quotes the token it could not read, and a log line run into a result line can make that token a
 * megabyte long: printed whole it buries everything else. Cut in the middle, so the start (what)
 * and the end (the advice, the line's last fields) remain; the result file keeps them whole.
 */
const SHOWN_MESSAGE_LENGTH = 1_000;
const SHOWN_LINE_LENGTH = 500;
/** The diagnostic's lines for stderr, ending in a newline; `label` is what it is called there (error, warning, note). */
function diagnosticLine(d, label) {
    const text = d.text === undefined ? '' : `\n    ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .elideMiddle */ .xI)(d.text, SHOWN_LINE_LENGTH)}`;
    return `${d.source}:${d.line}: ${label}: ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .elideMiddle */ .xI)(d.message, SHOWN_MESSAGE_LENGTH)}${text}\n`;
}


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q6: () => (/* binding */ visibleText),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   xI: () => (/* binding */ elideMiddle)
/* harmony export */ });
/**
 * Making untrusted text (benchmark names, tool messages) safe inside a GitHub markdown table:
 * it goes in a code span, so `@mentions`, HTML, `*` and `_` are shown literally; every `|` is
 * escaped (GFM splits cells before it parses code spans); backtick runs get a longer fence;
 * line breaks become spaces. Never `replace` (first match only): `replaceAll`. Control characters,
 * bidirectional overrides (U+202E) and invisible characters are shown as `\u202E` (`visibleText`), so
 * a name cannot reorder or hide what the reader sees, in markdown or on a terminal.
 */
/** C0/C1 controls (but tab and line breaks), bidi controls, zero-width and other invisible format characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/**
 * True when `text` has nothing to show or replace: printable ASCII, and the printable Latin-1 and
 * other characters below U+0300 (`±`, `µ`, `¹`), but not the soft hyphen U+00AD. Nearly every
 * name, unit and number of a report, checked without a regular expression.
 */
function plainText(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0xad || c >= 0x300)
            return false;
    }
    return true;
}
/** Shows invisible and direction-changing characters as `\u202E`; line breaks and tabs become spaces. */
function visibleText(text) {
    if (plainText(text))
        return text;
    const spaced = /[\r\n\t]/.test(text) ? text.replaceAll(/[\r\n\t]+/g, ' ') : text;
    return spaced.replaceAll(INVISIBLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
/**
 * At most `maxLength` code points, cut in the middle (an ellipsis there): a long warning keeps both
 * its start and its advice at the end, where a name of 100,000 characters it quotes is shortened;
 * two long names that differ only near the end (`…/size=1024`, `…/size=2048`) still read apart.
 * Cut between code points, never inside a surrogate pair.
 */
function elideMiddle(text, maxLength) {
    // (A string of at most maxLength UTF-16 units has at most that many code points: no need to count.)
    if (text.length <= maxLength)
        return text;
    const points = [...text];
    if (points.length <= maxLength)
        return text;
    const tail = Math.floor((maxLength - 1) / 2);
    return `${points.slice(0, maxLength - 1 - tail).join('')}…${points.slice(points.length - tail).join('')}`;
}
/**
 * A code span that shows `text` literally in a table cell, at most `maxLength` code points of it
 * (cut in the middle after invisible characters are made visible: the length counts what is shown).
 */
function codeSpan(text, maxLength = 200) {
    let body = elideMiddle(visibleText(text), maxLength);
    // Backslashes are literal inside code spans; only the pipe needs GFM's table escape.
    body = body.replaceAll('|', '\\|');
    const longestRun = body.includes('`') ? Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) : 0;
    const fence = '`'.repeat(longestRun + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** Every character inertText changes (and the invisible ones visibleText shows). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INERT_SPECIALS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\\`*_[\]#~&<>|@]/;
/**
 * What GitHub would still turn into a link or a reference in text that has lost its HTML and
 * brackets: a bare URL (`https://…`, `www.…`: GFM's extended autolinks, and GitHub's own autolinker
 * after rendering) and a `GH-123` issue reference. A zero-width space breaks each (before `://`,
 * after `www` and `GH-`), as it does `#123` and `@user`; the text still reads the same.
 */
const AUTOLINKS = /[a-z]:\/\/|www\.|gh-\d/i;
/**
 * Plain prose from a tool (a panic message), or from a fork's artifact (comment-from-artifact), made
 * inert: no HTML, no mentions, no issue references, no links (not even a bare URL), no table breaks.
 */
function inertText(text) {
    // Most cells (numbers, units, statuses) contain none of the characters below: one test instead
    // of six passes that change nothing.
    if (!INERT_SPECIALS.test(text) && !AUTOLINKS.test(text))
        return text;
    // Backslash-escape markdown punctuation first, then add the escapes for `|` (which must stay
    // single) and the HTML entities (whose `&` and `;` must not be escaped again).
    // `#123` must not become an issue link, nor `@user` a mention: a zero-width space breaks both
    // (added after visibleText, which would show it).
    return visibleText(text)
        .replaceAll(/([\\`*_[\]#~])/g, '\\$1')
        .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
        .replaceAll('|', '\\|')
        .replaceAll('@', '@\u200b')
        .replaceAll(/#(?=\d)/g, '#\u200b')
        .replaceAll(/(?<=[a-z])(?=:\/\/)/gi, '\u200b')
        .replaceAll(/(www)(?=\.)/gi, '$1\u200b')
        .replaceAll(/(gh-)(?=\d)/gi, '$1\u200b');
}


/***/ }),

/***/ 1666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
/** Compile-time exhaustiveness check for switches over closed unions. */
function assertNever(value) {
    throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}


/***/ }),

/***/ 7231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c2: () => (/* binding */ recordedLosses),
/* harmony export */   ic: () => (/* binding */ partialResultsNote),
/* harmony export */   kX: () => (/* binding */ partialResults)
/* harmony export */ });
const PARTIAL_RESULTS = 'partial results: ';
/** The note for a series of `planned` runs that stopped at run `done + 1`. */
function partialResultsNote(source, done, planned) {
    return { severity: 'warning', source, line: 0, message: `${PARTIAL_RESULTS}run ${done + 1} of ${planned} failed, so this file holds ${done} run${done === 1 ? '' : 's'}` };
}
/** What a result file's partial-results notes say, without the label ("run 3 of 5 failed, ..."); several after a merge, none when complete. */
function partialResults(diagnostics) {
    return diagnostics.flatMap((d) => (d.line === 0 && d.message.startsWith(PARTIAL_RESULTS) ? [d.message.slice(PARTIAL_RESULTS.length)] : []));
}
/**
 * Where a result file's recorded data losses (error diagnostics) were, one entry per input they
 * came from: "lines 4, 9 of old.txt". Empty when nothing was lost.
 */
function recordedLosses(diagnostics) {
    const bySource = new Map();
    for (const d of diagnostics) {
        if (d.severity !== 'error')
            continue;
        const lines = bySource.get(d.source);
        if (lines === undefined)
            bySource.set(d.source, [d.line]);
        else
            lines.push(d.line);
    }
    return [...bySource].map(([source, lines]) => `line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', ...' : ''} of ${source}`);
}


/***/ }),

/***/ 150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ ResultSetSchema),
/* harmony export */   Ew: () => (/* binding */ SCHEMA_ID),
/* harmony export */   X: () => (/* binding */ DIRECTIONS),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports TOOL_KINDS, ASSUMPTIONS, BENCHMARK_STATUSES, SEVERITIES, SourceRefSchema, DiagnosticSchema, SummarySchema, MetricSchema, NamePartsSchema, BenchmarkSchema, MachineSchema, ContextSchema, HistoryRunSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5491);
/**
 * The common result schema: every parser produces a ResultSet, `compare` consumes two.
 *
 * A ResultSet is one measurement session of one suite: its context (tool, commit, machine, the
 * tool's own config lines) and its benchmarks. A benchmark has metrics; a metric keeps every
 * sample the tool gave, already tidied to base units (sec/op, B/s), with its direction and the
 * statistical assumption that applies to it. When a tool reports only a summary (libtest's
 * median, criterion's point estimate) the metric carries `summary` with its `n` instead.
 *
 * Files on disk carry `schemaVersion`; `load.ts` migrates older versions at load time, so parsers
 * and the comparison only ever see the current shape.
 */

const SCHEMA_ID = 'bench-gate/result';
/**
 * 1, the only version so far. A change a reader can undo on any file of the version, whichever
 * bench-gate wrote it, keeps the version and is a normalisation at load (load.ts): raising it makes
 * every older bench-gate refuse the files a newer one writes (a workflow on an older action tag, or
 * a pull request's older action, finds the default branch's new baseline "newer" and gates nothing).
 */
const SCHEMA_VERSION = 1;
/** The tools a result set can come from (its `context.tool`). */
const TOOL_KINDS = [
    'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
    'hyperfine', 'gbench', 'pytest', 'custom', 'bmf', 'metrics',
];
const DIRECTIONS = ['lower', 'higher'];
const ASSUMPTIONS = ['nothing', 'exact'];
const BENCHMARK_STATUSES = ['ok', 'failed', 'skipped'];
const SEVERITIES = ['error', 'warning', 'info'];
const StringMap = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
// Every schema here and in the JSON parsers is wrapped in z.lazy, which builds it on first use:
// built at load, the schemas of every format cost each CLI start-up ~8 ms (issue 9), though a
// command reads one format at most. Types and JSON Schema exports are unchanged by the wrapper.
const SourceRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The input the value came from, as the user named it.'),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).describe('1-based line number in that input.'),
}));
const DiagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SEVERITIES),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).describe('1-based line; 0 when the problem concerns the whole input.'),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The offending line, shortened.'),
}));
const SummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).describe('How many samples the tool summarised (libtest: the 50 of its last round); 1 when the input does not say (criterion `--output-format bencher`, BMF, custom JSON). Compare never reads it: a summary is one sample of its run.'),
    center: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().describe('The tool\'s point estimate (median unless `centerKind` says otherwise), base units.'),
    centerKind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['median', 'mean', 'point-estimate']),
    min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    max: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    stddev: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    spread: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('A tool-specific spread, e.g. libtest\'s max-min "(+/- x)".'),
}));
const MetricSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    unit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('Base unit after tidying, e.g. sec/op, B/s, allocs/op.'),
    originalUnit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('The unit as the tool printed it, e.g. ns/op, MB/s.'),
    better: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(DIRECTIONS).describe('Whether lower or higher values are better.'),
    assumption: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ASSUMPTIONS).describe('`exact`: every run should give the same value (sizes, counts); `nothing`: a noisy measurement.'),
    samples: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).describe('Every sample, in base units, in the order the tool printed them.'),
    iterations: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0)).optional().describe('Per sample: how many iterations the tool averaged over (Go\'s N).'),
    summary: SummarySchema.optional().describe('Present when the tool gives a summary instead of samples.'),
}).refine((m) => m.samples.length > 0 || m.summary !== undefined, {
    message: 'a metric needs at least one sample or a summary',
}));
const NamePartsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    package: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Go package (`pkg:` line) or the tool\'s equivalent.'),
    base: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The benchmark\'s own name, before any sub-benchmark part.'),
    sub: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).describe('Sub-benchmark parts, in order (`size=1000`, `sha256`).'),
    params: StringMap.describe('The `key=value` sub-benchmark parts as a map.'),
    procs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).optional().describe('GOMAXPROCS from the `-N` suffix (1 when absent). Advisory: `n-10` is ambiguous.'),
}));
const BenchmarkSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('Identity used to join base and head: package and full name.'),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The full name as the tool printed it.'),
    parts: NamePartsSchema,
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(BENCHMARK_STATUSES),
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Failure, skip or panic text the tool printed for it.'),
    config: StringMap.describe('Config lines in force for this benchmark (goos, goarch, pkg, cpu, any key: value).'),
    source: SourceRefSchema.optional().describe('Where its first result appeared.'),
    metrics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(MetricSchema),
}));
const MachineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Stable id of the machine class; results from different fingerprints are not compared.'),
    os: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    arch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    cpu: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    cores: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    mixed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Set by `merge --allow-different-machines` when its inputs came from different machines: each machine, by its fingerprint and what is known of its CPU, OS and architecture. Such a file has no one machine (no fingerprint, until the action saves it as the machine class machine-id names): compare warns, merge joins it with other files only when told again (parse never does), and the action gates it only as the machine class machine-id names.'),
}));
const ContextSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TOOL_KINDS),
    toolVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    time: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('ISO 8601 time of the run.'),
    machine: MachineSchema.optional(),
    config: StringMap.describe('The tool\'s config lines at the first result (goos, goarch, cpu, ...).'),
    sources: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).describe('The inputs this set was read from.'),
}));
const HistoryRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    time: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    values: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()))
        .describe('benchmark key -> base unit -> that run\'s median.'),
}));
const ResultSetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_ID),
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    suite: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    context: ContextSchema,
    benchmarks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BenchmarkSchema),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DiagnosticSchema),
    history: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HistoryRunSchema).optional()
        .describe('Medians of earlier baseline runs, newest last, for the cached-baseline history test.'),
}));


/***/ }),

/***/ 34:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   Jy: () => (/* binding */ isAscending),
/* harmony export */   TZ: () => (/* binding */ sortedCopy)
/* harmony export */ });
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5521);
// Medians and order statistics of samples sorted once, with exactly the values simple-statistics
// gives, so the comparison can sort each side once and pass the sorted copy down instead of every
// step copying and re-selecting (STATISTICS.md §4 is unchanged; only the work is).
//
// Contract: `sortedCopy` returns a copy of the values in ascending order. `median(values)` equals
// `ss.median(values)`: simple-statistics picks the middle order statistic for odd n and, for even
// n, interpolates type-7 style as lo + 0.5·(hi − lo) (not (lo + hi)/2, which can differ in the last
// bit); except where that overflows (finite lo and hi of opposite signs near ±1.8e308), where ss
// gives ±∞ or NaN and `median` the finite lo/2 + hi/2. Order statistics do not depend on the
// method that finds them, except for the sign of a zero (a sort may put −0 and +0 in either order,
// ss's quickselect may leave either in the middle), so `median` hands samples that hold a −0 with
// a zero in the middle, and any sample with NaN (which has no order), to ss.median itself. Without a −0 every zero is +0 and each order
// statistic is one double whatever finds it: counts and sizes of 0 (half the sides of a Go suite's
// B/op and allocs/op) then cost no copy and no selection.

/** Below this many values an insertion sort beats a typed-array sort (measured in Node 20). */
const INSERTION_LIMIT = 32;
/**
 * The values ascending, as a new array (numeric order; the input is not touched): a plain array
 * by insertion sort for the usual 5 to 30 values (a Float64Array that size lives outside V8's heap
 * and costs more to allocate than to sort), a typed-array sort above. Equal values are
 * indistinguishable except ±0, whose relative order is unspecified here: callers that care (see
 * `median`) check for zeros.
 */
function sortedCopy(values) {
    if (values.length > INSERTION_LIMIT) {
        const out = new Float64Array(values.length);
        out.set(values);
        return out.sort();
    }
    const out = [];
    for (let i = 0; i < values.length; i++) {
        const v = values[i] ?? NaN;
        let j = i - 1;
        out.push(v);
        for (; j >= 0 && (out[j] ?? NaN) > v; j--)
            out[j + 1] = out[j] ?? NaN;
        out[j + 1] = v;
    }
    return out;
}
/** True when each value is at least the one before it (NaN-free input; −0 and +0 count as equal). */
function isAscending(values) {
    for (let i = 1; i < values.length; i++)
        if ((values[i - 1] ?? NaN) > (values[i] ?? NaN))
            return false;
    return true;
}
/** ss.median's value for an ascending, NaN-free, non-empty sample (see the header for zeros). */
function medianOfSorted(sorted) {
    const n = sorted.length;
    const mid = n >> 1;
    if (n % 2 === 1)
        return sorted[mid] ?? NaN;
    const lo = sorted[mid - 1] ?? NaN;
    const hi = sorted[mid] ?? NaN;
    const middle = lo + 0.5 * (hi - lo);
    // hi − lo overflows for finite values of opposite signs near ±1.8e308, and ss.median's ∞ (or
    // NaN) would stand for a median near 0: halves first, which cannot overflow.
    return Number.isFinite(middle) || !Number.isFinite(lo) || !Number.isFinite(hi) ? middle : lo / 2 + hi / 2;
}
/** True when the middle order statistics contain a zero, whose sign only ss.median can decide (when some value is −0). */
function middleHasZero(sorted) {
    const n = sorted.length;
    return sorted[n >> 1] === 0 || (n % 2 === 0 && sorted[(n >> 1) - 1] === 0);
}
/**
 * ss.median(values), the same double, without a copy and a selection when the values are already
 * ascending (what compare's summaries pass) and with one small sort otherwise.
 * @throws Error for an empty sample, as ss.median does
 */
function median(values) {
    const n = values.length;
    if (n === 0)
        throw new Error('median requires at least one data point');
    // One pass: NaN (no order: leave it to ss), whether some value is −0, and whether the values are
    // already ascending.
    let ascending = true;
    let negativeZero = false;
    for (let i = 0; i < n; i++) {
        const v = values[i] ?? NaN;
        if (Number.isNaN(v))
            return simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ(Array.from(values));
        if (v === 0 && 1 / v < 0)
            negativeZero = true;
        if (i > 0 && (values[i - 1] ?? NaN) > v)
            ascending = false;
    }
    const sorted = ascending ? values : sortedCopy(values);
    return negativeZero && middleHasZero(sorted) ? simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ(Array.from(values)) : medianOfSorted(sorted);
}


/***/ })

};
