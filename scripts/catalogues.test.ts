import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const CATALOGUES = 'apps/web/app/ui-text/locales';
const VISITOR_CATALOGUES = 'packages/contract/src/visitor-text/locales';

/** A copy of the project's locale setting and catalogues, changed by `change`, checked by the build's script. */
function checkWith(change: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'packages/contract/src'), { recursive: true });
  cpSync(
    join(ROOT, 'packages/contract/src/locales.json'),
    join(dir, 'packages/contract/src/locales.json'),
  );
  for (const catalogue of [CATALOGUES, VISITOR_CATALOGUES]) {
    mkdirSync(join(dir, catalogue), { recursive: true });
    for (const code of ['en', 'hi'])
      cpSync(join(ROOT, catalogue, `${code}.json`), join(dir, catalogue, `${code}.json`));
  }
  cpSync(join(ROOT, 'lingui.config.js'), join(dir, 'lingui.config.js'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  change(dir);
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts/catalogues.js')], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, dir };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const edit = (file: string, change: (messages: Record<string, string>) => void) => {
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  change(messages);
  writeFileSync(file, JSON.stringify(messages));
};

describe('the build’s check of the catalogues', () => {
  it('fails when a Hindi message is missing, naming it', () => {
    const { status, stderr } = checkWith((dir) =>
      edit(join(dir, CATALOGUES, 'hi.json'), (hi) => delete hi['forms.partner.submit']),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('hi.json lacks "forms.partner.submit"');
  });

  it('checks what the site tells visitors the same way: a missing Hindi form message fails the build', () => {
    const { status, stderr } = checkWith((dir) =>
      edit(join(dir, VISITOR_CATALOGUES, 'hi.json'), (hi) => delete hi['fields.consent']),
    );
    expect(status).toBe(1);
    expect(stderr).toContain(`${VISITOR_CATALOGUES}/hi.json lacks "fields.consent"`);
  }, 30_000);

  it('fails on an empty message, a value English does not have, and a broken message', () => {
    const { status, stderr } = checkWith((dir) =>
      edit(join(dir, CATALOGUES, 'hi.json'), (hi) => {
        hi['nav.home'] = ' ';
        hi['forms.consent.agree'] = 'मैं सहमत हूँ कि {firm} …';
        hi['booking.title'] = '{service बुक करें';
      }),
    );
    expect(status).toBe(1);
    expect(stderr).toContain('"nav.home" is empty');
    expect(stderr).toContain('"forms.consent.agree" takes {firm}, English {company}');
    expect(stderr).toContain('"booking.title" is not a valid ICU message');
  }, 30_000);

  it('takes a third language from the setting and its catalogue alone', () => {
    const { status, stderr, dir } = checkWith((dir) => {
      const setting = join(dir, 'packages/contract/src/locales.json');
      writeFileSync(
        setting,
        JSON.stringify([
          ...JSON.parse(readFileSync(setting, 'utf8')),
          { code: 'gu', tag: 'gu-IN', name: 'ગુજરાતી', script: 'latin' },
        ]),
      );
      for (const catalogue of [CATALOGUES, VISITOR_CATALOGUES])
        cpSync(join(dir, catalogue, 'en.json'), join(dir, catalogue, 'gu.json'));
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    for (const catalogue of [CATALOGUES, VISITOR_CATALOGUES]) {
      expect(readFileSync(join(dir, catalogue, 'catalogues.generated.ts'), 'utf8')).toContain(
        "import { messages as gu } from './gu.js';",
      );
    }
  }, 30_000);
});
