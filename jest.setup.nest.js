// @nestjs/throttler is CommonJS; on Node 24 jest's ESM mode fails with "Cannot require() ES Module @nestjs/common
// in a cycle" unless Nest's ESM packages are loaded first (TOOLCHAIN.md). Projects that load it (the gateway, and
// the tools service through nest-kit's throttle) name it in setupFiles: `NEST_FIRST_SETUP` of jest.preset.js.
import '@nestjs/common';
import '@nestjs/core';
