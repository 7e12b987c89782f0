export const id = 682;
export const ids = [682];
export const modules = {

/***/ 5682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9107);
/* harmony import */ var _merge_history_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4470);
/* harmony import */ var _mixed_machines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3755);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7911);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7929);
/* harmony import */ var _join_refusals_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1281);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2082);
/* harmony import */ var _result_outputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5754);
/**
 * `bench-gate merge FILE... -o FILE`: joins result files from matrix shards (different
 * benchmarks) or repeated sessions (more samples of the same ones), refusing to mix machines,
 * tools or commits unless told, with errors that name the files. A file that mixes machines, as
 * told, says so (`context.machine.mixed`), and their baseline histories are joined run by run.
 */













async function mergeCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)('merge', args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .MERGE_OPTIONS */ .WZ, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_8__/* .MERGE_HELP */ .h$);
        return 0;
    }
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .parseSuite */ .El)('--suite', values.suite);
    if (positionals.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(`merge needs the result files to join.${await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .MERGE_OPTIONS */ .WZ, ports)} Example: bench-gate merge shard-1.json shard-2.json -o all.json`);
    await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .checkInputsOnce */ .zI)(positionals, 'merging a file with itself would count its samples twice.', ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    await (0,_result_outputs_js__WEBPACK_IMPORTED_MODULE_7__/* .checkReplacesResultsOnly */ .G)([['-o', values.out]], ports);
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
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSame */ .j3)(loaded, 'tool', (s) => s.context.tool, 'merge each tool\'s results into its own file.');
    const commit = (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .joinedCommit */ .b5)(loaded, 'merge only results of one commit (the result of `bench-gate run` records it).');
    // The merged file keeps one suite name (the report's title and PR comment marker): another file's would be lost unnamed.
    if (suite === undefined)
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSame */ .j3)(loaded, 'suite', (s) => (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .suiteNamedIn */ .Vz)(s), 'merge only one suite\'s results, or pass --suite NAME to name the merged result.');
    if (!allowMachines) {
        const fix = 'samples from different machines mix their speeds. Merge only shards that ran on one machine class, or pass --allow-different-machines if you know they are alike.';
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkSameMachine */ .md)(loaded, fix);
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkUnmixed */ .rQ)(loaded, 'samples from different machines mix their speeds. Pass --allow-different-machines again if you know they are alike.');
    }
    const sets = loaded.map((l) => l.set);
    const mixes = sets.some((s) => s.context.machine?.mixed !== undefined) || _mixed_machines_js__WEBPACK_IMPORTED_MODULE_0__/* .MACHINE_TRAITS */ .Iq.some((trait) => (0,_mixed_machines_js__WEBPACK_IMPORTED_MODULE_0__/* .traitDiffers */ .gj)(sets, trait));
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkDirections */ .zB)(loaded, 'merge');
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .checkNoRepeatedSamples */ .lm)(loaded, 'merge');
    const unknown = loaded.filter((l) => l.set.context.machine?.fingerprint === undefined);
    if (!allowMachines && unknown.length > 0 && unknown.length < loaded.length) {
        const its = unknown.length === 1 ? 'its' : 'their';
        ports.stderr(`bench-gate: warning: ${unknown.map((l) => l.path).join(', ')} record${unknown.length === 1 ? 's' : ''} no machine fingerprint, so ${its} machine is checked only by the CPU, OS and architecture ${its} output names, if any.\n`);
    }
    const paths = loaded.map((l) => l.path);
    const history = (0,_merge_history_js__WEBPACK_IMPORTED_MODULE_11__/* .mergeHistories */ .d)(sets.map((s) => s.history), paths);
    if (!history.ok)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .e(history.error);
    const merged = mergeSets(sets, paths, { mixes, history: history.history, commit });
    const mixed = merged.context.machine?.mixed;
    if (mixed !== undefined && loaded.length > 1) {
        ports.stderr(`bench-gate: warning: the merged file holds results of different machines (${(0,_mixed_machines_js__WEBPACK_IMPORTED_MODULE_0__/* .machineList */ .Wv)(mixed)}): it records them (context.machine.mixed), and compare warns when it is a side, as it does for two files of different machines.\n`);
    }
    const before = loaded.reduce((n, l) => n + l.set.diagnostics.length, 0);
    for (const d of merged.diagnostics.slice(before))
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
    const suiteName = suite ?? loaded.map((l) => (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .suiteNamedIn */ .Vz)(l.set)).find((s) => s !== undefined);
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
/**
 * One set from several: benchmarks merged by key, sources and diagnostics concatenated (then the
 * merge's own warnings), the earliest time kept (an unreadable one before any). A set that mixes
 * machines has their list for a machine, as no one fingerprint describes it.
 */
function mergeSets(sets, paths, joined) {
    const [first] = sets;
    if (first === undefined)
        throw new Error('mergeSets() needs at least one set');
    const time = (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_6__/* .joinedTime */ .pI)(sets.flatMap((s) => (s.context.time === undefined ? [] : [s.context.time])));
    const { commit, history } = joined;
    const context = { ...first.context, sources: sets.flatMap((s) => s.context.sources) };
    if (time !== undefined)
        context.time = time;
    if (commit !== undefined)
        context.commit = commit;
    if (joined.mixes && sets.length > 1)
        context.machine = (0,_mixed_machines_js__WEBPACK_IMPORTED_MODULE_0__/* .mixedMachine */ .NG)(sets);
    // The merge's own warnings (summaries it could not keep) come after the inputs' diagnostics.
    const diagnostics = sets.flatMap((s) => s.diagnostics);
    const benchmarks = (0,_merge_js__WEBPACK_IMPORTED_MODULE_12__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks), { sources: paths, diagnostics });
    return {
        ...first,
        context,
        benchmarks,
        diagnostics,
        ...(history === undefined ? {} : { history }),
    };
}


/***/ })

};
