const WRITE = /^\s*(?:insert|update|delete|truncate|merge)\b/i;
/** A data-modifying statement inside a WITH (MikroORM and our own SQL both write that way). */
const WRITE_IN_CTE = /^\s*with\b[\s\S]*?\b(?:insert\s+into|update|delete\s+from|merge\s+into)\b/i;

/**
 * Finds the database's tables a statement names. Any mention counts (FROM, JOIN, comma lists, sub-queries, the
 * target of a write): naming a table that is not really read only costs a cache miss, missing one would serve a
 * stale answer. Identifiers are matched whole, quoted or not, so `product` never matches `order_product`.
 */
export class TableScanner {
  private readonly pattern: RegExp;

  constructor(tables: readonly string[]) {
    const names = [...tables].sort((a, b) => b.length - a.length).map((t) => t.replace(/[^\w]/g, ''));
    this.pattern = names.length ? new RegExp(`(?<![\\w$])(${names.join('|')})(?![\\w$])`, 'gi') : /(?!)/g;
  }

  tables(sql: string): string[] {
    const found: string[] = [];
    for (const match of sql.matchAll(this.pattern)) {
      const table = match[1]!.toLowerCase();
      if (!found.includes(table)) found.push(table);
    }
    return found;
  }

  static isWrite(sql: string): boolean {
    return WRITE.test(sql) || WRITE_IN_CTE.test(sql);
  }
}
