// A failed IndexedDB write, said in words. Chromium's QuotaExceededError has an empty
// message, and a transaction that aborts for lack of space reports its requests as plain
// AbortErrors; without this a full disk reads as "Failed" with no reason. Every failure
// becomes a StorageError whose message says how much is used of how much, and what to do.
import { estimateStorage, type StorageEstimate } from './quota.ts';

export type StorageErrorCode = 'storage_full' | 'storage_failed';

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly hint: string;

  constructor(code: StorageErrorCode, message: string, hint: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
    this.code = code;
    this.hint = hint;
  }
}

const HINT = 'Delete runs you no longer need or cached WebLLM models in Storage (export runs first if you want to keep them), then resume: every record saved so far is kept.';

function nameOf(err: unknown): string {
  return typeof err === 'object' && err !== null && typeof (err as { name?: unknown }).name === 'string' ? (err as { name: string }).name : '';
}

function messageOf(err: unknown): string {
  if (typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string') return (err as { message: string }).message;
  return typeof err === 'string' ? err : '';
}

/** A quota failure, whatever its message: by name, by the legacy DOMException code 22, or in its cause. */
export function isQuotaError(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  if (nameOf(err) === 'QuotaExceededError' || (err as { code?: unknown }).code === 22) return true;
  if (err instanceof StorageError) return err.code === 'storage_full';
  return isQuotaError((err as { cause?: unknown }).cause, depth + 1);
}

const mb = (bytes: number): string => Math.round(bytes / 1e6).toLocaleString('en-US');

function usageWords(estimate: StorageEstimate | null): string | null {
  if (!estimate || estimate.usage === null || estimate.quota === null) return null;
  return `${mb(estimate.usage)} MB used of ${mb(estimate.quota)} MB`;
}

/** The failure in words, from the error and the origin's usage and quota (null when unknown). */
export function storageError(err: unknown, estimate: StorageEstimate | null): StorageError {
  if (err instanceof StorageError) return err;
  const usage = usageWords(estimate);
  if (isQuotaError(err)) {
    const message = usage ? `storage is full: ${usage}, free space and resume` : 'storage is full (this browser gives no usage figures), free space and resume';
    return new StorageError('storage_full', message, HINT, { cause: err });
  }
  const name = nameOf(err) || 'Error';
  const what = messageOf(err).trim() || 'no message';
  const message = `this browser's storage refused the write (${name}: ${what})${usage ? `; ${usage}` : ''}; if it is full, free space and resume, otherwise reload the page and resume`;
  return new StorageError('storage_failed', message, HINT, { cause: err });
}

/** An error raised by IndexedDB itself (a DOMException), not by our own code around it. */
export function isStorageException(err: unknown): boolean {
  return isQuotaError(err) || (typeof DOMException !== 'undefined' && err instanceof DOMException);
}

/** storageError with the browser's own usage figures (navigator.storage.estimate, in pages and workers). */
export async function describeStorageFailure(err: unknown, estimate: () => Promise<StorageEstimate | null> = () => estimateStorage()): Promise<StorageError> {
  if (err instanceof StorageError) return err;
  const figures = await estimate().catch(() => null);
  return storageError(err, figures);
}

/** Runs one storage write; a failure of IndexedDB itself comes back as a StorageError (others unchanged). */
export async function writing<T>(fn: () => Promise<T>, estimate?: () => Promise<StorageEstimate | null>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw isStorageException(err) ? await describeStorageFailure(err, estimate) : err;
  }
}
