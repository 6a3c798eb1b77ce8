/**
 * Which foreign key an embed follows, as PostgREST resolves it: by the target table's name
 * (disambiguated by `!hint`, a foreign key's name or column), or through a foreign key's name
 * or column directly (`sender_id(*)`, `messages_sender_fkey(*)`).
 */
import { RestError } from './rest-error.ts';
import { quoteIdent, type ForeignKey, type TableInfo } from './schema-cache.ts';

export interface Relationship {
  target: TableInfo;
  fk: ForeignKey;
  /** `to-one`: the parent holds the key; `to-many`: the target holds it. */
  direction: 'to-one' | 'to-many';
  /** The key's columns are also unique on the side that holds them: one row at most, an object. */
  oneToOne: boolean;
  /** Many-to-many: a junction table whose primary key holds a key to each side. */
  junction?: { table: TableInfo; toParent: ForeignKey; toTarget: ForeignKey };
}

function isUnique(table: TableInfo, columns: string[]): boolean {
  return table.uniqueKeys.some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));
}

function cardinality(rel: Relationship): string {
  if (rel.junction) return 'many-to-many';
  if (rel.oneToOne) return 'one-to-one';
  return rel.direction === 'to-one' ? 'many-to-one' : 'one-to-many';
}

function describe(parent: TableInfo, rel: Relationship): Record<string, string> {
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    return {
      cardinality: 'many-to-many',
      embedding: `${parent.name} with ${rel.target.name}`,
      relationship: `${table.name} using ${toParent.name}(${toParent.columns.join(', ')}) and ${toTarget.name}(${toTarget.columns.join(', ')})`,
    };
  }
  const holder = rel.direction === 'to-one' ? parent : rel.target;
  const referenced = rel.direction === 'to-one' ? rel.target : parent;
  return {
    cardinality: cardinality(rel),
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship: `${rel.fk.name} using ${holder.name}(${rel.fk.columns.join(', ')}) and ${referenced.name}(${rel.fk.refColumns.join(', ')})`,
  };
}

function toOne(parent: TableInfo, fk: ForeignKey): Relationship | null {
  const target = parent.schema.get(fk.refTable);
  return target ? { target, fk, direction: 'to-one', oneToOne: isUnique(parent, fk.columns) } : null;
}

function toMany(target: TableInfo, fk: ForeignKey): Relationship {
  return { target, fk, direction: 'to-many', oneToOne: isUnique(target, fk.columns) };
}

/** Tables whose primary key holds a foreign key to `parent` and one to `target` (hint: the junction's name). */
function junctions(parent: TableInfo, target: TableInfo, hint: string | undefined): Relationship[] {
  const found: Relationship[] = [];
  for (const table of parent.schema.values()) {
    if (table === parent || table === target || (hint !== undefined && table.name !== hint)) continue;
    const inKey = (fk: ForeignKey) => fk.columns.every((c) => table.primaryKey.includes(c));
    for (const toParent of table.foreignKeys.filter((fk) => fk.refTable === parent.name && inKey(fk))) {
      for (const toTarget of table.foreignKeys.filter((fk) => fk.refTable === target.name && fk !== toParent && inKey(fk))) {
        found.push({ target, fk: toTarget, direction: 'to-many', oneToOne: false, junction: { table, toParent, toTarget } });
      }
    }
  }
  return found;
}

export function resolveRelationship(parent: TableInfo, name: string, hint: string | undefined): Relationship {
  const matches = (fk: ForeignKey) =>
    hint === undefined || fk.name === hint || fk.columns.join(',') === hint || fk.refColumns.join(',') === hint;
  const candidates: Relationship[] = [];
  const target = parent.schema.get(name);
  if (target === parent) {
    // A table embedding itself by name (a self-referencing key): PostgREST embeds the rows that
    // point at this one, the children; the parent is embedded through the key column or name.
    for (const fk of parent.foreignKeys) if (fk.refTable === parent.name && matches(fk)) candidates.push(toMany(parent, fk));
  } else if (target) {
    for (const fk of parent.foreignKeys) if (fk.refTable === target.name && matches(fk)) candidates.push(toOne(parent, fk) as Relationship);
    for (const fk of target.foreignKeys) if (fk.refTable === parent.name && matches(fk)) candidates.push(toMany(target, fk));
    candidates.push(...junctions(parent, target, hint));
  } else {
    // A key's name or column names the constraint itself, not its copies through views.
    for (const fk of parent.foreignKeys) {
      if (fk.viaView) continue;
      if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
        const rel = toOne(parent, fk);
        if (rel) candidates.push(rel);
      }
    }
    for (const table of parent.schema.values()) {
      for (const fk of table.foreignKeys)
        if (fk.refTable === parent.name && fk.name === name && table !== parent && !fk.viaView) candidates.push(toMany(table, fk));
    }
  }
  if (candidates.length === 1) return candidates[0] as Relationship;
  if (candidates.length === 0) {
    throw new RestError(400, {
      code: 'PGRST200',
      message: `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      hint: null,
    });
  }
  const targetName = candidates[0]?.target.name ?? name;
  throw new RestError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${parent.name}' and '${targetName}'`,
    details: candidates.map((rel) => describe(parent, rel)),
    hint: `Try changing '${name}' to one of the following: ${candidates.map((rel) => `'${name}!${rel.junction ? rel.junction.table.name : rel.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

/** The join condition between the parent (as `outer`) and the target (as `ref`). */
export function joinCondition(rel: Relationship, outer: string, ref: string): string {
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    const j = quoteIdent('pgrst_junction');
    const links = [
      ...toParent.columns.map((c, i) => `${j}.${quoteIdent(c)} = ${outer}.${quoteIdent(toParent.refColumns[i] as string)}`),
      ...toTarget.columns.map((c, i) => `${j}.${quoteIdent(c)} = ${ref}.${quoteIdent(toTarget.refColumns[i] as string)}`),
    ];
    return `exists (select 1 from ${quoteIdent('public')}.${quoteIdent(table.name)} as ${j} where ${links.join(' and ')})`;
  }
  return rel.fk.columns
    .map((c, i) => {
      const refColumn = quoteIdent(rel.fk.refColumns[i] as string);
      return rel.direction === 'to-one'
        ? `${ref}.${refColumn} = ${outer}.${quoteIdent(c)}`
        : `${ref}.${quoteIdent(c)} = ${outer}.${refColumn}`;
    })
    .join(' and ');
}
