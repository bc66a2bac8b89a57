// What a stored file's url says about the file (attachment urls of the upload widgets and the image
// cells): whether it is a picture a browser shows, and the file's name.

const path = (url: string) => url.split(/[?#]/)[0];

/** A raster or vector picture by its suffix. */
const IMAGE_SUFFIX = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;
const ANY_SUFFIX = /\.[a-z0-9]{1,8}$/i;

export const isImageUrl = (url: string): boolean => IMAGE_SUFFIX.test(path(url));

/** Another kind of file by its suffix (a url without a suffix may still be a picture: an avatar service's). */
export const isOtherFileUrl = (url: string): boolean => ANY_SUFFIX.test(path(url)) && !isImageUrl(url);

/** The url's last segment, decoded. */
export function fileNameOf(url: string): string {
  const last = path(url).split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Whether a suffix of the upload policy (`png`, `.jpg`) names a picture. */
export const isImageSuffix = (suffix: string): boolean => IMAGE_SUFFIX.test(`.${suffix.replace(/^\./, '')}`);
