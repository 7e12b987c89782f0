/**
 * Operating system and architecture names in Go's spelling (GOOS/GOARCH), the spelling the tools'
 * own output uses (`goos: linux`, `goarch: amd64`). Node says `x64` and `win32`, and the Actions
 * runner says `X64` and `Linux`; without one spelling, a `bench-gate run` result and a parsed log of
 * the same machine would name it differently in reports and in merge's machine check.
 */

const ARCH: Readonly<Record<string, string>> = {
  x64: 'amd64', x86_64: 'amd64', amd64: 'amd64', ia32: '386', x86: '386', i386: '386', i686: '386', 386: '386',
  arm64: 'arm64', aarch64: 'arm64', arm: 'arm', armv7l: 'arm', ppc64: 'ppc64', ppc64le: 'ppc64le',
  s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips: 'mips', mipsel: 'mipsle',
};

const OS: Readonly<Record<string, string>> = {
  linux: 'linux', darwin: 'darwin', macos: 'darwin', win32: 'windows', windows: 'windows',
  freebsd: 'freebsd', openbsd: 'openbsd', netbsd: 'netbsd', sunos: 'solaris', solaris: 'solaris', aix: 'aix', android: 'android',
};

/** `x64`, `X64`, `x86_64` -> `amd64`; a name it does not know comes back as given. */
export function goArchName(arch: string): string {
  return ARCH[arch.toLowerCase()] ?? arch;
}

/** `win32`, `Windows` -> `windows`, `macOS` -> `darwin`; a name it does not know comes back as given. */
export function goOsName(os: string): string {
  return OS[os.toLowerCase()] ?? os;
}
