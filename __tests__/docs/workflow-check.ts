/**
 * Checks a documented workflow, job list or list of steps against what GitHub and this repository's
 * action.yml files accept: event names under `on:`, permission names, and for every step that uses
 * bench-gate (the composite action or its engine) its `with:` keys, its required inputs, the values
 * the engine validates (read with the engine's own readInputs), and the outputs that
 * `steps.<id>.outputs.<name>` expressions read. Pure: the action.yml texts are passed in.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { readInputs } from '../../src/action/inputs.js';
import { WORKFLOW_EVENTS } from '../../src/github/events.js';

/** An action.yml as far as a caller sees it. */
export interface ActionSpec {
  file: string;
  inputs: ReadonlyMap<string, { required: boolean }>;
  outputs: ReadonlySet<string>;
}

export function readActionSpec(text: string, file: string): ActionSpec {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`${file} does not parse: ${doc.errors[0]?.message ?? ''}`);
  const data = doc.toJS() as { inputs?: Record<string, { required?: boolean } | null>; outputs?: Record<string, unknown> };
  const inputs = new Map(Object.entries(data.inputs ?? {}).map(([name, spec]) => [name, { required: spec?.required === true }]));
  return { file, inputs, outputs: new Set(Object.keys(data.outputs ?? {})) };
}

/** The root action (action.yml) and the engine (engine/action.yml). */
export interface ActionSpecs {
  root: ActionSpec;
  engine: ActionSpec;
}

/**
 * The GITHUB_TOKEN permissions a workflow or job may set, and the levels each takes (GitHub docs,
 * "Controlling permissions for GITHUB_TOKEN"). Not the project's to define, so listed here.
 */
const PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  actions: ['read', 'write', 'none'], 'artifact-metadata': ['read', 'write', 'none'], attestations: ['read', 'write', 'none'],
  checks: ['read', 'write', 'none'], contents: ['read', 'write', 'none'], deployments: ['read', 'write', 'none'],
  discussions: ['read', 'write', 'none'], 'id-token': ['write', 'none'], issues: ['read', 'write', 'none'], models: ['read', 'none'],
  packages: ['read', 'write', 'none'], pages: ['read', 'write', 'none'], 'pull-requests': ['read', 'write', 'none'],
  'repository-projects': ['read', 'write', 'none'], 'security-events': ['read', 'write', 'none'], statuses: ['read', 'write', 'none'],
};

/** A workflow file's top-level keys (GitHub docs, "Workflow syntax for GitHub Actions"). */
const WORKFLOW_KEYS = ['name', 'run-name', 'on', 'permissions', 'env', 'defaults', 'concurrency', 'jobs'];

/** Where the engine would run, for the inputs that name paths (output-file, artifact-path). */
const PLACES = { workspace: '/home/runner/work/repo/repo', home: '/home/runner' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Reports problems at a path inside the snippet, as `<where>:<line>: message`. */
class Problems {
  readonly list: string[] = [];
  constructor(private readonly doc: Document, private readonly lines: LineCounter, private readonly where: (line: number) => string) {}
  add(path: Path, message: string): void {
    this.list.push(`${this.where(this.lineOf(path))}: ${message}`);
  }
  private lineOf(path: Path): number {
    for (let n = path.length; n >= 0; n--) {
      const node = this.doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range !== undefined) return this.lines.linePos(node.range[0]).line;
    }
    return 1;
  }
}

/** `where(line)` names a line of the snippet (1-based) in messages, e.g. README.md:183. */
export function checkWorkflowSnippet(text: string, kind: 'workflow' | 'steps', specs: ActionSpecs, where: (line: number) => string): string[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) return doc.errors.map((e) => `${where(lines.linePos(e.pos[0]).line)}: YAML does not parse: ${e.message.split('\n')[0] ?? ''}`);
  const problems = new Problems(doc, lines, where);
  const data = doc.toJS() as Json;
  if (kind === 'steps') checkSteps(data, [], specs, problems);
  else checkWorkflow(data, specs, problems);
  return problems.list;
}

/** The kind of a parsed YAML snippet, when its shape shows it: a workflow (or its jobs) or a list of steps. */
export function workflowKind(text: string): 'workflow' | 'steps' | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  if (isMap(doc.contents) && doc.contents.has('jobs')) return 'workflow';
  if (isSeq(doc.contents) && doc.contents.items.length > 0 && doc.contents.items.every((item) => isMap(item) && (item.has('uses') || item.has('run')))) return 'steps';
  return undefined;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkWorkflow(data: Json, specs: ActionSpecs, problems: Problems): void {
  if (!isObject(data)) return;
  for (const key of Object.keys(data)) if (!WORKFLOW_KEYS.includes(key)) problems.add([key], `'${key}' is not a workflow key (${WORKFLOW_KEYS.join(', ')})`);
  if ('on' in data) checkEvents(data.on ?? null, problems);
  if ('permissions' in data) checkPermissions(data.permissions ?? null, ['permissions'], problems);
  const jobs = data.jobs;
  if (!isObject(jobs)) {
    problems.add(['jobs'], 'jobs must be a mapping of job ids to jobs');
    return;
  }
  for (const [id, job] of Object.entries(jobs)) {
    if (!isObject(job)) {
      problems.add(['jobs', id], `job '${id}' must be a mapping`);
      continue;
    }
    if (!('runs-on' in job) && !('uses' in job)) problems.add(['jobs', id], `job '${id}' has neither runs-on nor uses`);
    if ('permissions' in job) checkPermissions(job.permissions ?? null, ['jobs', id, 'permissions'], problems);
    if ('steps' in job) checkSteps(job.steps ?? null, ['jobs', id, 'steps'], specs, problems);
  }
}

