// The element permission guard of spec §6 (contracts §11).
export { default as Auth } from './Auth';
export { useAuth } from './use-auth';
