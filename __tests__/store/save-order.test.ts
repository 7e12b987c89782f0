/**
 * The order of saves (store/save-order.ts): a restored baseline saved by a later run of the same
 * branch (a larger run id) stops this run's save; anything not known to be later does not.
 */
import { describe, expect, it } from 'vitest';
import { runOfKey } from '../../src/store/keys.js';
import { savedByLaterRun } from '../../src/store/save-order.js';

const PREFIX = 'bench-gate/v1/Linux-X64/0123456789ab/default/';
const key = (run: string): string => `${PREFIX}${'b'.repeat(40)}-${run}-1`;

describe('savedByLaterRun', () => {
  it('names the later run of the same branch, compared as whole numbers past 2^53', () => {
    expect(runOfKey(key('101'))).toBe('101');
    expect(savedByLaterRun({ key: key('101'), branch: 'main' }, { runId: '100', branch: 'main' })).toBe('101');
    expect(savedByLaterRun({ key: key('99'), branch: 'main' }, { runId: '100', branch: 'main' })).toBeUndefined();
    // The same run: its earlier attempt saved it.
    expect(savedByLaterRun({ key: key('100'), branch: 'main' }, { runId: '100', branch: 'main' })).toBeUndefined();
    expect(savedByLaterRun({ key: key('9007199254740993'), branch: 'main' }, { runId: '9007199254740992', branch: 'main' })).toBe('9007199254740993');
  });

  it('lets the run save when the order or the branch is unknown, or the branches differ', () => {
    expect(savedByLaterRun({ key: key('101'), branch: 'main' }, { runId: '100', branch: 'release' })).toBeUndefined();
    expect(savedByLaterRun({ key: key('101') }, { runId: '100', branch: 'main' })).toBeUndefined();
    expect(savedByLaterRun({ key: key('101'), branch: 'main' }, { runId: '100' })).toBeUndefined();
    expect(savedByLaterRun({ key: key('x1'), branch: 'main' }, { runId: '100', branch: 'main' })).toBeUndefined();
    expect(savedByLaterRun({ key: key('101'), branch: 'main' }, { runId: 'local', branch: 'main' })).toBeUndefined();
    expect(runOfKey(`${PREFIX}bbbb`)).toBeUndefined();
  });
});
