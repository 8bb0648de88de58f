/** A node of PostgreSQL's JSON plan (EXPLAIN (FORMAT JSON), auto_explain's log_format = json). */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** Every node of a plan, depth first (CTEs, subplans and init plans included). */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The tables a plan reads whole: one entry per sequential scan. */
export const seqScannedTables = (node: PlanNode): string[] =>
  nodesOf(node).flatMap((n) => (n['Node Type'] === 'Seq Scan' && n['Relation Name'] ? [n['Relation Name']] : []));

/** auto_explain's plan in a notice's message (log_format = json), or null for any other notice. */
export function autoExplained(message: string): { 'Query Text': string; Plan: PlanNode } | null {
  return message.includes('{') ? (JSON.parse(message.slice(message.indexOf('{'))) as { 'Query Text': string; Plan: PlanNode }) : null;
}
