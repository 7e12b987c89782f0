import { describe, expect, it } from 'vitest';
import { goArchName, goOsName } from '../../src/machine-names.js';

describe('machine names in Go spelling', () => {
  it("maps Node's and the Actions runner's names to GOOS/GOARCH", () => {
    expect(['x64', 'X64', 'x86_64', 'arm64', 'ARM64', 'aarch64', 'ia32', 'amd64'].map(goArchName)).toEqual(['amd64', 'amd64', 'amd64', 'arm64', 'arm64', 'arm64', '386', 'amd64']);
    expect(['linux', 'Linux', 'darwin', 'macOS', 'win32', 'Windows'].map(goOsName)).toEqual(['linux', 'linux', 'darwin', 'darwin', 'windows', 'windows']);
  });

  it('keeps a name it does not know as given', () => {
    expect(goArchName('wasm32-quantum')).toBe('wasm32-quantum');
    expect(goOsName('plan9')).toBe('plan9');
  });
});
