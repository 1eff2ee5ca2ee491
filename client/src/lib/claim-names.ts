import type { ClaimReason, ClaimState, ClaimType } from '../gql/graphql';
import { serverText } from './i18n/server-text';

/** A claim's type, state and reason by the server catalogue's names (`claim.*`), in the chosen language. */
export const typeName = (type: ClaimType) => serverText({ key: `claim.types.${type}`, args: [] }) ?? type;
export const stateName = (state: ClaimState) => serverText({ key: `claim.states.${state}`, args: [] }) ?? state;
export const reasonName = (reason: ClaimReason) => serverText({ key: `claim.reasons.${reason}`, args: [] }) ?? reason;

/** The form's list of reasons, in the catalogue's order. */
export const CLAIM_REASONS: ClaimReason[] = ['CHANGED_MIND', 'SIZE', 'DEFECT', 'WRONG_ITEM', 'LATE', 'OTHER'];
