/** A restore would overwrite or run beside a database in use: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}
