import { atom } from 'jotai';

/** Site config of spec §3; the server may send it, the defaults below apply until it does. */
export interface SiteConfig {
  /** Overrides the built-in bilingual site name when set. */
  siteName?: string;
  recordNumber?: string;
  version?: string;
  cdnUrl?: string;
  apiUrl?: string;
  upload?: { mode?: string; maxsize?: number; mimetype?: string; savename?: string };
  messageUnreadNum?: number;
}

export const siteConfigAtom = atom<SiteConfig>({});
