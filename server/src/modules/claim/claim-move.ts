import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '@scene-shop/domain';
import { conflict } from '../../common/errors.js';
import type { DomainEvent } from '../../common/events.js';
import type { Context } from '../../context/context.js';
import { isAdmin, type Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ClaimState, ClaimType } from './claim.entity.js';

/** The claim a move changed, as its statement returned it. */
export interface MovedClaim {
  no: number;
  user_no: number;
  type: ClaimType;
}

export interface ClaimMove {
  no: number;
  from: ClaimState;
  to: ClaimState;
  /** The audit entry's action (approve, reject, receive, refund, sendExchange). */
  action: string;
  /** A rejection's reason: kept on the claim and in its history. */
  note?: string;
  /** More work of the same transaction (the stock back, the refund's amount); the events it adds, and audit values. */
  also?: (
    tem: EntityManager,
    claim: MovedClaim,
  ) => Promise<{ events?: DomainEvent[]; audit?: Record<string, unknown> }>;
}

/**
 * Moves a claim from one state to the next in one transaction with its history step, the admin's audit entry, the
 * move's own work and the member's event (alert and mail follow the commit). The state is checked in the update
 * itself: of two admins deciding at once, one wins and the other is told the claim already changed.
 */
export async function moveClaim(ctx: Context, viewer: Viewer, move: ClaimMove): Promise<void> {
  const { no, from, to, action, note = null } = move;
  const byAdmin = isAdmin(viewer);
  const recorded = await ctx.em.transactional(async (tem) => {
    const [claim] = await tem.execute<MovedClaim[]>(
      `update claim set state = ?, updated_at = now(), reject_reason = coalesce(?, reject_reason)
        where no = ? and state = ? returning no, user_no, type`,
      [to, note, no, from],
    );
    if (!claim) throw conflict(msg('claim.stateOutdated'), 'state');
    const extra = (await move.also?.(tem, claim)) ?? {};
    await tem.execute(`insert into claim_event (claim_no, state, actor_no, by_admin, note) values (?, ?, ?, ?, ?)`, [
      no,
      to,
      viewer.no,
      byAdmin,
      note,
    ]);
    if (byAdmin) {
      await recordAudit(tem, viewer, {
        subject: AuditSubject.CLAIM,
        subjectNo: no,
        action,
        before: { state: from },
        after: { state: to, ...(note ? { reason: note } : {}), ...extra.audit },
      });
      await tem.flush();
    }
    return ctx.events.record(
      tem,
      { name: 'claim.changed', payload: { claimNo: no, userNo: claim.user_no, state: to } },
      ...(extra.events ?? []),
    );
  });
  await ctx.events.deliver(recorded);
}
