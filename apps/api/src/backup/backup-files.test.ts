import { describe, expect, it } from 'vitest';
import { backupFileName, expiredBackups, isDailyBackupDue, partialName } from './backup-files.js';

const at = (iso: string) => new Date(iso);

describe('backup file names', () => {
  it('name a backup by its minute in UTC, which sorts them by time', () => {
    expect(backupFileName('.tar.gz', at('2026-11-26T03:00:59.999Z'))).toBe(
      'harsh-2026-11-26T0300Z.tar.gz',
    );
    expect(backupFileName('.dump', at('2026-11-26T08:30:00+05:30'))).toBe(
      'harsh-2026-11-26T0300Z.dump',
    );
    const names = ['2026-11-26T03:00Z', '2026-01-05T23:59Z', '2025-12-31T00:00Z'].map((t) =>
      backupFileName('.dump', at(t)),
    );
    expect([...names].sort()).toEqual([names[2], names[1], names[0]]);
  });
});

describe('whether a daily backup is due', () => {
  const now = at('2026-11-26T03:00:00Z');

  it('is due with no backup, or only files that are not ours or not whole', () => {
    expect(isDailyBackupDue([], now)).toBe(true);
    const today = backupFileName('.tar.gz', at('2026-11-26T02:00Z'));
    expect(
      isDailyBackupDue(
        ['notes.txt', 'harsh-latest.tar.gz', partialName(today), `${today}.bak`],
        now,
      ),
    ).toBe(true);
  });

  it('is not due while the newest whole backup is less than a day old, and is due a day after it', () => {
    const names = [
      backupFileName('.tar.gz', at('2026-11-20T03:00Z')),
      backupFileName('.tar.gz', at('2026-11-25T03:10Z')),
    ];
    expect(isDailyBackupDue(names, now)).toBe(false);
    expect(isDailyBackupDue(names, at('2026-11-26T03:09Z'))).toBe(true);
    // An hourly look a little early (timers) still takes it, rather than an hour later.
    expect(isDailyBackupDue(names, at('2026-11-26T03:06Z'))).toBe(true);
    expect(isDailyBackupDue(names, at('2026-11-26T02:10Z'))).toBe(false);
  });
});

describe('which backups expire', () => {
  const now = at('2026-11-26T03:00:00Z');
  const name = (iso: string, extension: '.tar.gz' | '.dump' = '.tar.gz') =>
    backupFileName(extension, at(iso));

  it('are the daily job’s files older than the days kept, of either kind', () => {
    const old = [name('2026-11-11T02:59Z'), name('2026-01-01T00:00Z', '.dump')];
    const kept = [name('2026-11-12T03:00Z'), name('2026-11-25T03:00Z', '.dump')];
    expect(expiredBackups([...kept, ...old], now, 14).sort()).toEqual([...old].sort());
    expect(expiredBackups(kept, now, 14)).toEqual([]);
    expect(expiredBackups(kept, now, 1)).toEqual([kept[0]]);
  });

  it('never are files the job did not name, however old', () => {
    expect(
      expiredBackups(
        [
          'harsh-2020-01-01.tar.gz',
          'harsh-2020-01-01T0000Z.tar.gz.bak',
          'my-2020-01-01T0000Z.dump',
          'notes',
        ],
        now,
        1,
      ),
    ).toEqual([]);
  });

  it('include files left half written a day ago, not one being written now', () => {
    const abandoned = partialName(name('2026-11-25T02:00Z'));
    const underWay = partialName(name('2026-11-26T02:59Z'));
    expect(expiredBackups([abandoned, underWay], now, 14)).toEqual([abandoned]);
  });
});
