/**
 * Where the Go text reader and its helpers (go-crash.ts, go-package-config.ts,
 * go-invalid-results.ts) put the problems they meet: diagnostics with line numbers, and the first
 * lines nothing could read (for the "no results" error).
 */
import type { Diagnostic } from '../schema/result.js';
import { excerpt, UNRECOGNIZED_KEPT } from './types.js';

export class GoDiagnostics {
  readonly list: Diagnostic[] = [];
  readonly unrecognized: { line: number; text: string }[] = [];

  /** `source` names the input in every diagnostic. */
  constructor(readonly source: string) {}

  warn(line: number, message: string, text?: string): void {
    this.report('warning', line, message, text);
  }

  /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures); info: nothing lost or changed. */
  report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const diagnostic: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) diagnostic.text = excerpt(text);
    this.list.push(diagnostic);
  }

  /** Keeps a line no reading claimed (the first UNRECOGNIZED_KEPT). */
  keepUnrecognized(line: number, text: string): void {
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line, text: excerpt(text) });
  }
}
