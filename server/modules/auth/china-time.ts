// Times as the legacy system shows them: YYYY-MM-DD HH:mm:ss in China time (UTC+8).
export function formatChinaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
