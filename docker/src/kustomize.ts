import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A small kustomize, for checking the manifests where there is no kubectl: the parts of a kustomization.yaml these
 * manifests use, and nothing else (anything more is an error, so the overlays cannot outgrow what is checked):
 * `resources` (YAML files, or folders holding a kustomization), `patches` with a `path` (strategic merges, keyed as
 * below; `$patch: delete` drops an object or a list item), `images` (newName, newTag, digest) and `namespace`.
 */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
};
type Json = Record<string, unknown>;

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'patches', 'images']);
const CLUSTER_SCOPED = new Set(['Namespace', 'PersistentVolume', 'ClusterRole', 'ClusterRoleBinding']);
/** The lists merged item by item, by this key (as `kubectl` merges them); any other list is replaced. */
export const MERGE_KEYS: Record<string, string[]> = {
  containers: ['name'],
  initContainers: ['name'],
  env: ['name'],
  volumes: ['name'],
  volumeMounts: ['mountPath'],
  ports: ['containerPort', 'port'],
};

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
interface Kustomization {
  namespace?: string;
  resources?: string[];
  patches?: Array<{ path?: string; [key: string]: unknown }>;
  images?: ImageRule[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readYamlDocuments(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0].message}`);
    const value = document.toJS() as K8sObject | null;
    return value == null ? [] : [value];
  });
}

const keyOf = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;

/** A strategic merge of `patch` into `target` (neither is changed). */
export function strategicMerge(target: unknown, patch: unknown, field = ''): unknown {
  if (Array.isArray(patch)) return Array.isArray(target) ? mergeList(target, patch, field) : patch;
  if (!isObject(patch) || !isObject(target)) return patch;
  const merged: Json = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = key in target ? strategicMerge(target[key], value, key) : value;
  }
  return merged;
}

function mergeList(target: unknown[], patch: unknown[], field: string): unknown[] {
  const keys = MERGE_KEYS[field];
  if (!keys) return patch;
  const keyOfItem = (item: unknown) => {
    const found = isObject(item) ? keys.find((key) => item[key] !== undefined) : undefined;
    if (!found) throw new Error(`a ${field} item without ${keys.join(' or ')}: ${JSON.stringify(item)}`);
    return `${found}=${String((item as Json)[found])}`;
  };
  const merged = [...target];
  for (const item of patch) {
    const index = merged.findIndex((existing) => keyOfItem(existing) === keyOfItem(item));
    const { $patch: directive, ...rest } = item as Json;
    if (directive === 'delete') {
      if (index < 0) throw new Error(`${field}: nothing to delete at ${keyOfItem(item)}`);
      merged.splice(index, 1);
    } else if (index < 0) merged.push(rest);
    else merged[index] = strategicMerge(merged[index], rest, field);
  }
  return merged;
}

function applyPatch(objects: K8sObject[], patch: K8sObject, source: string): K8sObject[] {
  const index = objects.findIndex((object) => keyOf(object) === keyOf(patch));
  if (index < 0) throw new Error(`${source}: no ${keyOf(patch)} to patch`);
  if (patch.$patch === 'delete') return objects.filter((_, i) => i !== index);
  const result = [...objects];
  result[index] = strategicMerge(objects[index], patch) as K8sObject;
  return result;
}

/** `name`, `name:tag` or `name@digest` of a container image, rewritten by the first rule naming it. */
export function transformImage(image: string, rules: ImageRule[]): string {
  const at = image.indexOf('@');
  const colon = image.lastIndexOf(':');
  const end = at >= 0 ? at : colon > image.lastIndexOf('/') ? colon : image.length;
  const rule = rules.find((candidate) => candidate.name === image.slice(0, end));
  if (!rule) return image;
  const name = rule.newName ?? image.slice(0, end);
  if (rule.digest) return `${name}@${rule.digest}`;
  return `${name}${rule.newTag ? `:${rule.newTag}` : image.slice(end)}`;
}

function rewriteImages(value: unknown, rules: ImageRule[]): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteImages(item, rules));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'image' && typeof item === 'string' ? transformImage(item, rules) : rewriteImages(item, rules),
    ]),
  );
}

/** The objects the kustomization in `dir` renders, in the order of its resources. */
export function render(dir: string): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const [kustomization] = readYamlDocuments(file) as unknown as Kustomization[];
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: not handled by this renderer: ${unsupported.join(', ')}`);

  let objects = (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.resolve(dir, resource);
    return statSync(target).isDirectory() ? render(target) : readYamlDocuments(target);
  });
  for (const patch of kustomization.patches ?? []) {
    const extra = Object.keys(patch).filter((key) => key !== 'path');
    if (!patch.path || extra.length) throw new Error(`${file}: only patches with a path are handled`);
    const source = path.resolve(dir, patch.path);
    for (const document of readYamlDocuments(source)) objects = applyPatch(objects, document, source);
  }
  if (kustomization.images)
    objects = objects.map((o) => rewriteImages(o, kustomization.images!) as K8sObject);
  const namespace = kustomization.namespace;
  if (namespace)
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
    );
  const seen = new Set<string>();
  for (const object of objects) {
    if (seen.has(keyOf(object))) throw new Error(`${dir}: ${keyOf(object)} twice`);
    seen.add(keyOf(object));
  }
  return objects;
}
