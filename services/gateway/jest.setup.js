// @nestjs/throttler is CommonJS; on Node 24 jest's ESM mode fails with "Cannot require() ES Module @nestjs/common
// in a cycle" unless Nest's ESM packages are loaded first (TOOLCHAIN.md).
import '@nestjs/common';
import '@nestjs/core';
