import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, strategicMerge, transformImage } from './kustomize.js';
import type { Workload } from './manifests.js';

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: web
          image: team/web
          command: [node, a.js]
          env: [{ name: A, value: '1' }, { name: B, value: '2' }]
          volumeMounts: [{ name: files, mountPath: /files }]
      volumes: [{ name: files, emptyDir: {} }]
`;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kustomize-'));
  write('base/kustomization.yaml', 'namespace: shop\nresources: [web.yaml, ns.yaml]\n');
  write('base/web.yaml', DEPLOYMENT + '---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\n');
  write('base/ns.yaml', 'apiVersion: v1\nkind: Namespace\nmetadata: { name: shop }\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the kustomize renderer', () => {
  it('renders the resources of a base with its namespace on namespaced objects only', () => {
    const objects = render(path.join(dir, 'base'));
    expect(objects.map((o) => [o.kind, o.metadata.name, o.metadata.namespace])).toEqual([
      ['Deployment', 'web', 'shop'],
      ['ConfigMap', 'settings', 'shop'],
      ['Namespace', 'shop', undefined],
    ]);
  });

  it('merges an overlay patch: env by name, mounts by path, a deleted item and object gone, lists replaced', () => {
    write(
      'prod/kustomization.yaml',
      'resources: [../base]\npatches: [{ path: patch.yaml }]\nimages: [{ name: team/web, newName: reg.io/web, newTag: "2" }]\n',
    );
    write(
      'prod/patch.yaml',
      `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: web
          command: [node, b.js]
          env: [{ name: B, value: '3' }, { name: C, value: '4' }, { name: A, $patch: delete }]
          volumeMounts: [{ mountPath: /files, $patch: delete }]
      volumes: [{ name: files, $patch: delete }]
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
$patch: delete
`,
    );
    const [web, ...rest] = render(path.join(dir, 'prod')) as Workload[];
    const container = web.spec.template.spec.containers[0];
    expect(web.spec.replicas).toBe(3);
    expect(container.env).toEqual([
      { name: 'B', value: '3' },
      { name: 'C', value: '4' },
    ]);
    expect(container.command).toEqual(['node', 'b.js']);
    expect(container.image).toBe('reg.io/web:2');
    expect(container.volumeMounts).toEqual([]);
    expect(web.spec.template.spec.volumes).toEqual([]);
    expect(web.metadata.namespace).toBe('shop');
    expect(rest.map((o) => o.kind)).toEqual(['Namespace']);
  });

  it('refuses what it does not handle, a patch of nothing and an object twice', () => {
    write('a/kustomization.yaml', 'resources: [../base]\ncommonLabels: { team: x }\n');
    expect(() => render(path.join(dir, 'a'))).toThrow('not handled by this renderer: commonLabels');
    write('b/kustomization.yaml', 'resources: [../base]\npatches: [{ path: p.yaml }]\n');
    write('b/p.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: other }\n');
    expect(() => render(path.join(dir, 'b'))).toThrow('no ConfigMap/other to patch');
    write(
      'c/kustomization.yaml',
      'resources: [../base]\npatches: [{ patch: "x", target: { kind: Deployment } }]\n',
    );
    expect(() => render(path.join(dir, 'c'))).toThrow('only patches with a path are handled');
    write('d/kustomization.yaml', 'resources: [../base, ../base/web.yaml]\n');
    expect(() => render(path.join(dir, 'd'))).toThrow('Deployment/web twice');
  });

  it('rewrites image names, tags and digests the way kustomize does', () => {
    const rules = [
      { name: 'team/web', newName: 'reg.io/team/web', newTag: '1.2' },
      { name: 'team/api', digest: 'sha256:abc' },
      { name: 'team/job', newName: 'reg.io/job' },
    ];
    expect(transformImage('team/web', rules)).toBe('reg.io/team/web:1.2');
    expect(transformImage('team/web:old', rules)).toBe('reg.io/team/web:1.2');
    expect(transformImage('team/api:1', rules)).toBe('team/api@sha256:abc');
    expect(transformImage('team/job:7', rules)).toBe('reg.io/job:7');
    expect(transformImage('localhost:5000/team/web', rules)).toBe('localhost:5000/team/web');
  });

  it('merges maps deeply and drops a key patched to null', () => {
    expect(strategicMerge({ a: { b: 1, c: 2 }, d: 3 }, { a: { c: 4 }, d: null })).toEqual({
      a: { b: 1, c: 4 },
    });
  });
});
