export const id = 798;
export const ids = [798];
export const modules = {

/***/ 1798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STDOUT_KEEP: () => (/* binding */ STDOUT_KEEP),
/* harmony export */   spawnProcess: () => (/* binding */ spawnProcess),
/* harmony export */   stopAllChildren: () => (/* binding */ stopAllChildren)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(128);
/**
 * The real process spawner behind RunPorts.spawn: no shell, stdin closed, stdout and stderr
 * captured and forwarded live, a timeout that stops the whole process group (a shell script's
 * `sleep` too, not just the shell), and `stopAllChildren` for Ctrl-C so nothing outlives us.
 *
 * Note: each child gets its own process group (`detached`), so that a timeout can kill the
 * group; the price is that the terminal's Ctrl-C no longer reaches it directly, hence the
 * registry of live children that cli.ts forwards SIGINT/SIGTERM to.
 */


const STDERR_KEEP = 256 * 1024;
/**
 * stdout is kept whole up to what bench-gate reads of any output (MAX_INPUT_BYTES; the joined
 * output is cut there too, merged-output.ts), then only its end, as stderr is: a command printing
 * gigabytes would otherwise grow one string past V8's limit, which throws in the stream handler
 * and ends the process with exit 1, the status that means "regression".
 */
const STDOUT_KEEP = _io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_INPUT_BYTES */ .su;
const KILL_GRACE_MS = 2_000;
/** After the child exits, how long to wait for grandchildren still holding its pipes open. */
const PIPE_GRACE_MS = 2_000;
const live = new Set();
const useGroups = process.platform !== 'win32';
function signalGroup(child, signal) {
    try {
        if (useGroups && child.pid !== undefined)
            process.kill(-child.pid, signal);
        else
            child.kill(signal);
    }
    catch {
        // Already gone.
    }
}
/** Sends `signal` to every running child's process group (cli.ts calls this on Ctrl-C); returns how many. */
function stopAllChildren(signal) {
    for (const child of live)
        signalGroup(child, signal);
    return live.size;
}
/** Captures a child's output (stdout up to `stdoutKeep`, then its end; stderr only its end) and forwards it live. */
function captureOutput(child, request, stdoutKeep) {
    let stdout = '';
    let stdoutCut = false;
    let stderr = '';
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (text) => {
        if (!stdoutCut && stdout.length + text.length > stdoutKeep)
            stdoutCut = true;
        stdout = stdoutCut ? (stdout + text).slice(-Math.min(STDERR_KEEP, stdoutKeep)) : stdout + text;
        request.onStdout?.(text);
    });
    child.stderr?.on('data', (text) => {
        stderr = (stderr + text).slice(-STDERR_KEEP);
        request.onStderr?.(text);
    });
    return { stdout: () => stdout, stderr: () => stderr };
}
/** After `ms`: SIGTERM to the group, then SIGKILL if it is still there after a grace period. */
function startTimeout(child, ms) {
    let fired = false;
    let kill;
    const timer = setTimeout(() => {
        fired = true;
        signalGroup(child, 'SIGTERM');
        kill = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS);
    }, ms);
    return { fired: () => fired, clear: () => { clearTimeout(timer); clearTimeout(kill); } };
}
/** Runs one process to its end; never rejects. `stdoutKeep`: how much of stdout is kept whole (STDOUT_KEEP). */
function spawnProcess(request, stdoutKeep = STDOUT_KEEP) {
    const started = performance.now();
    const [file = '', ...args] = request.argv;
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, { cwd: request.cwd, env: request.env, stdio: ['ignore', 'pipe', 'pipe'], detached: useGroups });
    }
    catch (error) {
        return Promise.resolve({ end: { kind: 'not-started', message: error instanceof Error ? error.message : String(error) }, stdout: '', stderr: '', durationSeconds: 0 });
    }
    live.add(child);
    const output = captureOutput(child, request, stdoutKeep);
    const timeout = request.timeoutMs === undefined ? undefined : startTimeout(child, request.timeoutMs);
    return new Promise((resolve) => {
        let settled = false;
        let pipeGrace;
        const finish = (end) => {
            if (settled)
                return;
            settled = true;
            live.delete(child);
            timeout?.clear();
            clearTimeout(pipeGrace);
            resolve({ end, stdout: output.stdout(), stderr: output.stderr(), durationSeconds: (performance.now() - started) / 1000 });
        };
        child.on('error', (error) => finish({ kind: 'not-started', message: error.message }));
        // A grandchild left running in the background may hold the pipes open: stop waiting for it.
        child.on('exit', () => {
            if (!settled)
                pipeGrace = setTimeout(() => { child.stdout?.destroy(); child.stderr?.destroy(); }, PIPE_GRACE_MS);
        });
        child.on('close', (code, signal) => {
            if (timeout?.fired() === true)
                finish({ kind: 'timed-out' });
            else if (code !== null)
                finish({ kind: 'exited', code });
            else
                finish({ kind: 'signalled', signal: signal ?? 'unknown signal' });
        });
    });
}


/***/ })

};
