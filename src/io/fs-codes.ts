/**
 * node:fs's codes as the guarded reads and writes use them (own-files.ts, read-artifact-file.ts):
 * open flags a platform may lack, and the code of a rejection.
 */
import { constants } from 'node:fs';

/** The open flag, or 0 where the platform has no such flag (Windows): the lstat before the open still refuses, only a swap after it goes unseen. */
export function openFlag(name: 'O_NOFOLLOW' | 'O_NONBLOCK' | 'O_NOCTTY'): number {
  return (constants as Partial<typeof constants>)[name] ?? 0;
}

/** Whether `error` is a file-system error with this code (ENOENT, ELOOP, ...). */
export function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
