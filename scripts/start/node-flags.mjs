// Node flags a service's process is started with: by the launcher (scripts/start.mjs) and the benches that run a
// service's build; docker/compose.yaml gives the same in the service's `command`.
export const SERVICE_NODE_FLAGS = {
  // Semi-spaces of 2 MB instead of V8's 16: a 50 MB upload arrives as 64 KB socket chunks, garbage once written to
  // disk, but freed only at a young-generation collection, which the default rarely reaches; they stayed (~40 MB)
  // while the PDF was read. npm run bench:pdf, 200-page 40 MB PDF: peak RSS 330 MB before, 257 MB with this.
  tools: ['--max-semi-space-size=2'],
};

/** The arguments of `node` for a service's entry file. */
export const serviceNodeArgs = (name, entry) => [...(SERVICE_NODE_FLAGS[name] ?? []), entry];
