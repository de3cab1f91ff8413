/** Replaced at build time by webpack's DefinePlugin (libs/webpack-config). */
declare const process: { env: { BUILD_ID?: string } };
