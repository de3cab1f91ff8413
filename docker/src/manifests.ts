import path from 'node:path';
import { render, type K8sObject } from './kustomize.js';
import type { Container } from './env-check.js';
import { repoRoot } from './service-schemas.js';

export const KUBERNETES = path.join(repoRoot, 'docker', 'kubernetes');

/** Every kustomization of docker/kubernetes, rendered. */
export const renderAll = () => ({
  base: render(path.join(KUBERNETES, 'base')),
  production: render(path.join(KUBERNETES, 'overlays', 'production')),
  migrate: render(path.join(KUBERNETES, 'base', 'migrate')),
  productionMigrate: render(path.join(KUBERNETES, 'overlays', 'production', 'migrate')),
});

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Array<{ name: string; [key: string]: unknown }>;
  [key: string]: unknown;
}
export interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    template: {
      metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
      spec: PodSpec;
    };
  };
}

export const ofKind = <T extends K8sObject = K8sObject>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as T[];

export const deployments = (objects: K8sObject[]) => ofKind<Workload>(objects, 'Deployment');

export function named<T extends K8sObject>(objects: T[], name: string): T {
  const found = objects.find((object) => object.metadata.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

/** The Deployment's main container (named as the Deployment). */
export function mainContainer(deployment: Workload): Container {
  const found = deployment.spec.template.spec.containers.find((c) => c.name === deployment.metadata.name);
  if (!found) throw new Error(`${deployment.metadata.name}: no container of its name`);
  return found;
}
