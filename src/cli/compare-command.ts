/** `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. */
import { parseArgs } from 'node:util';
import { compareResultSets } from '../compare.js';
import { BASELINE_MODES, COMMON_MODE_SETTINGS, type ComparisonReport } from '../compare/types.js';
import { INPUT_FORMATS } from '../input.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderText } from '../report/text.js';
import { renderJson } from '../report/json.js';
import { MULTIPLE_COMPARISON_METHODS } from '../stats/multiple.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { COMPARE_HELP } from './help.js';
import { describeLoaded, loadInput, writeOutput } from './load-inputs.js';
import { oneOf, parseProbability, parseThreshold } from './options.js';
import { UsageError, type CliPorts } from './ports.js';

const OUTPUTS = ['text', 'markdown', 'json'] as const;

export async function compareCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: {
      format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
      'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
      output: { type: 'string' }, out: { type: 'string', short: 'o' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
      lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    ports.stdout(COMPARE_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}). Example: bench-gate compare old.txt new.txt`);
  const load = { format: oneOf('--format', values.format, INPUT_FORMATS, 'auto'), lenient: values.lenient === true, verbose: values.verbose === true };
  const output = oneOf('--output', values.output, OUTPUTS, 'text');
  const options = {
    threshold: parseThreshold('--threshold', values.threshold, 0.05),
    q: parseProbability('--q', values.q, 0.05),
    multipleComparisons: oneOf('--multiple-comparisons', values['multiple-comparisons'], MULTIPLE_COMPARISON_METHODS, 'bh'),
    mode: oneOf('--mode', values.mode, BASELINE_MODES, 'files'),
    commonMode: oneOf('--common-mode', values['common-mode'], COMMON_MODE_SETTINGS, 'auto'),
  };
  const [basePath = '', headPath = ''] = positionals;
  const base = await loadInput(basePath, ports, load);
  const head = await loadInput(headPath, ports, load);
  ports.stderr(describeLoaded('base ', base) + describeLoaded('head ', head));
  const report = compareResultSets(base.set, head.set, options);
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
  const suite = values.suite ?? head.set.suite ?? base.set.suite;
  const rendered = render(report, output, color, suite);
  if (values.out !== undefined) await writeOutput(ports, values.out, rendered);
  else ports.stdout(rendered);
  const regressions = gatingRegressions(report.comparisons);
  if (regressions.length > 0) ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
  return report.verdict === 'fail' ? 1 : 0;
}

function render(report: ComparisonReport, output: (typeof OUTPUTS)[number], color: boolean, suite: string | undefined): string {
  switch (output) {
    case 'text':
      return renderText(report, { color });
    case 'markdown':
      return renderMarkdown(report, suite === undefined ? {} : { suite });
    case 'json':
      return renderJson(report);
  }
}
