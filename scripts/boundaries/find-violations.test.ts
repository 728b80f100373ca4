import { describe, expect, it } from 'vitest';
import { findCycles, findViolations, type SourceFile, unusedSeams } from './find-violations';

// The lint rule of docs/ARCHITECTURE.md "Feature boundaries", on a small made-up tree.

const tree = (extra: SourceFile[]): SourceFile[] => [
  { path: 'client/features/auth/index.ts', text: "export { useAuth } from './auth-context';" },
  { path: 'client/features/auth/auth-context.ts', text: 'export const useAuth = () => null;' },
  { path: 'client/features/auth/login-page.tsx', text: 'export default function LoginPage() {}' },
  { path: 'client/lib/trpc.ts', text: "import type { AppRouter } from '../../server/trpc/app-router';" },
  { path: 'client/app/router.tsx', text: "const login = () => import('../features/auth/login-page');" },
  { path: 'server/trpc/app-router.ts', text: 'export const appRouter = {};' },
  { path: 'server/features/user/index.ts', text: "export { savePersona } from './persona-store';" },
  { path: 'server/features/user/persona-store.ts', text: 'export async function savePersona() {}' },
  { path: 'shared/domain/geo.ts', text: 'export const x = 1;' },
  ...extra,
];

const rulesOf = (extra: SourceFile[]) => findViolations(tree(extra)).map((v) => `${v.path}:${v.line} ${v.specifier}`);

describe('feature boundaries', () => {
  it('accepts imports through a feature index, lazily loaded pages and type-only server imports', () => {
    expect(
      rulesOf([
        { path: 'client/features/finder/finder-page.tsx', text: "import { useAuth } from '../auth';" },
        { path: 'server/features/uploads/analyze-upload.ts', text: "import { savePersona } from '../user';" },
        { path: 'server/features/user/user.router.ts', text: "import { savePersona } from './persona-store';" },
      ]),
    ).toEqual([]);
  });

  it('refuses a feature reaching into another feature, on either side', () => {
    const found = findViolations(
      tree([
        {
          path: 'client/features/finder/finder-page.tsx',
          text: "import { x } from '../../../shared/domain/geo';\nimport { useAuth } from '../auth/auth-context';",
        },
        {
          path: 'server/features/uploads/analyze-upload.ts',
          text: "import { savePersona } from '../user/persona-store';",
        },
      ]),
    );
    expect(found.map((v) => `${v.path}:${v.line}`)).toEqual([
      'client/features/finder/finder-page.tsx:2',
      'server/features/uploads/analyze-upload.ts:1',
    ]);
    expect(found[0]?.rule).toMatch(/internals of the auth feature/);
  });

  it('refuses a static import of another feature’s page, and shared code importing features or the shell', () => {
    expect(
      rulesOf([
        { path: 'client/features/home/home-page.tsx', text: "import LoginPage from '../auth/login-page';" },
        { path: 'client/lib/session.ts', text: "import { useAuth } from '../features/auth';" },
        { path: 'client/features/home/hero.tsx', text: "import { router } from '../../app/router';" },
        { path: 'shared/domain/bad.ts', text: "import { appRouter } from '../../server/trpc/app-router';" },
      ]),
    ).toEqual([
      'client/features/home/home-page.tsx:1 ../auth/login-page',
      'client/lib/session.ts:1 ../features/auth',
      'client/features/home/hero.tsx:1 ../../app/router',
      'shared/domain/bad.ts:1 ../../server/trpc/app-router',
    ]);
  });

  it('lets only the app wiring mount REST adapters', () => {
    const adapters = [
      { path: 'server/features/user/user.rest.ts', text: 'export function userRestRoutes() {}' },
      { path: 'server/app/create-app.ts', text: "import { userRestRoutes } from '../features/user/user.rest';" },
    ];
    expect(rulesOf(adapters)).toEqual([]);
    expect(
      rulesOf([
        ...adapters,
        { path: 'server/features/uploads/upload.rest.ts', text: "import { userRestRoutes } from '../user/user.rest';" },
      ]),
    ).toEqual(['server/features/uploads/upload.rest.ts:1 ../user/user.rest']);
  });

  describe('a server feature and the app shell (server/app)', () => {
    const shell: SourceFile[] = [
      { path: 'server/app/release-body.ts', text: 'export function releaseRequestBody() {}' },
      { path: 'server/app/create-app.ts', text: "import { releaseRequestBody } from './release-body';" },
      { path: 'server/lib/body-idle.ts', text: 'export function watchBodyIdle() {}' },
      { path: 'server/trpc/trpc.ts', text: 'export const router = {};' },
    ];
    const upload = (text: string): SourceFile => ({ path: 'server/features/uploads/upload.rest.ts', text });

    it('refuses a feature importing the shell, for types too, and names the way out', () => {
      const found = findViolations(
        tree([
          ...shell,
          upload("import { releaseRequestBody } from '../../app/release-body';"),
          { path: 'server/features/user/persona.ts', text: "import type { App } from '../../app/create-app';" },
        ]),
      );
      expect(found.map((v) => `${v.path}:${v.line} ${v.specifier}`)).toEqual([
        'server/features/uploads/upload.rest.ts:1 ../../app/release-body',
        'server/features/user/persona.ts:1 ../../app/create-app',
      ]);
      expect(found[0]?.rule).toMatch(/may not import the app shell \(server\/app\): move what it needs to server\/lib/);
    });

    it('lets a feature use server/lib and server/trpc, and the shell import itself', () => {
      expect(
        rulesOf([
          ...shell,
          upload("import { watchBodyIdle } from '../../lib/body-idle';\nimport { router } from '../../trpc/trpc';"),
        ]),
      ).toEqual([]);
    });

    it('lets a feature through a declared seam only, and names a seam no feature uses', () => {
      const files = tree([...shell, upload("import { releaseRequestBody } from '../../app/release-body';")]);
      const seams = { 'server/app/release-body.ts': 'the reason, written beside it' };
      expect(findViolations(files, seams)).toEqual([]);
      expect(unusedSeams(files, seams)).toEqual([]);
      const withoutTheImport = tree([...shell, upload("import { watchBodyIdle } from '../../lib/body-idle';")]);
      expect(unusedSeams(withoutTheImport, seams)).toEqual(['server/app/release-body.ts']);
    });
  });

  it('lets the browser import only types from the server', () => {
    expect(
      rulesOf([{ path: 'client/lib/bad.ts', text: "import { appRouter } from '../../server/trpc/app-router';" }]),
    ).toEqual(['client/lib/bad.ts:1 ../../server/trpc/app-router']);
  });

  describe('the bottom of the server: config.ts, paths.ts, db/', () => {
    it('imports only shared/ and itself, types included; its tests may import test helpers', () => {
      expect(
        rulesOf([
          { path: 'server/config.ts', text: "import type { Rule } from './lib/rate-limiter';" },
          { path: 'server/lib/rate-limiter.ts', text: 'export interface Rule {}' },
          { path: 'server/db/schema.ts', text: "import type { Element } from '../features/user';" },
          {
            path: 'server/db/client.ts',
            text: "import { paths } from '../paths';\nimport * as schema from './schema';",
          },
          { path: 'server/paths.ts', text: 'export const paths = 1;' },
          { path: 'server/db/client.test.ts', text: "import { start } from '../test/test-server';" },
          { path: 'server/test/test-server.ts', text: 'export const start = 1;' },
          { path: 'server/db/types.ts', text: "import type { x } from '../../shared/domain/geo';" },
        ]),
      ).toEqual(['server/config.ts:1 ./lib/rate-limiter', 'server/db/schema.ts:1 ../features/user']);
    });
  });
});

