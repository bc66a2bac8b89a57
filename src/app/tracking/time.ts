import dayjs from 'dayjs';

/** Spec §3: createdTime is `YYYY-MM-DD HH:mm:ss` in the browser's time zone. */
export function formatCreatedTime(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ss');
}
