// What a crud form's widgets load through the resource provider: remote choices (another screen's
// select action), the admin rule tree, the subscriber permission codes as a tree, and uploads.
import { permissionTree, type PermissionNode } from '../../../generated/permission-tree';
import type { CrudFormServices } from '../../adapters/formily/CrudForm';
import type { UploadService } from '../../adapters/formily/UploadInput';
import { parseLabel } from '../../model/form-model';
import type { Row } from '../../model/list-model';
import type { CrudRuntime, ResourceProvider } from '../../runtime/resource-provider';
import { engineText } from '../../runtime/use-text';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import type { CheckTreeNode } from '../../widgets/form-inputs';
import type { OptionKey, OptionLoader } from '../../widgets/RemoteSelect';

const SEARCH_LIMIT = 50;

/** One loader per screen, kept for the life of the page (a new loader would reload the choices). */
export function remoteLoaders(resources: ResourceProvider): (screen: string) => OptionLoader<OptionKey> {
  const cache = new Map<string, OptionLoader<OptionKey>>();
  return (screen) => {
    let loader = cache.get(screen);
    if (!loader) {
      loader = (keyword, signal, values) =>
        resources
          .select(screen, values ? { initValue: values, limit: values.length } : { quickSearch: keyword, page: 1, limit: SEARCH_LIMIT }, signal)
          .then((result) => result.list);
      cache.set(screen, loader);
    }
    return loader;
  };
}

/** A tree node; a parent's own box is named "<title> (itself)" beside its children's. */
function treeNode(key: string | number, title: string, children: CheckTreeNode[], locale: Locale): CheckTreeNode {
  if (children.length === 0) return { key, title };
  return { key, title, children, self: engineText(locale, 'crud.treeSelf', { title }) };
}

function ruleNodes(rows: Row[], locale: Locale): CheckTreeNode[] {
  return rows.map((row) => {
    const label = parseLabel(row.title);
    const children = Array.isArray(row.children) ? ruleNodes(row.children as Row[], locale) : [];
    return treeNode(row.id as string | number, label ? pickLabel(label, locale) : String(row.title ?? row.name ?? row.id), children, locale);
  });
}

function codeNodes(nodes: PermissionNode[], locale: Locale): CheckTreeNode[] {
  return nodes.map((node) => treeNode(node.code, pickLabel(node.title, locale), codeNodes(node.children, locale), locale));
}

/** The attachment screen: the library the upload widgets pick from. */
const ATTACHMENTS = 'attachment';

/**
 * Uploads through the provider (its base decides admin or member) and the attachment library, offered
 * only to a caller who may list attachments (`can`); images are the attachments of an image type.
 */
export function uploadService(resources: ResourceProvider, can: (rule: string) => boolean): UploadService {
  return {
    send: resources.upload ? (file, onProgress) => resources.upload!(file, onProgress) : null,
    policy: () => (resources.uploadPolicy ? resources.uploadPolicy() : Promise.resolve(null)),
    library: can(`${ATTACHMENTS}/index`)
      ? ({ images, quickSearch, page, limit }) =>
          resources.list(ATTACHMENTS, {
            page,
            limit,
            quickSearch,
            order: null,
            search: images ? [{ field: 'mimetype', operator: 'contains', value: 'image/' }] : [],
          })
      : null,
  };
}

/**
 * A crud form's services over the runtime; `can` offers the attachment library (absent: uploads
 * only). A field whose widget a module draws links to the runtime's marketplace until it is installed.
 */
export function formServices(runtime: CrudRuntime, screenId: string, can: (rule: string) => boolean = () => false): CrudFormServices {
  const { resources, locale } = runtime;
  return {
    moduleLink: runtime.moduleLink,
    upload: uploadService(resources, can),
    remote: remoteLoaders(resources),
    // The rules this administrator may grant, served with the screen's form (every rule for a super administrator).
    ruleTree: () => resources.grantable(screenId).then((rows) => ruleNodes(rows, locale)),
    codeTree: codeNodes(permissionTree, locale),
  };
}
