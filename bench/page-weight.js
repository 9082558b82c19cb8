// First-visit weight of the public pages (the scripts and stylesheets their HTML asks for, gzip
// level 9), for this build next to a baseline: another revision, built in a temporary worktree.
//
//   node bench/page-weight.js [revision]     (default: the first commit before the staff side, a14d33b)
//
// Run `npm run build` first. The staff side (issue 10) must not add to what a visitor downloads.
// A second table weighs this build's Hindi pages (issue 29) next to their English twins, fonts
// included: a Devanagari page preloads its own font on a computer (`media="(pointer: fine)"`).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, printTable, startSite, stop, tempDataDir } from './lib.js';

const PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/business-partner',
  '/services/services1',
  '/branch_locator',
  '/index2',
  '/blogs/blog_details/cold-chain-pharma-perishables-summer',
  '/branches/ahmedabad/head-office',
];
const revision = process.argv[2] ?? 'a14d33b';
const root = join(import.meta.dirname, '..');

const assetsOf = (html) => [
  ...new Set(
    [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1]),
  ),
];

/** The scripts a module imports: statically (loaded with it) and lazily (`import(…)`, loaded on first use). */
function importsOf(source, base) {
  const resolve = (imported) => new URL(imported, base).pathname;
  const statics = [...source.matchAll(/(?:^|[;}\s])(?:import|from)\s*["']([^"']+\.js)["']/g)].map(
    (m) => resolve(m[1]),
  );
  const lazy = [...source.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
    resolve(m[1]),
  );
  return { statics, lazy };
}

async function weigh(url, paths) {
  const rows = {};
  for (const path of paths) {
    const html = await (await fetch(url + path)).text();
    let js = 0;
    let lazyJs = 0;
    let css = 0;
    let fonts = 0;
    let files = 0;
    // A module's static imports are loaded with it (the enhancement scripts share small chunks);
    // its lazy ones (the bot check's solver, on a form's first use) are counted apart.
    const assets = assetsOf(html);
    const lazy = [];
    const weighed = new Set();
    for (const [list, isLazy] of [
      [assets, false],
      [lazy, true],
    ]) {
      for (const asset of list) {
        if (weighed.has(asset)) continue;
        weighed.add(asset);
        const bytes = Buffer.from(await (await fetch(url + asset)).arrayBuffer());
        if (asset.endsWith('.js')) {
          const imports = importsOf(bytes.toString(), url + asset);
          for (const imported of imports.statics) if (!list.includes(imported)) list.push(imported);
          for (const imported of imports.lazy) if (!lazy.includes(imported)) lazy.push(imported);
        }
        // A font is compressed already: it is counted as sent.
        if (asset.endsWith('.woff2')) {
          fonts += bytes.length;
          continue;
        }
        const gzipped = gzipSync(bytes, { level: 9 }).length;
        if (asset.endsWith('.css')) css += gzipped;
        else if (isLazy) lazyJs += gzipped;
        else {
          js += gzipped;
          files += 1;
        }
      }
    }
    rows[path] = { files, js, lazyJs, css, fonts };
  }
  return rows;
}

async function measure(checkout, port, paths) {
  const data = await tempDataDir();
  const site = await startSite(data.dir, port, {}, checkout);
  try {
    return await weigh(site.url, paths);
  } finally {
    await stop(site.child);
    await data.remove();
  }
}

/**
 * The installed packages, shared with the baseline's checkout, but its own workspaces (`@harsh/*`
 * lead into the checkout): the baseline builds against its own contract, not this one.
 */
function linkDependencies(checkout) {
  const modules = join(checkout, 'node_modules');
  mkdirSync(join(modules, '@harsh'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@harsh') symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  for (const name of readdirSync(join(root, 'node_modules', '@harsh'))) {
    symlinkSync(
      readlinkSync(join(root, 'node_modules', '@harsh', name)),
      join(modules, '@harsh', name),
    );
  }
  for (const workspace of ['apps/api', 'apps/web', 'packages/contract']) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(join(checkout, workspace, 'node_modules')))
      symlinkSync(own, join(checkout, workspace, 'node_modules'));
  }
}

const worktree = mkdtempSync(join(tmpdir(), 'harsh-baseline-'));
try {
  console.log(`Building ${revision} in ${worktree} …`);
  execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], {
    cwd: root,
    stdio: 'ignore',
  });
  linkDependencies(worktree);
  execFileSync('npm', ['run', 'build'], { cwd: worktree, stdio: 'ignore' });
  const base = await measure(worktree, 3301, PAGES);
  const hindi = PAGES.map((path) => (path === '/' ? '/hi' : `/hi${path}`));
  const now = await measure(root, 3302, [...PAGES, ...hindi]);
  const table = [
    [
      'page',
      'build',
      'JS files',
      'JS gzip KB',
      'JS on first use KB',
      'CSS gzip KB',
      'JS bytes vs baseline',
      'CSS bytes vs baseline',
    ],
  ];
  const signed = (n) => (n > 0 ? `+${n}` : String(n));
  for (const path of PAGES) {
    table.push([
      path,
      revision,
      base[path].files,
      fmt(base[path].js / 1024, 1),
      fmt((base[path].js + base[path].lazyJs) / 1024, 1),
      fmt(base[path].css / 1024, 1),
      '',
      '',
    ]);
    const js = signed(now[path].js - base[path].js);
    const css = signed(now[path].css - base[path].css);
    table.push([
      path,
      'this build',
      now[path].files,
      fmt(now[path].js / 1024, 1),
      fmt((now[path].js + now[path].lazyJs) / 1024, 1),
      fmt(now[path].css / 1024, 1),
      js,
      css,
    ]);
  }
  console.log(
    'First-visit weight (gzip, level 9); "on first use" adds what loads lazily, such as a form\'s bot check:',
  );
  printTable(table);

  const kb = (bytes) => fmt(bytes / 1024, 1);
  const twins = [
    [
      'page',
      'JS gzip KB',
      'JS on first use KB',
      'CSS gzip KB',
      'fonts preloaded KB (a computer)',
      'Hindi JS vs English',
      'Hindi fonts vs English',
    ],
  ];
  PAGES.forEach((path, i) => {
    const [en, hi] = [now[path], now[hindi[i]]];
    twins.push([path, kb(en.js), kb(en.js + en.lazyJs), kb(en.css), kb(en.fonts), '', '']);
    twins.push([
      hindi[i],
      kb(hi.js),
      kb(hi.js + hi.lazyJs),
      kb(hi.css),
      kb(hi.fonts),
      signed(hi.js - en.js),
      signed(hi.fonts - en.fonts),
    ]);
  });
  console.log(
    '\nThis build, each Hindi page under its English twin (the fonts its HTML preloads on a computer, as sent: woff2; a phone preloads no Devanagari font):',
  );
  printTable(twins);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
  rmSync(worktree, { recursive: true, force: true });
}
