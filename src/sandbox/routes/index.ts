import type { Route } from '../context.ts';
import { authRoutes } from './auth.ts';
import { bankingRoutes } from './banking.ts';
import { coolingOffRoutes } from './cooling-off.ts';
import { gstAddressRoutes } from './gst-address.ts';
import { leadRoutes } from './lead.ts';
import { lenderRoutes } from './lender.ts';
import { documentRoutes } from './documents.ts';
import { offerRoutes } from './offer.ts';
import { pageRoutes } from './pages.ts';
import { postOfferRoutes } from './post-offer.ts';

/** Every route, served at the server root (the app's /api proxy strips its prefix). */
export const ROUTES: Route[] = [
  ...authRoutes,
  ...leadRoutes,
  ...gstAddressRoutes,
  ...bankingRoutes,
  ...offerRoutes,
  ...postOfferRoutes,
  ...documentRoutes,
  ...coolingOffRoutes,
  ...pageRoutes,
  ...lenderRoutes,
];

export function routesByPath(routes: Route[] = ROUTES): Map<string, Route[]> {
  const map = new Map<string, Route[]>();
  for (const route of routes) map.set(route.path, [...(map.get(route.path) ?? []), route]);
  return map;
}
