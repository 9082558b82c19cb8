import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultKeyFile, loadTwoStepKey, twoStepSecrets } from './two-step-key.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the two-step key', () => {
  it('is by default a file beside DATA_DIR, never in it, made once, readable by its owner only', async () => {
    const root = await mkdtemp(join(tmpdir(), 'two-step-key-'));
    dirs.push(root);
    const file = defaultKeyFile(join(root, 'data'));
    expect(file).toBe(join(root, 'data.two-step-key'));
    const key = loadTwoStepKey({ keyFile: file });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    // The next start reads the same key.
    expect(loadTwoStepKey({ keyFile: file }).equals(key)).toBe(true);
    // TWO_STEP_KEY wins over the file.
    expect(loadTwoStepKey({ key: 'x'.repeat(40), keyFile: file }).equals(key)).toBe(false);
  });

  it('seals a secret for one account: it opens with the key, for that account only', () => {
    const secrets = twoStepSecrets(loadTwoStepKey({ key: 'y'.repeat(40), keyFile: '/unused' }));
    const sealed = secrets.seal(7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.open(7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secrets.open(8, sealed)).toBeNull();
    expect(secrets.open(7, 'v1:garbage')).toBeNull();
    expect(() => loadTwoStepKey({ key: 'short', keyFile: '/unused' })).toThrow(
      /at least 32 characters/,
    );
  });
});