function checkEvents(on: Json, problems: Problems): void {
  const names = typeof on === 'string' ? [on] : Array.isArray(on) ? on.map(String) : isObject(on) ? Object.keys(on) : [];
  if (names.length === 0) problems.add(['on'], 'on: names no event');
  for (const name of names) {
    if (!(WORKFLOW_EVENTS as readonly string[]).includes(name)) problems.add(['on', name], `'${name}' is not a workflow event (src/github/events.ts lists them)`);
  }
}

function checkPermissions(value: Json, path: Path, problems: Problems): void {
  if (value === 'read-all' || value === 'write-all') return;
  if (!isObject(value)) {
    problems.add(path, 'permissions must be read-all, write-all or a mapping of permission: level');
    return;
  }
  for (const [name, level] of Object.entries(value)) {
    const levels = Object.hasOwn(PERMISSIONS, name) ? PERMISSIONS[name] : undefined;
    if (levels === undefined) problems.add([...path, name], `'${name}' is not a GITHUB_TOKEN permission (${Object.keys(PERMISSIONS).join(', ')})`);
    else if (typeof level !== 'string' || !levels.includes(level)) problems.add([...path, name], `${name}: ${JSON.stringify(level)} is not a level ${name} takes (${levels.join(', ')})`);
  }
}

/** Which of this repository's actions a `uses:` names: `bench-gate/bench-gate[/engine]@ref`, or `./` and `./engine` inside the repository. */
export function benchGateAction(uses: string, specs: ActionSpecs): ActionSpec | string | undefined {
  const local = /^\.\/?(engine)?\/?$/.exec(uses);
  if (local !== null) return local[1] === undefined ? specs.root : specs.engine;
  const m = /^bench-gate\/bench-gate(\/[^@]*)?(@.*)?$/.exec(uses);
  if (m === null) return undefined;
  if (m[2] === undefined || m[2] === '@') return `uses: ${uses} names no version: add @v1`;
  if (m[1] === undefined) return specs.root;
  if (m[1] === '/engine') return specs.engine;
  return `uses: ${uses}: this repository has no action at ${m[1].slice(1)} (only the root action and engine/)`;
}

function checkSteps(steps: Json, path: Path, specs: ActionSpecs, problems: Problems): void {
  if (!Array.isArray(steps)) {
    problems.add(path, 'steps must be a list');
    return;
  }
  const actionOf = new Map<string, ActionSpec | undefined>();
  for (const [i, step] of steps.entries()) {
    const at = [...path, i];
    if (!isObject(step)) {
      problems.add(at, 'a step must be a mapping');
      continue;
    }
    if (('uses' in step) === ('run' in step)) problems.add(at, 'a step has either uses: or run:, not both or neither');
    const action = typeof step.uses === 'string' ? benchGateAction(step.uses, specs) : undefined;
    if (typeof action === 'string') problems.add([...at, 'uses'], action);
    const spec = typeof action === 'object' ? action : undefined;
    if (typeof step.id === 'string') actionOf.set(step.id, spec);
    if (spec !== undefined) checkWith(step.with ?? null, 'with' in step, spec, [...at, 'with'], problems);
  }
  // `steps.<id>.outputs.<name>`, in any value of these steps (with:, env:, if:, run:).
  for (const [i, step] of steps.entries()) {
    for (const [, id = '', output = ''] of JSON.stringify(step).matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      if (!actionOf.has(id)) problems.add([...path, i], `steps.${id}.outputs.${output}: no step here has id: ${id}`);
      const spec = actionOf.get(id);
      if (spec !== undefined && !spec.outputs.has(output)) problems.add([...path, i], `steps.${id}.outputs.${output}: ${spec.file} has no output '${output}' (${[...spec.outputs].join(', ')})`);
    }
  }
}

function checkWith(given: Json, present: boolean, spec: ActionSpec, path: Path, problems: Problems): void {
  if (present && !isObject(given)) {
    problems.add(path, 'with: must be a mapping of inputs');
    return;
  }
  const inputs = isObject(given) ? given : {};
  for (const name of Object.keys(inputs)) {
    if (!spec.inputs.has(name)) problems.add([...path, name], `'${name}' is not an input of ${spec.file} (inputs: ${[...spec.inputs.keys()].join(', ')})`);
  }
  for (const [name, { required }] of spec.inputs) {
    if (required && !(name in inputs)) problems.add(path, `${spec.file} requires input '${name}', and this step does not give it`);
  }
  // The values the engine checks before it runs anything; an expression is known only on the runner.
  const literal = (name: string): string => {
    const value = inputs[name];
    if (value === undefined || value === null || typeof value === 'object') return '';
    return String(value).includes('${{') ? '' : String(value);
  };
  try {
    readInputs(literal, PLACES);
  } catch (error) {
    problems.add(path, error instanceof Error ? error.message : String(error));
  }
}
