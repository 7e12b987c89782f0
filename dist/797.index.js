export const id = 797;
export const ids = [797];
export const modules = {

/***/ 2797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* harmony import */ var _config_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(275);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5958);
/* harmony import */ var _compare_types_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8714);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8109);
/* harmony import */ var _stats_multiple_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3551);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1956);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7911);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7929);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(776);
/* harmony import */ var _render_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6284);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2794);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2082);
/**
 * `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. The config file
 * (--config, else the nearest bench-gate.yml or .github/bench-gate.yml, either spelt .yaml too,
 * from the working directory up to the repository root) gives defaults, rules and metrics patterns; flags override its settings.
 */
















async function compareCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Qx)('compare', args, _command_options_js__WEBPACK_IMPORTED_MODULE_5__/* .COMPARE_OPTIONS */ .li, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_11__/* .COMPARE_HELP */ .MI);
        return 0;
    }
    const suiteOption = (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .parseSuite */ .El)('--suite', values.suite);
    if (positionals.length !== 2)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_13__/* .UsageError */ .e(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}).${positionals.length < 2 ? await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_5__/* .COMPARE_OPTIONS */ .li, ports) : ''} Example: bench-gate compare old.txt new.txt`);
    const loaded = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .loadConfigFile */ .HT)(values.config, ports);
    let config = loaded === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveConfig */ .p)(loaded.config, loaded.path, suiteOption);
    if (loaded !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .describeConfig */ .Yy)(loaded, config));
    const load = {
        format: (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const output = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_9__/* .parseReportOutput */ .R3)(values.output, '-o');
    const full = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_9__/* .checkFull */ .W5)(values.full, output, 'bench-gate compare');
    // Flags are checked before any input is read; unset ones fall back to the config, then the defaults.
    const flags = {
        threshold: values.threshold === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .parseThreshold */ .B7)('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .parseProbability */ .fM)('--q', values.q, 0.05),
        multipleComparisons: values['multiple-comparisons'] === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('--multiple-comparisons', values['multiple-comparisons'], _stats_multiple_js__WEBPACK_IMPORTED_MODULE_14__/* .MULTIPLE_COMPARISON_METHODS */ .YE, 'bh'),
        mode: (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('--mode', values.mode, _compare_types_js__WEBPACK_IMPORTED_MODULE_15__/* .BASELINE_MODES */ .hE, 'files'),
        commonMode: (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('--common-mode', values['common-mode'], _compare_types_js__WEBPACK_IMPORTED_MODULE_15__/* .COMMON_MODE_SETTINGS */ .Cn, 'auto'),
    };
    const [basePath = '', headPath = ''] = positionals;
    (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .checkStdinOnce */ .I0)(positionals); // comparing a file with itself is allowed (an A/A check); stdin twice is not
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkOutputsBesideConfig */ .Lk)([['-o', values.out]], loaded?.path, ports);
    const base = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .loadInput */ .lJ)(basePath, ports, load);
    const head = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .loadInput */ .lJ)(headPath, ports, load);
    ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .describeLoaded */ .p4)('base ', base) + (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .describeLoaded */ .p4)('head ', head));
    const suite = suiteOption ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .suiteNamedIn */ .Vz)(head.set) ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_12__/* .suiteNamedIn */ .Vz)(base.set);
    if (loaded !== undefined && suiteOption === undefined && suite !== undefined)
        config = resolveSuiteOfInputs(loaded, suite, ports);
    const options = {
        ...flags,
        threshold: flags.threshold ?? config?.threshold ?? 0.05,
        q: flags.q ?? config?.q ?? 0.05,
        multipleComparisons: flags.multipleComparisons ?? config?.multipleComparisons ?? 'bh',
    };
    const policy = config === undefined ? undefined : new _config_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigPolicy */ .DL(config);
    const report = (0,_config_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .compareWithConfig */ .sc)(base.set, head.set, options, policy);
    (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .warnUnmatchedRules */ .Pp)(ports, policy);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    if (values.out === undefined && output === 'json') {
        // Piece by piece: at 10,000 benchmarks the JSON is ~28 M characters, and one string of it (two
        // bytes a character once a `≥` is in it) plus its UTF-8 copy would double the peak memory.
        for (const part of (0,_report_json_js__WEBPACK_IMPORTED_MODULE_10__/* .renderJsonParts */ .xz)(report))
            ports.stdout(part);
    }
    else {
        const rendered = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_9__/* .renderReport */ .B1)(report, output, { color, suite, full, command: 'bench-gate compare', stderr: (t) => ports.stderr(t) });
        if (values.out !== undefined)
            await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutput */ .zh)(ports, values.out, rendered);
        else
            ports.stdout(rendered);
    }
    const regressions = (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .gatingRegressions */ .NU)(report.comparisons, policy?.gatePolicy());
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFailure */ .Ic)(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
/** The inputs' own suite (result files carry one) selects the config's suite when --suite is absent. */
function resolveSuiteOfInputs(loaded, suite, ports) {
    const resolved = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveConfig */ .p)(loaded.config, loaded.path, suite);
    if (resolved.suite !== undefined)
        ports.stderr(`config ${loaded.path}: suite ${suite} (from the inputs)\n`);
    resolved.warnings = [];
    return resolved;
}


/***/ })

};
