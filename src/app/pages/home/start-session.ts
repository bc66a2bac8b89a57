import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type { LoginResult } from '../../../api/user';
import { permissionsLoadedAtom, tokenAtom, userInfoAtom } from '../../state/session';

/**
 * Stores what a login answered (password or QR login alike). The guard loads the permissions on
 * the next navigation, as spec §2 wants, so they are marked not loaded.
 */
export function useStartSession(): (result: LoginResult & { refreshToken?: string }) => void {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setLoaded = useSetAtom(permissionsLoadedAtom);
  return useCallback(
    (result) => {
      setToken(result.token);
      setUser({
        nickName: result.nickname,
        token: result.token,
        refreshToken: result.refreshToken,
        lastLoginInfo: result.lastLoginInfo,
        newVersionPopped: result.newVersionPopped,
      });
      setLoaded(false);
    },
    [setToken, setUser, setLoaded],
  );
}
