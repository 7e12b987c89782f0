/**
 * The config in force while go.ts reads `go test -bench` text, and the package its benchmarks are
 * keyed by.
 *
 * Config lines (`key: value`, benchmark data format) apply to the results after them; `key:` alone
 * deletes the key. `pkg:` names the package, unless the input names it outside the text (the fixed
 * package of test2json's `Package` field): a `pkg:` line naming another package was then printed by
 * the package's code, and is reported and ignored. A benchmark read before any `pkg:` line of its
 * package section takes the package the section's trailer names, or none for a section go test
 * prints no `pkg:` line for (`command-line-arguments`, `_/dir`: its pseudo import path is kept for
 * messages), as go-sections.ts decides.
 */
import type { GoDiagnostics } from './go-diagnostics.js';
import { detach } from './go-line-shapes.js';
import { sectionPackages, type SectionPackage } from './go-sections.js';
import { excerpt } from './types.js';

export class GoPackageConfig {
  private current: Record<string, string> = {};
  /** Whether a `pkg:` line of this section was read, or its trailer's package was taken (adoptSectionPackage). */
  private known = false;
  /** The pseudo import path (`command-line-arguments`) of the section being read when it has no package (go-sections.ts). */
  private pseudo: string | undefined;
  /** The package section being read (0-based: trailer lines that name a package end one; go-sections.ts). */
  private section = 0;
  /** Read from the input only when a benchmark comes before its section's `pkg:` line. */
  private sections: SectionPackage[] | undefined;
  /** The values of the `pkg:` lines ignored so far (see fixedPackage): each is reported once. */
  private readonly ignoredPkgValues = new Set<string>();

  /**
   * `text`: the whole input, for the sections' trailers. `fixedPackage`: the package of every
   * benchmark when the input names it outside the text; `pkg:` lines then do not change it.
   */
  constructor(private readonly text: string, private readonly fixedPackage: string | undefined,
    private readonly diagnostics: GoDiagnostics) {}

  /** The config in force: replaced on every change, never changed in place, so a benchmark keeps the object it was read under. */
  get config(): Record<string, string> {
    return this.current;
  }

  /** Whether this section's package is settled (adoptSectionPackage has nothing more to do). */
  get sectionKnown(): boolean {
    return this.known;
  }

  /** The pseudo import path of the section being read when it has no package, else undefined. */
  get pseudoPackage(): string | undefined {
    return this.pseudo;
  }

  /** The package of the benchmarks read now: the fixed one, else the last `pkg:` line's. */
  get pkg(): string | undefined {
    return this.fixedPackage ?? this.current.pkg;
  }

  /** The package for messages: pkg, else the section's pseudo import path. */
  get packageName(): string | undefined {
    return this.pkg ?? this.pseudo;
  }

  /** A config line `key: value` (`value` undefined or blank: the key is deleted, as the spec says). */
  set(key: string, value: string | undefined, lineNo: number): void {
    if (key === 'pkg') this.known = true;
    if (key === 'pkg' && this.fixedPackage !== undefined && value?.trim() !== this.fixedPackage) return this.ignorePkgLine(value?.trim() ?? '', lineNo);
    const next = { ...this.current };
    if (value === undefined || value.trim() === '') delete next[key];
    else next[detach(key)] = detach(value.trim());
    this.current = next;
  }

  /**
   * Before the first benchmark of a section no `pkg:` line has named yet: the package the
   * section's trailer names (go-sections.ts), set as a `pkg:` line would set it, or none (the
   * `pkg` key deleted, as `pkg:` alone would) for a pseudo import path go test prints no `pkg:`
   * line for; else, where the trailer does not say, the config stays as it is. Once per section.
   */
  adoptSectionPackage(): void {
    if (this.known || this.fixedPackage !== undefined) return;
    this.known = true;
    this.sections ??= sectionPackages(this.text);
    const section = this.sections[this.section];
    if (section?.kind === 'package' && this.current.pkg !== section.pkg) this.current = { ...this.current, pkg: detach(section.pkg) };
    if (section?.kind !== 'none') return;
    this.pseudo = section.pseudo;
    if (this.current.pkg === undefined) return;
    const next = { ...this.current };
    delete next.pkg;
    this.current = next;
  }

  /** A trailer line that names a package ended its section: the next one starts. */
  endSection(): void {
    this.section++;
    this.known = false;
    this.pseudo = undefined;
  }

  /**
   * A `pkg:` line that names another package than the fixed one: go test's own `pkg:` line names
   * the package, so this one was printed by its code. Reported (once per value), never applied.
   */
  private ignorePkgLine(value: string, lineNo: number): void {
    if (this.ignoredPkgValues.has(value)) return;
    this.ignoredPkgValues.add(value);
    this.diagnostics.report('info', lineNo, `"pkg: ${excerpt(value, 80)}" was printed by the package's code (e.g. a benchmark), not go test: ignored here and wherever repeated, as the input names the package ${this.fixedPackage ?? ''} (test2json's Package field), which keys its benchmarks`, `pkg: ${value}`);
  }
}
