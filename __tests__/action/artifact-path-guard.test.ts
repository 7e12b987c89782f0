/**
 * artifact-path is where the gate writes report.json, comment.md, pr.json and its owner file, and
 * what the job uploads: a filesystem root, the home directory, the workspace or a directory above
 * it is refused as the other bad inputs are (InputError from readInputs, before any port exists,
 * so before anything is written). Paths are only compared here: no file is touched.
 */
import { describe, expect, it } from 'vitest';
import { InputError, readInputs, type EnginePlaces } from '../../src/action/inputs.js';
import { memoryPorts, RUNNER_PLACES } from './memory-ports.js';

const read = (path: string, places: EnginePlaces = RUNNER_PLACES, command = 'prepare') =>
  readInputs((n) => ({ command, 'artifact-path': path })[n] ?? '', places);

const FIX = 'The gate writes its report files there (report.json, comment.md, pr.json) and the job uploads the directory as an artifact, so it must be a directory of its own: '
  + 'use one inside the workspace, e.g. artifact-path: .bench-gate/report (the default; relative paths start at the workspace), or one under runner.temp.';

describe('artifact-path', () => {
  it.each([
    ['/', '/ is the filesystem root above the workspace (/home/runner/work/w/w)'],
    ['/home/runner/work/w/w', 'it is the workspace itself (/home/runner/work/w/w)'],
    ['.', 'it is the workspace itself (/home/runner/work/w/w)'],
    ['./', 'it is the workspace itself (/home/runner/work/w/w)'],
    ['..', '/home/runner/work/w is a directory above the workspace (/home/runner/work/w/w)'],
    ['report/../../..', '/home/runner/work is a directory above the workspace (/home/runner/work/w/w)'],
    // On a GitHub-hosted runner the workspace is under the home directory.
    ['/home/runner', '/home/runner is a directory above the workspace (/home/runner/work/w/w)'],
  ])('refuses %s, naming the input, why and how to fix it', (path, why) => {
    expect(() => read(path)).toThrow(InputError);
    expect(() => read(path)).toThrow(`Invalid value '${path}' for input 'artifact-path': ${why}. ${FIX}`);
  });

  it('refuses the home directory, or one above it, where the workspace is elsewhere (a self-hosted runner)', () => {
    const selfHosted = { workspace: '/opt/runner/_work/w/w', home: '/home/bench' };
    expect(() => read('/home/bench', selfHosted)).toThrow("Invalid value '/home/bench' for input 'artifact-path': /home/bench is the home directory. ");
    expect(() => read('/home', selfHosted)).toThrow("Invalid value '/home' for input 'artifact-path': /home is a directory above the home directory (/home/bench). ");
    expect(() => read('/opt/runner/_work', selfHosted)).toThrow('/opt/runner/_work is a directory above the workspace (/opt/runner/_work/w/w)');
    expect(read('/home/bench/reports/api', selfHosted).artifactPath).toBe('/home/bench/reports/api');
  });

  it('keeps the default, any directory inside the workspace and one outside it (runner.temp)', () => {
    expect(read('').artifactPath).toBe('.bench-gate/report');
    for (const path of ['.bench-gate/report', '.bench-gate/report-web', 'report', './out/bench', '/home/runner/work/w/w/.bench-gate/report', '/home/runner/work/_temp/bench-report']) {
      expect(read(path).artifactPath, path).toBe(path);
    }
  });

  it('is checked for every command that writes there; comment-from-artifact only reads it (download-artifact puts it in the workspace by default)', () => {
    for (const command of ['prepare', 'gate', 'all']) expect(() => read('.', RUNNER_PLACES, command), command).toThrow(InputError);
    expect(read('.', RUNNER_PLACES, 'comment-from-artifact').artifactPath).toBe('.');
  });

  it('is refused before the engine has ports to write with', () => {
    expect(() => memoryPorts({ inputs: { command: 'prepare', 'artifact-path': '/' }, env: {}, payload: {} })).toThrow("Invalid value '/' for input 'artifact-path'");
    expect(() => memoryPorts({ inputs: { command: 'gate', 'artifact-path': '/w' }, env: { GITHUB_WORKSPACE: '/w' }, payload: {} })).toThrow('it is the workspace itself (/w)');
  });
});
