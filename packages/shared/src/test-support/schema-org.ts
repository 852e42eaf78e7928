/**
 * Checks JSON-LD against the schema.org vocabulary (the part of it in schema-org-vocabulary.json): every
 * `@type` is a type, every property belongs to its node's type (or a parent) and every value is of a type
 * the property accepts (a node of that type or a subtype, text for Text, an absolute address for URL, an ISO
 * date or date-time, a schema.org enumeration member of that type). Answers the problems found, none for
 * valid data.
 */
import vocabulary from './schema-org-vocabulary.json' with { type: 'json' };

const TYPES: Record<string, string[]> = vocabulary.types;
const MEMBERS: Record<string, string> = vocabulary.members;
const PROPERTIES: Record<string, { domain: string[]; range: string[] }> = vocabulary.properties;
const SCHEMA = 'https://schema.org/';

/** The type and every type above it. */
function lineage(type: string): string[] {
  return [type, ...(TYPES[type] ?? []).flatMap(lineage)];
}

const isA = (type: string, wanted: readonly string[]) => lineage(type).some((t) => wanted.includes(t));

function textFits(value: string, range: readonly string[]): boolean {
  if (value.startsWith(SCHEMA)) {
    const member = MEMBERS[value.slice(SCHEMA.length)];
    if (member) return isA(member, range);
  }
  if (range.some((r) => isA(r, ['URL'])) && /^https?:\/\/\S+$/.test(value)) return true;
  if (
    range.includes('DateTime') &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  )
    return true;
  if (range.includes('Date') && /^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  return range.includes('Text');
}

export function checkJsonLd(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${path}: not a node`];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string' || !(type in TYPES)) return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    const property = PROPERTIES[key];
    if (!property) {
      problems.push(`${path}.${key}: not a schema.org property`);
      continue;
    }
    if (!isA(type, property.domain)) problems.push(`${path}.${key}: not a property of ${type}`);
    for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (typeof item === 'string') {
        if (!textFits(item, property.range))
          problems.push(`${at}: "${item}" is not a ${property.range.join(' or ')}`);
      } else if (typeof item === 'object' && item !== null) {
        const itemType = String((item as Record<string, unknown>)['@type']);
        if (!isA(itemType, property.range))
          problems.push(`${at}: a ${itemType} is not a ${property.range.join(' or ')}`);
        problems.push(...checkJsonLd(item, at));
      } else problems.push(`${at}: ${typeof item} is not a ${property.range.join(' or ')}`);
    }
  }
  return problems;
}