describe('import cycles', () => {
  const services: SourceFile = {
    path: 'server/services.ts',
    text: "import type { Persona } from './features/user';\nexport interface Services {}",
  };
  const personaStore = (text: string): SourceFile => ({ path: 'server/features/user/persona-store.ts', text });

  it('finds none in a tree whose imports go one way', () => {
    expect(findCycles(tree([services, personaStore('export async function savePersona() {}')]))).toEqual([]);
  });

  it('refuses a cycle of type imports, named file by file', () => {
    const cycles = findCycles(
      tree([
        services,
        personaStore("import type { Services } from '../../services';\nexport async function savePersona() {}"),
      ]),
    );
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatchObject({ path: 'server/features/user/index.ts', line: 1, specifier: './persona-store' });
    expect(cycles[0]!.rule).toContain(
      'an import cycle of 3 file(s), type imports counted: server/features/user/index.ts → server/features/user/persona-store.ts → server/services.ts → server/features/user/index.ts',
    );
  });

  it('counts a lazy import(), and a file importing itself', () => {
    const cycles = findCycles(
      tree([
        { path: 'client/app/router.tsx', text: "const page = () => import('../features/auth/login-page');" },
        { path: 'client/features/auth/login-page.tsx', text: "import { routes } from '../../app/router';" },
        { path: 'shared/domain/self.ts', text: "export * from './self';" },
      ]),
    );
    expect(cycles.map((c) => c.path).sort()).toEqual(['client/app/router.tsx', 'shared/domain/self.ts']);
  });
});
