// The one webpack + module federation configuration every front end (shell and remotes) builds with.
// Plain ESM with JSDoc types so webpack-cli loads it without a TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Local API gateway: the dev servers proxy the API and the remotes manifest to it. */
const GATEWAY_URL = 'http://localhost:3000';

/**
 * Reads the version of an installed package by walking up from `fromDir` through `node_modules` folders.
 * (Some packages do not export `./package.json`, so `require.resolve` is not an option.)
 * @param {string} name
 * @param {string} [fromDir]
 * @returns {string}
 */
export function installedVersion(name, fromDir = here) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The folder of an installed package, found as `installedVersion` finds its version.
 * @param {string} name
 * @param {string} [fromDir]
 * @returns {string}
 */
function installedPackageDir(name, fromDir = here) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The singletons every app shares (ARCHITECTURE.md, Front end): one React, one router, one MUI + emotion
 * (one theme, one style cache), one query client and one platform (auth, api client, toasts).
 * `react/` and `react-dom/` share the subpaths (`react/jsx-runtime`, `react-dom/client`) too.
 * @param {string} [fromDir]
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, strictVersion?: boolean }>}
 */
export function sharedDependencies(fromDir = here) {
  /** @param {string} pkg */
  const singleton = (pkg) => {
    const version = installedVersion(pkg, fromDir);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  const platformVersion = JSON.parse(
    fs.readFileSync(path.resolve(here, '../web-platform/package.json'), 'utf8'),
  ).version;
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Its declarative routing only (shared/react-router-dom.js): a shared module is shipped whole.
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(here, 'shared', 'react-router-dom.js'),
    },
    '@mui/material': singleton('@mui/material'),
    // Subpaths too: @mui/icons-material reaches MUI through '@mui/material/utils' (SvgIcon); unshared, every
    // remote would carry a second copy of it.
    '@mui/material/': singleton('@mui/material'),
    // What the icons import, served by the singleton above rather than as a second copy of MUI (shared/).
    '@mui/material/SvgIcon': {
      ...singleton('@mui/material'),
      import: path.join(here, 'shared', 'mui-svg-icon.js'),
    },
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The contracts' schemas run on both sides of every form: one zod for the page, not one per remote. Its API
    // without the locales and the compiler (shared/zod.js): a shared module is shipped whole.
    zod: { ...singleton('zod'), import: path.join(here, 'shared', 'zod.js') },
    'zod/': singleton('zod'),
    // A workspace lib shared without an explicit version is not treated as a singleton.
    '@yarn-mgmt/web-platform': {
      singleton: true,
      version: platformVersion,
      requiredVersion: `^${platformVersion}`,
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Build-time compression: `<file>.br` at brotli's best level and `<file>.gz`, for every text file however small,
 * whenever the copy is smaller (a 511-byte chunk went uncompressed under the old 512-byte threshold).
 */
function compressedCopies() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * @typedef {object} AppOptions
 * @property {string} name federation container name (`shell`, `mf_inventory`, ...)
 * @property {string} dir the app's folder (use `import.meta.dirname`)
 * @property {number} port dev-server port (shell 3200, remotes 3201-3205)
 * @property {Record<string, string>} [exposes] exposed modules of a remote, e.g. `{ './routes': './src/routes.tsx' }`
 * @property {boolean} [isShell] the host: SPA fallback in dev, `loaded-first` sharing, no exposes
 */

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: 'production' | 'development' | 'none' }) => import('webpack').Configuration}
 */
export function createConfig({ name, dir, port, exposes = {}, isShell = false }) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Federation container names use underscores: ${name}`);
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const outputDir = process.env.MF_OUTPUT_DIR
      ? path.resolve(process.env.MF_OUTPUT_DIR)
      : path.join(dir, 'dist');
    const buildId = process.env.BUILD_ID || 'dev';

    const routesModule = exposes['./routes'];
    if (!isShell && !routesModule) throw new Error(`${name} exposes no ./routes module`);
    return {
      mode,
      context: dir,
      // A remote needs no entry file of its own: opened alone, it mounts its route table (standalone/).
      entry: { main: isShell ? './src/index.ts' : path.join(here, 'standalone', 'index.js') },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputDir,
        publicPath: 'auto',
        // Entry chunks keep a fixed name: the federation runtime module resolves its own chunk's filename while
        // webpack 5.111 hashes runtime modules, before [contenthash] exists (module-federation/core#5077).
        // index.html references them with a cache-busting query instead; every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        alias: {
          ...(isShell ? {} : { 'yarn-mgmt-module-routes$': path.resolve(dir, routesModule) }),
          // shared/zod.js reaches zod's own files, which its exports map does not list.
          'zod-package': installedPackageDir('zod', dir),
        },
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: true, mangle: true },
          }),
        ],
      },
      // The shared @mui/material singleton is one large chunk by design (TOOLCHAIN.md): size hints are noise.
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
        // Brotli and gzip copies beside every file; the gateway picks one by the browser's Accept-Encoding.
        ...(production ? compressedCopies() : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: isShell ? {} : exposes,
          // The shell knows no remote at build time: it registers them from /remotes.json at start-up.
          remotes: {},
          shared: sharedDependencies(dir),
          shareStrategy: isShell ? 'loaded-first' : undefined,
          manifest: true,
          dts: false,
          // Only the browser's runtime code. A remote loads no other remote and reads no manifest: its
          // remoteEntry.js leaves out the runtime's remote-loading and manifest (snapshot) code, which only the
          // shell uses (a remoteEntry.js: 93 -> 58 KB, 25.5 -> 17.2 KB as brotli).
          experiments: {
            optimization: isShell
              ? { target: 'web' }
              : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        new HtmlWebpackPlugin({
          templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Yarn Management</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
          // The shell's entry and chunks resolve from the site root whatever the deep link.
          publicPath: isShell ? '/' : 'auto',
          hash: production,
        }),
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        historyApiFallback: isShell,
        proxy: [{ context: ['/api', '/remotes.json'], target: GATEWAY_URL, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
