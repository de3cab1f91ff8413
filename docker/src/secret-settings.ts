import type { ComposeDocument } from './compose.js';
import type { Container } from './env-check.js';
import type { K8sObject } from './kustomize.js';
import type { PodSpec } from './manifests.js';

interface SecretEnvEntry {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: unknown };
}
type Mounted = Container & { volumeMounts?: Array<{ name: string; mountPath: string }> };

/** A setting read from a file (`JWT_PRIVATE_KEY_FILE`) is the file form of a setting (`JWT_PRIVATE_KEY`): both. */
const withValueForm = (name: string) =>
  name.endsWith('_FILE') ? [name, name.slice(0, -'_FILE'.length)] : [name];

const under = (value: string | undefined, folders: string[]) =>
  value !== undefined && folders.some((folder) => value === folder || value.startsWith(`${folder}/`));

/**
 * The settings that hold a secret, as the Kubernetes manifests give them: every env entry taken from a Secret
 * (`secretKeyRef`), and every one naming a file in a mounted Secret volume (with its value form, see above).
 */
export function kubernetesSecretSettings(objects: K8sObject[]): string[] {
  const pods = objects.flatMap((object) => {
    const pod = (object as { spec?: { template?: { spec?: PodSpec } } }).spec?.template?.spec;
    return pod ? [pod] : [];
  });
  return pods.flatMap((pod) => {
    const secretVolumes = new Set((pod.volumes ?? []).filter((v) => v.secret).map((v) => v.name));
    return [...pod.containers, ...(pod.initContainers ?? [])].flatMap((container: Mounted) => {
      const secretFolders = (container.volumeMounts ?? [])
        .filter((mount) => secretVolumes.has(mount.name))
        .map((mount) => mount.mountPath.replace(/\/+$/, ''));
      return ((container.env ?? []) as SecretEnvEntry[]).flatMap((entry) =>
        entry.valueFrom?.secretKeyRef || under(entry.value, secretFolders) ? withValueForm(entry.name) : [],
      );
    });
  });
}

/** The settings compose.yaml points at one of its `secrets:` (mounted under /run/secrets), with their value form. */
export function composeSecretSettings(document: ComposeDocument): string[] {
  const folders = Object.keys(document.secrets ?? {}).map((name) => `/run/secrets/${name}`);
  return Object.values(document.services).flatMap((service) =>
    Object.entries(service.environment ?? {}).flatMap(([name, value]) =>
      under(value == null ? undefined : String(value), folders) ? withValueForm(name) : [],
    ),
  );
}

/**
 * A name that reads as a secret whatever the manifests say (a build's NPM_TOKEN, a DB_PASSWORD): the last word is
 * SECRET, PASSWORD, PASSWD, TOKEN, CREDENTIALS or a KEY that is not an id.
 */
export const readsAsSecret = (name: string): boolean =>
  /(?:^|_)(?:SECRET|PASSWORD|PASSWD|TOKEN|CREDENTIALS?|(?:PRIVATE_|API_|ACCESS_|SECRET_)?KEY)(?:_FILE)?$/i.test(
    name,
  );
