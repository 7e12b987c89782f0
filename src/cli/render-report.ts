/**
 * Rendering a comparison report for the commands that print one (compare, run --baseline, ab,
 * report). Markdown is a PR comment's text, so by default it is fitted to GitHub's comment limit
 * exactly as the action's comments are (renderWithinBudget: charts first, then the table of other
 * results, then flagged rows), with a note on stderr; `--full` renders all of it.
 */
import type { ComparisonReport } from '../compare/types.js';
import { COMMENT_LIMIT_CHARS, renderWithinBudget } from '../report/budget.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderText } from '../report/text.js';
import { UsageError } from './ports.js';

export const REPORT_OUTPUTS = ['text', 'markdown', 'json'] as const;
export type ReportOutput = (typeof REPORT_OUTPUTS)[number];

export interface RenderOptions {
  color: boolean;
  suite: string | undefined;
  /** Markdown whole, not fitted to a PR comment (--full). */
  full: boolean;
  /** The command, for the note that says how to get the whole report: "bench-gate compare". */
  command: string;
  stderr: (text: string) => void;
}

export function renderReport(report: ComparisonReport, output: ReportOutput, options: RenderOptions): string {
  const suite = options.suite === undefined ? {} : { suite: options.suite };
  switch (output) {
    case 'text':
      return renderText(report, { color: options.color });
    case 'markdown':
      return options.full ? renderMarkdown(report, suite) : commentMarkdown(report, options);
    case 'json':
      return renderJson(report);
  }
}

/**
 * --output: the report's format. A file name there (`--output report.md`) is a mix-up with the
 * option that names the file (`fileOption`: -o, or run's --report), so the message names that one.
 */
export function parseReportOutput(value: string | undefined, fileOption: string): ReportOutput {
  if (value === undefined || (REPORT_OUTPUTS as readonly string[]).includes(value)) return (value ?? 'text') as ReportOutput;
  const file = /[./\\]/.test(value) ? ` --output is the report's format; to write the report to the file ${value}, use ${fileOption} ${value}.` : '';
  throw new UsageError(`Invalid value '${value}' for --output. Use one of: ${REPORT_OUTPUTS.join(', ')}.${file}`);
}

/** --full goes with markdown only: the other outputs are always whole. */
export function checkFull(full: boolean | undefined, output: ReportOutput, command: string): boolean {
  if (full === true && output !== 'markdown') throw new UsageError(`--full applies to --output markdown (a ${output} report is always whole). Use: ${command} --output markdown --full ...`);
  return full === true;
}

/** The markdown as the comment it is posted as: within GitHub's limit, saying on stderr when parts were left out. */
function commentMarkdown(report: ComparisonReport, options: RenderOptions): string {
  const full = `\`${options.command} --output markdown --full\``;
  const { text, step, chartsDropped } = renderWithinBudget(report, { ...(options.suite === undefined ? {} : { suite: options.suite }), fullReportAt: `the full report (${full})` }, COMMENT_LIMIT_CHARS);
  if (step > 1 || chartsDropped) {
    const what = step === 3 ? 'the charts, the table of other results and some flagged rows' : step === 2 ? 'the charts and the table of other results' : 'the charts';
    options.stderr(`bench-gate: the markdown report is over GitHub's ${COMMENT_LIMIT_CHARS.toLocaleString('en-US')}-character comment limit, so ${what} were left out (the report says so); --full renders all of it\n`);
  }
  return text;
}
