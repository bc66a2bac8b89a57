import { translate } from '../i18n/translate';

/** Spec §4 and §9: after a forced reload, the prompt does not reload again for 5 minutes. */
export const RELOAD_COOKIE = 'chis_update_reloaded';
export const RELOAD_COOKIE_SECONDS = 5 * 60;

// The messages browsers and bundlers use when a lazily loaded chunk cannot be fetched (a deploy
// replaced the hashed files this page was built against).
const CHUNK_ERROR = /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export function hasReloadCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${RELOAD_COOKIE}=`));
}

let open = false;

/**
 * The non-dismissable update prompt. Confirming reloads the page and sets the suppression cookie,
 * unless the cookie is already there: then the page has just been reloaded for this reason and a
 * second reload would loop.
 */
export function showUpdatePrompt(reload: () => void = () => window.location.reload()): void {
  if (open) return;
  open = true;
  // Loaded only when needed; if even this chunk is gone, the browser's own dialog still asks.
  import('./antd-static')
    .then(({ Modal }) => openPrompt(Modal, reload))
    .catch(() => {
      open = false;
      if (window.confirm(translate('feedback.chunk.content'))) confirmReload(reload);
    });
}

function openPrompt(Modal: (typeof import('./antd-static'))['Modal'], reload: () => void): void {
  Modal.warning({
    title: translate('feedback.chunk.title'),
    content: translate('feedback.chunk.content'),
    okText: translate('feedback.chunk.confirm'),
    closable: false,
    keyboard: false,
    maskClosable: false,
    onOk: () => {
      open = false;
      confirmReload(reload);
    },
  });
}

function confirmReload(reload: () => void): void {
  if (hasReloadCookie()) return;
  document.cookie = `${RELOAD_COOKIE}=1; max-age=${RELOAD_COOKIE_SECONDS}; path=/`;
  reload();
}
