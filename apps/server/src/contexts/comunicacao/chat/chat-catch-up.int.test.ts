import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagem, usuario } from '../../../db/schema';
import { createTestApp, testDbKind, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../../lib/actor';
import { chatService } from './chat.service';

/**
 * Catch-up under concurrent writers: transactions commit out of the order they started in, so a cursor
 * must never pass a message that is not visible yet. PGlite runs one transaction at a time and cannot
 * show the race; PostgreSQL can.
 */
const WRITERS = 12;
const POR_ESCRITOR = 150;
const STAFF = ['diretora@lunna.demo', 'ana.professora@lunna.demo', 'bruno.professor@lunna.demo'];

let t: TestApp;
const deps = () => ({ db: t.database.db, clock: t.clock });

beforeAll(async () => {
  if (testDbKind() === 'postgres') t = await createTestApp();
});
afterAll(() => t?.close());

async function actors(): Promise<Actor[]> {
  const rows = await t.database.db.select().from(usuario).where(inArray(usuario.email, STAFF));
  return rows.map((u) => ({
    usuarioId: u.id,
    escolaId: u.escolaId,
    papel: u.papel,
    nome: u.nome,
    email: u.email,
    sessaoId: 'race',
    cadastroConcluido: true,
    reautenticadoEm: new Date(),
  }));
}

describe.skipIf(testDbKind() !== 'postgres')('chat catch-up with concurrent writers', () => {
  it('a receiver that keeps catching up with `depois` ends with every message once', async () => {
    const quem = await actors();
    const leitor = quem[0]!;
    const idConversa = await chatService.idSalaGeral(deps(), leitor);
    const primeira = await chatService.enviar(deps(), leitor, idConversa, { message: 'início' });

    // The receiver's view, as a client keeps it: what it holds in order, its cursor the last one held.
    const vistas: string[] = [];
    let cursor = primeira.mensagem.idMensagem;
    const alcancar = async () => {
      for (;;) {
        const page = await chatService.historico(deps(), leitor, idConversa, { depois: cursor });
        for (const m of page.mensagens) vistas.push(m.idMensagem);
        if (page.mensagens.length) cursor = page.mensagens.at(-1)!.idMensagem;
        if (!page.maisNovas) return;
      }
    };

    let escrevendo = true;
    let reconexoes = 0;
    const leitura = (async () => {
      while (escrevendo) {
        // Each pass is a socket cut: the client reconnects and asks for what came after its last message.
        await alcancar();
        reconexoes += 1;
      }
    })();
    const escritores = Array.from({ length: WRITERS }, async (_, w) => {
      const autor = quem[w % quem.length]!;
      for (let i = 0; i < POR_ESCRITOR; i++) {
        await chatService.enviar(deps(), autor, idConversa, {
          message: `escritor ${w} mensagem ${i}`,
          clientId: crypto.randomUUID(),
        });
      }
    });
    try {
      await Promise.all(escritores);
    } finally {
      escrevendo = false;
      await leitura;
    }
    // Once the writing has stopped, a last catch-up (the client's next reconnect) reads what is left.
    await alcancar();

    const guardadas = await t.database.db
      .select({ id: mensagem.id })
      .from(mensagem)
      .where(eq(mensagem.conversaId, idConversa));
    const esperadas = new Set(guardadas.map((r) => r.id));
    esperadas.delete(primeira.mensagem.idMensagem);
    const vistasUnicas = new Set(vistas);
    const faltando = [...esperadas].filter((id) => !vistasUnicas.has(id));
    const duplicadas = vistas.length - vistasUnicas.size;
    console.log(
      `catch-up race: ${esperadas.size} messages, ${reconexoes} catch-ups, ${faltando.length} missing, ${duplicadas} duplicated`,
    );
    expect(esperadas.size).toBe(WRITERS * POR_ESCRITOR);
    expect({ faltando: faltando.length, duplicadas }).toEqual({ faltando: 0, duplicadas: 0 });
  }, 150_000);
});
