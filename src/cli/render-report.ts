/** Rendering a comparison report the way `compare` does, for commands that compare (`ab`). */
import type { ComparisonReport } from '../compare/types.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderText } from '../report/text.js';

export const REPORT_OUTPUTS = ['text', 'markdown', 'json'] as const;
export type ReportOutput = (typeof REPORT_OUTPUTS)[number];

export function renderReport(report: ComparisonReport, output: ReportOutput, color: boolean, suite: string | undefined): string {
  switch (output) {
    case 'text':
      return renderText(report, { color });
    case 'markdown':
      return renderMarkdown(report, suite === undefined ? {} : { suite });
    case 'json':
      return renderJson(report);
  }
}
