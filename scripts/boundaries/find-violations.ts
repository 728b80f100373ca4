import { posix } from 'node:path';
import ts from 'typescript';

// The import rules of docs/ARCHITECTURE.md ("Feature boundaries"), checked on source text so that
// `npm run lint` refuses a cross-feature import without anyone having to remember the rule.

export interface SourceFile {
  /** Repository-relative, with forward slashes: "client/features/finder/finder-page.tsx". */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  line: number;
  specifier: string;
  rule: string;
}

interface ImportSite {
  specifier: string;
  line: number;
  typeOnly: boolean;
  dynamic: boolean;
}

type Area =
  | { kind: 'shared' }
  | { kind: 'feature'; side: 'client' | 'server'; name: string }
  | { kind: 'common'; side: 'client' | 'server' } // client/lib, client/components, server/lib
  | { kind: 'core'; side: 'client' | 'server' } // the shell and the wiring: app, trpc, errors, db…
  | { kind: 'other' }; // scripts, tests/: tooling, unrestricted

export function areaOf(path: string): Area {
  const [top, second, third] = path.split('/');
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'client' || top === 'server') {
    if (second === 'features' && third && path.split('/').length > 3)
      return { kind: 'feature', side: top, name: third };
    if (second === 'lib' || second === 'components') return { kind: 'common', side: top };
    return { kind: 'core', side: top };
  }
  return { kind: 'other' };
}

