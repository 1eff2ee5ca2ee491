import type { Module } from '../../context/module.js';
import { AdminClaimResolver } from './admin-claim.resolver.js';
import { Claim, ClaimEvent } from './claim.entity.js';
import { claimLoaders } from './claim.loaders.js';
import { ClaimResolver, OrderLineClaimResolver } from './claim.resolver.js';
import { adminClaimRoutes, claimRoutes } from './claim.rest.js';
import { hasClaimsInProgress, hasOpenClaims } from './claim.service.js';

/** Returns and exchanges: a claim per order line, with its own states beside the order's (README). */
export const claimModule: Module = {
  name: 'claim',
  entities: [Claim, ClaimEvent],
  resolvers: [ClaimResolver, OrderLineClaimResolver, AdminClaimResolver],
  routes: [...claimRoutes, ...adminClaimRoutes],
  loaders: claimLoaders,
  hooks: { orderCancelBlocker: hasOpenClaims, withdrawalBlocker: hasClaimsInProgress },
};
