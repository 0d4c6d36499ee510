/** Images people upload (profile photo, partner photo, company logo): types, size, and sniffing. */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';

/** The image type a file's first bytes announce (JPEG, PNG, GIF), or null: names and declared types are not trusted. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    head[0] === 0x89 &&
    head[1] === 0x50 &&
    head[2] === 0x4e &&
    head[3] === 0x47 &&
    head[4] === 0x0d &&
    head[5] === 0x0a &&
    head[6] === 0x1a &&
    head[7] === 0x0a
  )
    return 'image/png';
  if (
    head.length >= 6 &&
    head[0] === 0x47 &&
    head[1] === 0x49 &&
    head[2] === 0x46 &&
    head[3] === 0x38 &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'image/gif';
  return null;
}