/** Every import, re-export and dynamic import() of a file, with whether it brings in types only. */
export function importsOf(file: SourceFile): ImportSite[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const sites: ImportSite[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      sites.push({ specifier: node.moduleSpecifier.text, line: lineOf(node), typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      sites.push({
        specifier: node.moduleSpecifier.text,
        line: lineOf(node),
        typeOnly: node.isTypeOnly,
        dynamic: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      sites.push({ specifier: node.arguments[0].text, line: lineOf(node), typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names, or null for a package or an unknown file. */
export function resolveImport(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return EXTENSIONS.map((ext) => base + ext).find(exists) ?? null;
}

/**
 * A feature's public face: its index.ts for everyone; for the app's wiring only, also its tRPC
 * router (*.router.ts, mounted by server/trpc/app-router.ts), its REST adapters (*.rest.ts, mounted
 * by server/app/rest/raw-routes.ts) and its route pages (*-page.tsx, loaded lazily by
 * client/app/router.tsx). Kept out of index.ts so that importing a feature's services does not load
 * its pages or bring in the procedure builders and the request context (an import cycle through
 * services.ts), and the tRPC router does not import the REST adapters that call it.
 */
function isPublicEntry(from: Area, target: string, site: ImportSite): boolean {
  const file = target.split('/').slice(3).join('/');
  if (file === 'index.ts' || file === 'index.tsx') return true;
  if (from.kind !== 'core') return false;
  if (target.startsWith('server/')) return /^[a-z0-9-]+\.(rest|router)\.ts$/.test(file);
  return site.dynamic && /^[a-z0-9-]+-page\.tsx$/.test(file);
}

/**
 * The declared seams: the modules of the app shell (server/app) that a server feature may import,
 * each with why it cannot live in server/lib. Imports flow from features to the shell, not back, so
 * a generic helper moves to server/lib instead (release-body.ts did); a seam is for what belongs to
 * the shell and still has to be reached from a feature. None today.
 */
export const APP_SHELL_SEAMS: Readonly<Record<string, string>> = {};

/**
 * The bottom of the server, under everything else in it: the settings, the project's paths and the
 * database (its schema, handle and migrations). They import only shared/ and each other, so that
 * nothing they bring in can import them back.
 */
const isServerBottom = (path: string) =>
  path === 'server/config.ts' || path === 'server/paths.ts' || path.startsWith('server/db/');

function ruleBroken(
  from: Area,
  to: Area,
  source: string,
  target: string,
  site: ImportSite,
  seams: Readonly<Record<string, string>>,
): string | null {
  if (from.kind === 'other') return null;
  if (isServerBottom(source) && !source.endsWith('.test.ts') && to.kind !== 'shared' && !isServerBottom(target)) {
    return 'server/config.ts, server/paths.ts and server/db are the bottom of the server: they import only shared/ and each other (move the type to shared/contracts or into the file that owns it)';
  }
  if (from.kind === 'shared' && to.kind !== 'shared' && to.kind !== 'other') {
    return 'shared/ is isomorphic: it may not import client or server code';
  }
  const fromSide = from.kind === 'shared' ? null : from.side;
  const toSide = to.kind === 'shared' || to.kind === 'other' ? null : to.side;
  if (fromSide === 'client' && toSide === 'server' && !site.typeOnly) {
    return 'the browser may import only types from the server (import type)';
  }
  if (fromSide === 'server' && toSide === 'client') return 'the server may not import client code';
  if (to.kind === 'feature' && !(from.kind === 'feature' && from.side === to.side && from.name === to.name)) {
    if (from.kind === 'common') {
      return `${from.side}/lib and ${from.side}/components are shared by every feature: they may not depend on one`;
    }
    if (!isPublicEntry(from, target, site)) {
      return `reaches into the internals of the ${to.name} feature: import its index.ts, or move what is shared to ${to.side}/lib`;
    }
  }
  if (
    from.kind === 'feature' &&
    from.side === 'server' &&
    target.startsWith('server/app/') &&
    !Object.hasOwn(seams, target)
  ) {
    return 'a server feature may not import the app shell (server/app): move what it needs to server/lib, or declare a seam (APP_SHELL_SEAMS in scripts/boundaries/find-violations.ts) with its reason';
  }
  if (from.kind === 'feature' && to.kind === 'core' && from.side === 'client' && to.side === 'client') {
    return 'a client feature may not import the app shell (client/app): move what it needs to client/lib or client/components';
  }
  if (from.kind === 'common' && to.kind === 'core' && from.side === 'client' && to.side === 'client') {
    return 'client/lib and client/components may not import the app shell (client/app)';
  }
  return null;
}

/** Every import of a checked file that names a file of the repository, with the file it names. */
function* resolvedImports(files: readonly SourceFile[]) {
  const paths = new Set(files.map((f) => f.path));
  for (const file of files) {
    const from = areaOf(file.path);
    if (from.kind === 'other') continue;
    for (const site of importsOf(file)) {
      const target = resolveImport(file.path, site.specifier, (p) => paths.has(p));
      if (target) yield { file, from, site, target };
    }
  }
}

export function findViolations(
  files: readonly SourceFile[],
  seams: Readonly<Record<string, string>> = APP_SHELL_SEAMS,
): Violation[] {
  const violations: Violation[] = [];
  for (const { file, from, site, target } of resolvedImports(files)) {
    const rule = ruleBroken(from, areaOf(target), file.path, target, site, seams);
    if (rule) violations.push({ path: file.path, line: site.line, specifier: site.specifier, rule });
  }
  return violations;
}

/** Declared seams that no server feature imports any more: to be removed, so the list stays short. */
export function unusedSeams(
  files: readonly SourceFile[],
  seams: Readonly<Record<string, string>> = APP_SHELL_SEAMS,
): string[] {
  const used = new Set<string>();
  for (const { from, target } of resolvedImports(files)) {
    if (from.kind === 'feature' && from.side === 'server') used.add(target);
  }
  return Object.keys(seams).filter((seam) => !used.has(seam));
}

/**
 * Every import cycle among the files, type imports and lazy import()s included: one violation per
 * group of files that import each other round, at an import of its shortest cycle. A cycle of types
 * costs nothing today, but one value import along it makes an order at start-up that decides what is
 * still undefined, and no other rule sees it.
 */
export function findCycles(files: readonly SourceFile[]): Violation[] {
  const edges = new Map<string, { target: string; site: ImportSite }[]>();
  for (const file of files) edges.set(file.path, []);
  for (const { file, site, target } of resolvedImports(files)) edges.get(file.path)!.push({ target, site });
  return stronglyConnected([...edges.keys()], (path) => edges.get(path)!.map((e) => e.target))
    .filter((group) => group.length > 1 || edges.get(group[0]!)!.some((e) => e.target === group[0]))
    .map((group) => {
      const cycle = shortestCycle(group.sort()[0]!, new Set(group), (path) => edges.get(path)!.map((e) => e.target));
      const [from, to] = cycle as [string, string];
      const { site } = edges.get(from)!.find((e) => e.target === to)!;
      return {
        path: from,
        line: site.line,
        specifier: site.specifier,
        rule: `an import cycle of ${group.length} file(s), type imports counted: ${cycle.join(' → ')}. Move what they share down (to shared/, or into the file that owns it), or import it from where it is declared rather than through an index.ts that brings the rest`,
      };
    });
}

/** Tarjan's strongly connected components, iteratively (a chain of imports can be long). */
function stronglyConnected(nodes: string[], next: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; children: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: next(node), at: 0 });
    };
    enter(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.at < frame.children.length) {
        const child = frame.children[frame.at++]!;
        if (!index.has(child)) enter(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      groups.push(group);
    }
  }
  return groups;
}

/** The shortest way from `start` back to itself within `group` (breadth first), as the files passed. */
function shortestCycle(start: string, group: Set<string>, next: (node: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const child of next(node)) {
      if (!group.has(child)) continue;
      if (child === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (cameFrom.has(child)) continue;
      cameFrom.set(child, node);
      queue.push(child);
    }
  }
  return [start, start];
}
