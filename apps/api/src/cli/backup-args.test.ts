import { describe, expect, it } from 'vitest';
import { BackupUsageError, parseBackupArgs, parseRestoreArgs } from './backup-args.js';

describe('npm run backup’s arguments', () => {
  it('take an optional file or directory, and --help', () => {
    expect(parseBackupArgs([])).toEqual({ help: false, target: undefined });
    expect(parseBackupArgs(['/backups/site.tar.gz'])).toEqual({
      help: false,
      target: '/backups/site.tar.gz',
    });
    expect(parseBackupArgs(['-h'])).toEqual({ help: true });
    expect(parseBackupArgs(['--help', 'x'])).toEqual({ help: true });
  });

  it.each([
    [['a.tar.gz', 'b.tar.gz'], 'Unexpected argument: b.tar.gz'],
    [['--output', 'a'], "Unknown option '--output'"],
  ])('refuse %j', (argv, message) => {
    expect(() => parseBackupArgs(argv)).toThrow(BackupUsageError);
    expect(() => parseBackupArgs(argv)).toThrow(message);
  });
});

describe('npm run restore’s arguments', () => {
  it('need the backup file', () => {
    expect(parseRestoreArgs(['harsh-2026-11-26T0300Z.tar.gz'])).toEqual({
      help: false,
      file: 'harsh-2026-11-26T0300Z.tar.gz',
    });
    expect(parseRestoreArgs(['--help'])).toEqual({ help: true });
    expect(() => parseRestoreArgs([])).toThrow('FILE is required: the backup to restore');
    expect(() => parseRestoreArgs(['a', 'b'])).toThrow('Unexpected argument: b');
  });
});
