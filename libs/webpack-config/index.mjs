// The one webpack + module federation configuration every front end (shell and remotes) builds with.
// Plain ESM with JSDoc types so webpack-cli loads it without a TypeScript loader.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { installedPackageDir, sharedDependencies } from './shared-dependencies.mjs';

export { installedVersion, sharedDependencies } from './shared-dependencies.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Local API gateway: the dev servers proxy the API and the remotes manifest to it. */
const GATEWAY_URL = 'http://localhost:3000';

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
          // shared/mui-material.js re-exports from the package itself, past the shared '@mui/material' key.
          'mui-material-package': installedPackageDir('@mui/material', dir),
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
          // In production a remote also runs on the shell's federation runtime (`_FEDERATION_RUNTIME_CORE`,
          // which the shell provides) instead of carrying its own copy. A production remote therefore runs
          // only inside the shell; `nx run <remote>:serve` (development) keeps its own runtime to run alone.
          experiments: isShell
            ? { optimization: { target: 'web' }, provideExternalRuntime: true }
            : {
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                externalRuntime: production,
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
