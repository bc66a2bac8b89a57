// The configured site name and record number (GET /api/v2/site-config) into the site config the
// document title and the footer read, once per page load: a site name saved in the admin's config
// screen shows on every subscriber page. Left empty (as seeded), or until the call answers (or if it
// fails), the built-in bilingual name stands.
import { fetchSiteConfig } from '../../api/site-config';
import { siteConfigAtom } from '../state/site';
import { appStore } from '../state/store';

export async function loadSiteConfig(): Promise<void> {
  try {
    const { siteName, recordNumber, version, cdnUrl } = await fetchSiteConfig();
    // An empty configured name is no name: the built-in bilingual one stays.
    appStore.set(siteConfigAtom, (current) => ({ ...current, siteName: siteName.trim() || current.siteName, recordNumber, version, cdnUrl }));
  } catch {
    // the defaults stay
  }
}
