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
import { z } from 'zod';

export const SCHEMA_ID = 'bench-gate/result';
/**
 * 1, the only version so far. A change a reader can undo on any file of the version, whichever
 * bench-gate wrote it, keeps the version and is a normalisation at load (load.ts): raising it makes
 * every older bench-gate refuse the files a newer one writes (a workflow on an older action tag, or
 * a pull request's older action, finds the default branch's new baseline "newer" and gates nothing).
 */
export const SCHEMA_VERSION = 1;

/** The tools a result set can come from (its `context.tool`). */
export const TOOL_KINDS = [
  'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
  'hyperfine', 'gbench', 'pytest', 'custom', 'bmf', 'metrics',
] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export const DIRECTIONS = ['lower', 'higher'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const ASSUMPTIONS = ['nothing', 'exact'] as const;
export type Assumption = (typeof ASSUMPTIONS)[number];

export const BENCHMARK_STATUSES = ['ok', 'failed', 'skipped'] as const;
export type BenchmarkStatus = (typeof BENCHMARK_STATUSES)[number];

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

const StringMap = z.record(z.string(), z.string());

// Every schema here and in the JSON parsers is wrapped in z.lazy, which builds it on first use:
// built at load, the schemas of every format cost each CLI start-up ~8 ms (issue 9), though a
// command reads one format at most. Types and JSON Schema exports are unchanged by the wrapper.
export const SourceRefSchema = z.lazy(() => z.object({
  file: z.string().describe('The input the value came from, as the user named it.'),
  line: z.number().int().min(1).describe('1-based line number in that input.'),
}));
export type SourceRef = z.infer<typeof SourceRefSchema>;

export const DiagnosticSchema = z.lazy(() => z.object({
  severity: z.enum(SEVERITIES),
  source: z.string(),
  line: z.number().int().min(0).describe('1-based line; 0 when the problem concerns the whole input.'),
  message: z.string(),
  text: z.string().optional().describe('The offending line, shortened.'),
}));
export type Diagnostic = z.infer<typeof DiagnosticSchema>;

export const SummarySchema = z.lazy(() => z.object({
  n: z.number().int().min(1).describe('How many samples the tool summarised (libtest: the 50 of its last round); 1 when the input does not say (criterion `--output-format bencher`, BMF, custom JSON). Compare never reads it: a summary is one sample of its run.'),
  center: z.number().describe('The tool\'s point estimate (median unless `centerKind` says otherwise), base units.'),
  centerKind: z.enum(['median', 'mean', 'point-estimate']),
  min: z.number().optional(),
  max: z.number().optional(),
  stddev: z.number().optional(),
  spread: z.number().optional().describe('A tool-specific spread, e.g. libtest\'s max-min "(+/- x)".'),
}));
export type Summary = z.infer<typeof SummarySchema>;

export const MetricSchema = z.lazy(() => z.object({
  unit: z.string().min(1).describe('Base unit after tidying, e.g. sec/op, B/s, allocs/op.'),
  originalUnit: z.string().min(1).describe('The unit as the tool printed it, e.g. ns/op, MB/s.'),
  better: z.enum(DIRECTIONS).describe('Whether lower or higher values are better.'),
  assumption: z.enum(ASSUMPTIONS).describe('`exact`: every run should give the same value (sizes, counts); `nothing`: a noisy measurement.'),
  samples: z.array(z.number()).describe('Every sample, in base units, in the order the tool printed them.'),
  iterations: z.array(z.number().int().min(0)).optional().describe('Per sample: how many iterations the tool averaged over (Go\'s N).'),
  summary: SummarySchema.optional().describe('Present when the tool gives a summary instead of samples.'),
}).refine((m) => m.samples.length > 0 || m.summary !== undefined, {
  message: 'a metric needs at least one sample or a summary',
}));
export type Metric = z.infer<typeof MetricSchema>;

export const NamePartsSchema = z.lazy(() => z.object({
  package: z.string().optional().describe('Go package (`pkg:` line) or the tool\'s equivalent.'),
  base: z.string().describe('The benchmark\'s own name, before any sub-benchmark part.'),
  sub: z.array(z.string()).describe('Sub-benchmark parts, in order (`size=1000`, `sha256`).'),
  params: StringMap.describe('The `key=value` sub-benchmark parts as a map.'),
  procs: z.number().int().min(1).optional().describe('GOMAXPROCS from the `-N` suffix (1 when absent). Advisory: `n-10` is ambiguous.'),
}));
export type NameParts = z.infer<typeof NamePartsSchema>;

export const BenchmarkSchema = z.lazy(() => z.object({
  key: z.string().describe('Identity used to join base and head: package and full name.'),
  name: z.string().describe('The full name as the tool printed it.'),
  parts: NamePartsSchema,
  status: z.enum(BENCHMARK_STATUSES),
  messages: z.array(z.string()).optional().describe('Failure, skip or panic text the tool printed for it.'),
  config: StringMap.describe('Config lines in force for this benchmark (goos, goarch, pkg, cpu, any key: value).'),
  source: SourceRefSchema.optional().describe('Where its first result appeared.'),
  metrics: z.array(MetricSchema),
}));
export type Benchmark = z.infer<typeof BenchmarkSchema>;

export const MachineSchema = z.lazy(() => z.object({
  fingerprint: z.string().optional().describe('Stable id of the machine class; results from different fingerprints are not compared.'),
  os: z.string().optional(),
  arch: z.string().optional(),
  cpu: z.string().optional(),
  cores: z.number().int().optional(),
  mixed: z.array(z.string()).optional().describe('Set by `merge --allow-different-machines` when its inputs came from different machines: each machine, by its fingerprint and what is known of its CPU, OS and architecture. Such a file has no one machine (no fingerprint, until the action saves it as the machine class machine-id names): compare warns, merge joins it with other files only when told again (parse never does), and the action gates it only as the machine class machine-id names.'),
}));

export const ContextSchema = z.lazy(() => z.object({
  tool: z.enum(TOOL_KINDS),
  toolVersion: z.string().optional(),
  commit: z.string().optional(),
  branch: z.string().optional(),
  time: z.string().optional().describe('ISO 8601 time of the run.'),
  machine: MachineSchema.optional(),
  config: StringMap.describe('The tool\'s config lines at the first result (goos, goarch, cpu, ...).'),
  sources: z.array(z.string()).describe('The inputs this set was read from.'),
}));
export type Context = z.infer<typeof ContextSchema>;

export const HistoryRunSchema = z.lazy(() => z.object({
  commit: z.string().optional(),
  time: z.string().optional(),
  runId: z.string().optional(),
  values: z.record(z.string(), z.record(z.string(), z.number()))
    .describe('benchmark key -> base unit -> that run\'s median.'),
}));
export type HistoryRun = z.infer<typeof HistoryRunSchema>;

export const ResultSetSchema = z.lazy(() => z.object({
  schema: z.literal(SCHEMA_ID),
  schemaVersion: z.literal(SCHEMA_VERSION),
  suite: z.string().optional(),
  context: ContextSchema,
  benchmarks: z.array(BenchmarkSchema),
  diagnostics: z.array(DiagnosticSchema),
  history: z.array(HistoryRunSchema).optional()
    .describe('Medians of earlier baseline runs, newest last, for the cached-baseline history test.'),
}));
export type ResultSet = z.infer<typeof ResultSetSchema>;
