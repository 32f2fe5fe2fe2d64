import { eq } from 'drizzle-orm';
import { discente, usuario } from '../../../db/schema';
import { demoChildCpf, demoChildren } from '../../../db/seed/demo-data';
import { TestClient } from '../../../test/http-client';
import type { TestApp } from '../../../test/test-app';

/** Ids of the demo children and users, and a signed-in client per e-mail. */
export async function demoIds(t: TestApp) {
  const kids = new Map<string, string>();
  for (const child of demoChildren) {
    const [row] = await t.database.db
      .select({ id: discente.id })
      .from(discente)
      .where(eq(discente.cpfDisc, demoChildCpf(child.cpfBase)));
    kids.set(child.key, row!.id);
  }
  return {
    kid: (key: string) => kids.get(key)!,
    usuarioId: async (email: string) =>
      (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id,
    escolaId: async () =>
      (
        await t.database.db
          .select({ id: discente.escolaId })
          .from(discente)
          .where(eq(discente.id, kids.get('lucas')!))
      )[0]!.id,
    as: (email: string) => TestClient.signedIn(t.app, email),
  };
}
