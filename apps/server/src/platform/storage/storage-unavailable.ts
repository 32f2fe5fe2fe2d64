/**
 * The storage (the S3 bucket) cannot be reached now: no answer, a timeout, a reset connection, a 5xx. Like a
 * database outage it is not a bug of ours: the API answers 503 SERVICO_INDISPONIVEL (lib/error-handler.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export const isStorageUnavailable = (error: unknown): error is StorageUnavailableError =>
  error instanceof StorageUnavailableError;
