/**
 * Copies a child's output to `out`, each line prefixed with `[name] `. One write per chunk, not per line: stdout
 * to a file or pipe is a system call per write.
 * @param {import('node:stream').Readable} stream
 * @param {NodeJS.WritableStream} out
 * @param {string} name
 */
export function relayOutput(stream, out, name) {
  const prefix = `[${name}] `;
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    if (lines.length) out.write(`${prefix}${lines.join(`\n${prefix}`)}\n`);
  });
}
