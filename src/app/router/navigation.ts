/**
 * Navigation for code outside React (the HTTP client's 401 and 4034 handling). The router
 * registers itself at start-up; before that, or without a router (scripts), a full page load.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
