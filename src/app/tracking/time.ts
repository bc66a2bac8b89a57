const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §3: createdTime is `YYYY-MM-DD HH:mm:ss` in the browser's time zone. Written out rather than
 * with dayjs: tracking starts on every first visit, which otherwise needs no date library.
 */
export function formatCreatedTime(at: number): string {
  const time = new Date(at);
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  return `${date} ${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
}
