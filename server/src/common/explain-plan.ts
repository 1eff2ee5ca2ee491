import type { EntityManager } from '@mikro-orm/postgresql';

/** A node of `EXPLAIN (FORMAT JSON)`. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The plan of a statement (`?` parameters, as the services send it) with sequential scans priced out: on a test
 * database's few rows the planner would otherwise read every table whole, so a sequential scan left in this plan
 * means that no index can serve the statement at all.
 */
export function indexPlanOf(em: EntityManager, sql: string, params: unknown[]): Promise<PlanNode> {
  return em.transactional(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    const [row] = await tx.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(`explain (format json) ${sql}`, params);
    return row!['QUERY PLAN'][0]!.Plan;
  });
}

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * What a plan reads: the tables it reads whole (but `small` ones, such as a table of one kept total) and the
 * indexes it uses.
 */
export function planSummary(plan: PlanNode, small: string[] = []): { seqScans: string[]; indexes: string[] } {
  const nodes = planNodes(plan);
  return {
    seqScans: nodes
      .filter((n) => n['Node Type'] === 'Seq Scan' && !small.includes(n['Relation Name'] ?? ''))
      .map((n) => n['Relation Name'] ?? '?'),
    indexes: [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))].sort(),
  };
}
