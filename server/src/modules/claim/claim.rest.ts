import {
  adminClaimsArgs,
  claimInput,
  claimRefundRetryBody,
  claimRejectionBody,
  CLAIM_PHOTOS_MAX,
  myClaimsArgs,
  rowRef,
} from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as admin from './admin-claim.service.js';
import { claimJson } from './claim.json.js';
import * as claims from './claim.service.js';

const noParam = fromText(rowRef);

/** The member's returns and exchanges: the same services as the GraphQL fields. */
export const claimRoutes = [
  /** Multipart: the request as JSON in `claim`, up to three image files in `photos`. */
  route({
    method: 'POST',
    path: '/api/claims',
    policy: 'member',
    multipart: { json: 'claim', file: 'photos', maxFiles: CLAIM_PHOTOS_MAX },
    body: claimInput,
    handle: async ({ ctx, body, files }) => claimJson(await claims.requestClaim(ctx, { ...body, photos: files })),
  }),
  route({
    method: 'GET',
    path: '/api/claims/me',
    policy: 'member',
    query: fromText(myClaimsArgs, { sort: true }),
    handle: async ({ ctx, query }) => mapPage(await claims.myClaims(ctx, query), claimJson),
  }),
  route({
    method: 'GET',
    path: '/api/claims/:no',
    policy: 'member',
    params: noParam,
    handle: async ({ ctx, params }) => claimJson(await claims.claimForViewer(ctx, params)),
  }),
];

/** The console's: the list and each decision. */
export const adminClaimRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/claims',
    policy: 'admin',
    query: fromText(adminClaimsArgs, { sort: true }),
    handle: async ({ ctx, query }) => mapPage(await admin.adminClaims(ctx, query), claimJson),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/claims/:no/approve',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => claimJson(await admin.approveClaim(ctx, params)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/claims/:no/reject',
    policy: 'admin',
    params: noParam,
    body: claimRejectionBody,
    handle: async ({ ctx, params, body }) => claimJson(await admin.rejectClaim(ctx, { ...params, ...body })),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/claims/:no/receive',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => claimJson(await admin.receiveClaim(ctx, params)),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/claims/:no/refund',
    policy: 'admin',
    params: noParam,
    body: claimRefundRetryBody,
    handle: async ({ ctx, params, body }) => claimJson(await admin.retryRefund(ctx, { ...params, ...body })),
  }),
  route({
    method: 'PUT',
    path: '/api/admin/claims/:no/send-exchange',
    policy: 'admin',
    params: noParam,
    handle: async ({ ctx, params }) => claimJson(await admin.sendExchange(ctx, params)),
  }),
];
