/**
 * The events table of the partner guide's quick start, generated from the SDK's types: one row per property of
 * `RampWidgetEventMap` (sdk/src/events.ts) — the event, its handler option, the payload's fields (optional ones
 * marked `?`) and the property's TSDoc as "when". Read with the TypeScript parser, so the table cannot say anything
 * the types do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './build';

const EVENTS_FILE = join(ROOT, 'sdk', 'src', 'events.ts');
const MAP_NAME = 'RampWidgetEventMap';

/** `close_request` → `onCloseRequest` (the same rule as sdk/src/events.ts handlerName). */
function handler(type: string): string {
  return `on${type
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

/** The fields of a type literal, `{a, b?}`; a named type by its name. */
function fields(type: ts.TypeNode | undefined, file: ts.SourceFile): string {
  if (!type || !ts.isTypeLiteralNode(type)) return type ? `\`${type.getText(file)}\`` : '';
  const names = type.members
    .filter(ts.isPropertySignature)
    .map((m) => `${m.name.getText(file)}${m.questionToken ? '?' : ''}`);
  return `\`{${names.join(', ')}}\``;
}

/** A member's TSDoc text on one line, table-safe. */
function doc(member: ts.PropertySignature): string {
  const comment = ts
    .getJSDocCommentsAndTags(member)
    .map((node) => (ts.isJSDoc(node) ? ts.getTextOfJSDocComment(node.comment) : ''))
    .join(' ');
  return (comment ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** One row per event: its type, handler, payload fields and when it comes. */
export function eventRows(source = readFileSync(EVENTS_FILE, 'utf8')): string[][] {
  const file = ts.createSourceFile(EVENTS_FILE, source, ts.ScriptTarget.ES2022, true);
  const map = file.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === MAP_NAME,
  );
  if (!map) throw new Error(`${MAP_NAME} not found in ${EVENTS_FILE}`);
  return map.members.filter(ts.isPropertySignature).map((member) => {
    const type = member.name.getText(file);
    return [`\`${type}\``, `\`${handler(type)}\``, fields(member.type, file), doc(member)];
  });
}

/** The rows as a Markdown table, padded as Prettier pads tables (so `prettier --check` leaves it alone). */
export function eventsTable(rows = eventRows()): string {
  const all = [['event', 'handler', 'payload', 'when'], ...rows];
  const widths = all[0]!.map((_, column) => Math.max(3, ...all.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(all[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...all.slice(1).map(line)].join('\n');
}
