// What the admin app takes from the first download (the router, the guard's feedback), handed over
// by the router when it loads the admin app rather than imported: a first-download module that admin
// code imports gets split out of the entry chunk by the bundler, and the subscriber's first download
// grows with every such split. The defaults keep admin modules usable on their own (tests, scripts).
import { useNavigate } from 'react-router';

export interface AdminHost {
  /** Opens or closes the router's gate in front of the admin screens (router/admin-bootstrap.ts). */
  setBootstrapped(value: boolean): void;
  /** Navigation from outside React (the client's 401 handling). */
  navigateTo(to: string): void;
  /** Menu navigation that reports spec §8's navigation failures. */
  useRoutePush(): (to: string) => void;
  /** A missing chunk after a deploy (spec §4): the update prompt takes over. */
  isChunkLoadError(error: unknown): boolean;
  showUpdatePrompt(): void;
}

function useNavigatePush(): (to: string) => void {
  const navigate = useNavigate();
  return (to) => void navigate(to);
}

const standalone: AdminHost = {
  setBootstrapped: () => undefined,
  navigateTo: (to) => window.location.assign(to),
  useRoutePush: useNavigatePush,
  isChunkLoadError: () => false,
  showUpdatePrompt: () => undefined,
};

let current: AdminHost = standalone;

export function connectHost(host: AdminHost): void {
  current = host;
}

export function host(): AdminHost {
  return current;
}
