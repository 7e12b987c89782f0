/**
 * Where the engine's own files may be (its state and captures in .bench-gate/, the report files in
 * artifact-path), and what a refusal says: io/own-files.ts does the looking, and refuses to write
 * through a symbolic link, into a device, FIFO or socket, or outside the place given here; this
 * names the input (artifact-path) or the directory (.bench-gate/) and the fix.
 */
import { isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import { ownPathProblemText, type OwnPathError, type Place } from '../io/own-files.js';
import { protectedDirectory } from '../run/results-file.js';
import { DEFAULT_ARTIFACT_PATH, type EnginePlaces } from './inputs.js';
import { STATE_DIR } from './ports.js';

/**
 * Where `path` (relative to the workspace, or absolute) may resolve to, given the workspace and the
 * home directory as named (`places`) and as resolved through their links (`real`): a path in the
 * workspace must stay in it (`.bench-gate` a link to / or to the home directory would take the
 * engine's removals and writes there), and no path may lead to the workspace itself, a directory
 * above it, or the home directory (as readInputs refuses for artifact-path by name).
 */
export function ownPlace(path: string, places: EnginePlaces, real: EnginePlaces): Place {
  const inWorkspace = isInside(resolve(places.workspace, path), resolve(places.workspace));
  return (realDir) => {
    switch (protectedDirectory(realDir, real.workspace, real.home)?.is) {
      case undefined: return inWorkspace && !isInside(realDir, real.workspace) ? `outside the workspace (${real.workspace})` : undefined;
      case 'cwd': return 'the workspace itself';
      case 'above-cwd': return `a directory above the workspace (${real.workspace})`;
      case 'home': return 'the home directory';
      case 'above-home': return `a directory above the home directory (${real.home ?? ''})`;
    }
  };
}

/** The message for a refused file of the engine's own: for one in an artifact-path the user gave, as an invalid value of that input. */
export function ownPathMessage(error: OwnPathError, artifactPath: string | undefined): string {
  const { path, problem } = error;
  const what = `${path} ${ownPathProblemText(problem)}`;
  const fix = (problem.kind === 'outside' || problem.kind === 'loop') && problem.link !== undefined ? `Remove the link (rm ${problem.link}: that removes the link, not what it leads to)`
    : problem.kind === 'outside' ? 'Give a path that stays there'
      : problem.kind === 'loop' ? 'Remove the symbolic link on its path that loops'
        : problem.kind === 'through-file' ? `Move ${problem.file} out of the way`
          : `Remove it (rm ${problem.kind === 'directory' ? '-r ' : ''}${path})`;
  // The default artifact-path is under the state directory: its files are refused as the state's are,
  // not as a value the user never gave, with the default itself for the fix.
  if (artifactPath !== undefined && resolve(artifactPath) !== resolve(DEFAULT_ARTIFACT_PATH) && isInside(normalize(path), normalize(artifactPath), true)) {
    return `Invalid value '${artifactPath}' for input 'artifact-path': ${what}. The gate writes its report files there (report.json, comment.md, pr.json) as files of its own: never through a symbolic link, into a device, FIFO or socket, or, `
      + `for a path in the workspace, outside it. ${fix}, or give artifact-path a directory of its own, e.g. artifact-path: ${DEFAULT_ARTIFACT_PATH}.`;
  }
  return `${what}. bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in ${STATE_DIR}/ in the workspace as files of its own: it writes and removes nothing there through a symbolic link, `
    + `in a device, FIFO or socket, or outside the workspace. ${fix}; bench-gate makes what it needs.`;
}

/** Whether `path` is inside `dir` (both resolved the same way); `orSame`: or `dir` itself. */
function isInside(path: string, dir: string, orSame = false): boolean {
  const rest = relative(dir, path);
  if (rest === '') return orSame;
  return rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest);
}
