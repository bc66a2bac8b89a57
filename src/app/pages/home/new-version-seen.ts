// The server reports `newVersionPopped` but has no call to set it, and the guard refreshes the
// user info on every reload, so a dismissed popup would come back each time. This browser
// remembers who has dismissed it (per user, so a colleague on the same machine still sees it).
const KEY = 'chis:newVersionSeen';

function seenUsers(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function hasSeenNewVersion(user: string): boolean {
  return seenUsers().includes(user);
}

export function markNewVersionSeen(user: string): void {
  const users = seenUsers();
  if (!users.includes(user)) localStorage.setItem(KEY, JSON.stringify([...users, user]));
}
