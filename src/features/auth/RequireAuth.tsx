import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import type { FromState } from '@/utils/navigationState';
import { paths } from '@/utils/paths';
import { selectAuthStatus } from './authSlice';

/** Signed-in only screens (spec §6): nothing while the session is unknown, else /login with the origin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  const location = useLocation();
  if (status === 'unknown') return null;
  if (status === 'signedOut') {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
