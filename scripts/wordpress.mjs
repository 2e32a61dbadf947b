// A real WordPress for the plugin's tests, offline: WordPress 6.5 and the SQLite database
// integration from the pinned `@wp-playground/wordpress-builds` package (fetched with
// `npm pack` into a cache, once), served by Debian's PHP (`php -S`), installed here when missing.
//
//   node scripts/wordpress.mjs prepare   PHP and the WordPress files, nothing else (idempotent)
//   node scripts/wordpress.mjs lint      `php -l` over integrations/wordpress (exits 1 on errors)
//   node scripts/wordpress.mjs start     a fresh site; prints its address and logins, until ^C
//
// `startWordPress()` makes a fresh site per call (own directory, own database, own port).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Pinned: the package, its registry checksum, and the WordPress build inside it. */
const BUILDS = {
  spec: '@wp-playground/wordpress-builds@0.9.19',
  integrity:
    'sha512-dlqvh/MJDpE5W68vgPPKUjpip6zMuBh59L3D18ZX+pdwurC4q4ydrTww/3sTMV69BBcoH6kF93YtAtujNC5Mpw==',
  wordpress: '6.5', // 6.5.5: package/src/wordpress/wp-versions.json
};
const PHP_PACKAGES = ['php-cli', 'php-sqlite3', 'php-mbstring', 'php-xml'];
const PHP_MODULES = ['pdo_sqlite', 'mbstring', 'xml'];

const CACHE =
  process.env.SW_WORDPRESS_CACHE ?? join(homedir(), '.cache', 'site-widgets', 'wordpress-0.9.19');

export const ADMIN = { user: 'admin', password: 'admin-password-1', email: 'admin@site.test' };
export const EDITOR = { user: 'editor', password: 'editor-password-1', email: 'editor@site.test' };

const hasPhp = () => spawnSync('php', ['-m'], { encoding: 'utf8' });

