// The member centre's routes (/user/*): lazily loaded chunks of src/app/member, so the visitor's
// first download only carries this table. /user opens the overview.
import { redirect, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { withAntdProvider } from '../antd/WithAntd';
import type { RouteHandle } from '../router/handle';

export const MEMBER_HOME = '/user/overview';

function page(load: () => Promise<{ default: ComponentType }>) {
  return withAntdProvider(async () => {
    const [module, texts] = await Promise.all([load(), import('./catalog')]);
    return { Component: texts.withMemberTexts(module.default) };
  });
}

function Nothing() {
  return null;
}

export function memberRoutes(): RouteObject[] {
  const child = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({ path, handle: { pattern: `/user/${path}` } satisfies RouteHandle, lazy: page(load) });
  return [
    {
      path: '/user',
      lazy: page(() => import('./MemberLayout')),
      children: [
        { index: true, handle: { pattern: '/user', redirect: true } satisfies RouteHandle, loader: () => redirect(MEMBER_HOME), Component: Nothing },
        child('overview', () => import('./OverviewPage')),
        child('password', () => import('./PasswordPage')),
        child('subscriptions', () => import('./SubscriptionsPage')),
        child(':id', () => import('./CrudScreenPage')),
      ],
    },
  ];
}
