export const id = 536;
export const ids = [536];
export const modules = {

/***/ 6536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readFingerprint: () => (/* binding */ readFingerprint)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The machine fingerprint that scopes baselines (ACTIONS.md §4.4): runner names are wrong both
 * ways (ephemeral runners get new names, a re-registered runner keeps an old one), so the hardware
 * and toolchain are hashed instead: OS, architecture, CPU model, core count, memory, and the
 * versions of the benchmark toolchains present. `machine-id` replaces the hardware part when the
 * user wants to decide which machines share baselines.
 */



const TOOLCHAINS = [['go', ['version']], ['rustc', ['-V']], ['hyperfine', ['--version']]];
function version(command, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(command, args, { timeout: 5_000 }, (error, stdout) => resolve(error === null ? stdout.trim().split('\n')[0] : undefined));
    });
}
/** The fingerprint of this machine; `id` is 12 hex digits of a hash of the canonical details. */
async function readFingerprint(env, machineId) {
    const os = env.RUNNER_OS ?? process.platform;
    const arch = env.RUNNER_ARCH ?? process.arch;
    const details = { os, arch };
    if (machineId !== '') {
        details['machine-id'] = machineId;
    }
    else {
        const list = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.cpus)();
        details.cpu = list[0]?.model.trim() ?? 'unknown';
        details.cores = String(list.length);
        details.memoryGiB = String(Math.round((0,node_os__WEBPACK_IMPORTED_MODULE_2__.totalmem)() / 2 ** 30));
    }
    for (const [command, args] of TOOLCHAINS) {
        const v = await version(command, args);
        if (v !== undefined)
            details[command] = v;
    }
    const canonical = JSON.stringify(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));
    return { id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(canonical).digest('hex').slice(0, 12), os, arch, details };
}


/***/ })

};