/** Debian's PHP with the modules WordPress on SQLite needs; apt-get installs what is missing. */
export function ensurePhp() {
  const modules = hasPhp();
  const missing = (out) => PHP_MODULES.filter((m) => !new RegExp(`^${m}$`, 'mi').test(out ?? ''));
  if (modules.status === 0 && missing(modules.stdout).length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `PHP with ${PHP_MODULES.join(', ')} is needed: apt-get install ${PHP_PACKAGES.join(' ')}`,
    );
  }
  console.log(`Installing ${PHP_PACKAGES.join(' ')} (apt-get, about 30 s)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...PHP_PACKAGES], { stdio: 'inherit', env });
  const after = hasPhp();
  if (after.status !== 0 || missing(after.stdout).length) {
    throw new Error(`PHP still lacks ${missing(after.stdout).join(', ')} after apt-get.`);
  }
}

/**
 * The WordPress core files with the SQLite integration beside them, in the cache (made once;
 * a half-made copy is never used: it is built in a temporary folder and renamed into place).
 * The package splits WordPress in two: the PHP in src/wordpress/wp-6.5.zip and the static files
 * (scripts, styles, images) in public/wp-6.5; both go into one tree.
 */
export function ensureWordPress() {
  const core = join(CACHE, `wp-${BUILDS.wordpress}`);
  if (existsSync(join(core, 'wp-load.php'))) return core;
  ensurePhp(); // unzip() may need it
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, 'tmp-'));
  try {
    console.log(`Fetching ${BUILDS.spec} (160 MB, once)…`);
    const name = execFileSync(
      'npm',
      ['pack', BUILDS.spec, '--pack-destination', work, '--silent'],
      {
        encoding: 'utf8',
      },
    ).trim();
    const tarball = join(work, name.split('\n').pop());
    const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (digest !== BUILDS.integrity)
      throw new Error(`${BUILDS.spec}: checksum ${digest} is not the pinned one`);
    const version = `wp-${BUILDS.wordpress}`;
    execFileSync('tar', ['xzf', tarball, '-C', work, `package/src`, `package/public/${version}`]);
    const tree = join(work, 'tree');
    mkdirSync(tree);
    unzip(join(work, `package/src/wordpress/${version}.zip`), tree);
    cpSync(join(work, `package/public/${version}`), tree, { recursive: true });
    rmSync(join(tree, 'wordpress-remote-asset-paths'), { force: true });
    // The SQLite integration, unpacked as the plugin folder WordPress expects.
    const sqlite = join(work, 'sqlite');
    unzip(
      join(work, 'package/src/sqlite-database-integration/sqlite-database-integration.zip'),
      sqlite,
    );
    const [folder] = readdirSync(sqlite);
    mkdirSync(join(tree, 'wp-content/plugins'), { recursive: true });
    renameSync(join(sqlite, folder), join(tree, 'wp-content/plugins/sqlite-database-integration'));
    renameSync(tree, core);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return core;
}

/** Unzips with `unzip`, or PHP's PharData where `unzip` is missing (PHP is there by now). */
function unzip(zip, into) {
  mkdirSync(into, { recursive: true });
  if (spawnSync('unzip', ['-v'], { stdio: 'ignore' }).status === 0) {
    execFileSync('unzip', ['-q', '-o', zip, '-d', into]);
    return;
  }
  execFileSync('php', [
    '-r',
    '(new PharData($argv[1]))->extractTo($argv[2], null, true);',
    zip,
    into,
  ]);
}

/** `php -l` over every PHP file under `dir`; the failures, as text. */
export function lintPhp(dir = join(ROOT, 'integrations/wordpress')) {
  ensurePhp();
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.php'));
  const failures = [];
  for (const file of files) {
    const result = spawnSync('php', ['-l', join(dir, file)], { encoding: 'utf8' });
    if (result.status !== 0) failures.push(`${file}: ${result.stdout}${result.stderr}`.trim());
  }
  return { files: files.length, failures };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const php = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function wpConfig(url) {
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define( '${name}', ${php(randomBytes(32).toString('hex'))} );`)
    .join('\n');
  return `<?php
// Written by scripts/wordpress.mjs for one test site. The database is SQLite (wp-content/db.php).
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8' );
define( 'DB_COLLATE', '' );
${salts}
define( 'WP_HOME', ${php(url)} );
define( 'WP_SITEURL', ${php(url)} );
// Application passwords over plain http, and no calls home: this machine is offline.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', true );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** Installs WordPress (and an editor) through its own PHP, no browser needed. */
const INSTALL = `<?php
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( getenv( 'SW_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SW_URL' ), PHP_URL_PORT );
require __DIR__ . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
$admin = json_decode( getenv( 'SW_ADMIN' ), true );
$editor = json_decode( getenv( 'SW_EDITOR' ), true );
wp_install( 'Site widgets test site', $admin['user'], $admin['email'], true, '', $admin['password'] );
wp_insert_user( array( 'user_login' => $editor['user'], 'user_pass' => $editor['password'], 'user_email' => $editor['email'], 'role' => 'editor' ) );
update_option( 'permalink_structure', '' );
echo 'installed';
`;

/** A fresh WordPress on a free port: `{ url, dir, close() }`. */
export async function startWordPress({ log = () => {} } = {}) {
  ensurePhp();
  const core = ensureWordPress();
  const dir = mkdtempSync(join(tmpdir(), 'sw-wordpress-'));
  cpSync(core, dir, { recursive: true });
  rmSync(join(dir, 'wp-content/database/.ht.sqlite'), { force: true }); // never another site's
  const sqlite = join(dir, 'wp-content/plugins/sqlite-database-integration');
  writeFileSync(
    join(dir, 'wp-content/db.php'),
    readFileSync(join(sqlite, 'db.copy'), 'utf8')
      .replaceAll('{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite)
      .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(join(dir, 'wp-config.php'), wpConfig(url));
  writeFileSync(join(dir, 'sw-install.php'), INSTALL);
  const env = {
    ...process.env,
    SW_URL: url,
    SW_ADMIN: JSON.stringify(ADMIN),
    SW_EDITOR: JSON.stringify(EDITOR),
  };
  const installed = spawnSync('php', [join(dir, 'sw-install.php')], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  rmSync(join(dir, 'sw-install.php'));
  if (!installed.stdout.includes('installed')) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`WordPress did not install:\n${installed.stdout}\n${installed.stderr}`);
  }
  // Several workers: the block editor sends requests in parallel. Uploads up to 32 MB (the zip).
  const server = spawn(
    'php',
    [
      '-d',
      'upload_max_filesize=32M',
      '-d',
      'post_max_size=32M',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      dir,
    ],
    {
      cwd: dir,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the workers are forked children that outlive a killed parent,
      // so stopping signals the whole group.
      detached: true,
    },
  );
  const stopGroup = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopGroup); // a runner that exits without close() leaves no PHP behind
  server.stdout.on('data', (chunk) => log(String(chunk)));
  server.stderr.on('data', (chunk) => log(String(chunk)));
  try {
    await waitFor(`${url}/wp-login.php`, server);
  } catch (error) {
    stopGroup();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dir,
    /** Runs PHP source in the site's folder (as WP-CLI would); its output. */
    php(source) {
      const file = join(dir, `sw-run-${randomBytes(6).toString('hex')}.php`);
      writeFileSync(file, source);
      try {
        const run = spawnSync('php', [file], { cwd: dir, env, encoding: 'utf8' });
        if (run.status !== 0)
          throw new Error(`php failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
        return run.stdout;
      } finally {
        rmSync(file, { force: true });
      }
    },
    async close() {
      process.removeListener('exit', stopGroup);
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        stopGroup();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(url, server) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`php -S exited (${server.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'prepare') {
    ensurePhp();
    console.log(ensureWordPress());
  } else if (command === 'lint') {
    const { files, failures } = lintPhp();
    failures.forEach((failure) => console.log(failure));
    console.log(`php -l: ${files} files, ${failures.length} with errors`);
    process.exit(failures.length || !files ? 1 : 0);
  } else if (command === 'start') {
    const site = await startWordPress({ log: (line) => process.stdout.write(line) });
    console.log(
      `WordPress: ${site.url}/wp-admin/ (${ADMIN.user} / ${ADMIN.password}, ${EDITOR.user} / ${EDITOR.password})`,
    );
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => site.close().then(() => process.exit(0)));
    }
  } else {
    console.log('usage: node scripts/wordpress.mjs prepare|lint|start');
    process.exit(2);
  }
}
