import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../contexts/conta/auth/passwords';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../client';
import {
  aviso,
  avisoLeitura,
  arquivo,
  notificacao,
  turma,
  turmaDiscente,
  turmaPedagogo,
  horarioBusca,
  contatoEmergencia,
  discente,
  equipe,
  escola,
  fichaMed,
  responsavel,
  responsavelDiscente,
  usuario,
} from '../schema';
import { avatarWebp } from './avatar';
import { seedSchoolDay } from './school-day';
import { seedSubscription } from './subscription';
import {
  DEMO_PASSWORD,
  demoAvisos,
  demoChildCpf,
  demoChildren,
  demoGuardians,
  demoSchool,
  demoStaff,
  demoTurmas,
} from './demo-data';

/** Demo accounts get readable user IDs: the e-mail's local part ('mariana', 'ana.professora', 'diretora'). */
const handleOf = (email: string) => email.split('@')[0]!;

/** Seeds the demo school once; an existing demo school is left as it is. Returns whether it seeded. */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  const existing = await db
    .select({ id: escola.id })
    .from(escola)
    .where(eq(escola.codigo, demoSchool.codigo));
  if (existing.length > 0) return false;

  const senhaHash = await hashPassword(DEMO_PASSWORD);
  const photo = async (name: string, color: string, child: boolean) => {
    const filename = `${crypto.randomUUID()}.webp`;
    await storage.put(filename, await avatarWebp(name, color, child));
    return filename;
  };

  await db.transaction(async (tx) => {
    const [school] = await tx.insert(escola).values(demoSchool).returning({ id: escola.id });
    const escolaId = school!.id;

    const staffIds = new Map<string, string>();
    for (const member of demoStaff) {
      const [user] = await tx
        .insert(usuario)
        .values({
          escolaId,
          email: member.email,
          senhaHash,
          papel: member.papel,
          nome: member.nome,
          idUsuario: handleOf(member.email),
        })
        .returning({ id: usuario.id });
      staffIds.set(member.email, user!.id);
      const ftPerfil = await photo(member.nome, member.color, false);
      await tx.insert(equipe).values({ usuarioId: user!.id, escolaId, nome: member.nome, ftPerfil });
      await tx.insert(arquivo).values({
        filename: ftPerfil,
        escolaId,
        donoUsuarioId: user!.id,
        tipo: 'perfil_equipe',
        contentType: 'image/webp',
      });
    }

    const childIds = new Map<string, string>();
    for (const child of demoChildren) {
      const imgDisc = await photo(child.nomeDisc, child.color, true);
      const [row] = await tx
        .insert(discente)
        .values({
          escolaId,
          nomeDisc: child.nomeDisc,
          cpfDisc: demoChildCpf(child.cpfBase),
          rgDisc: child.rgDisc,
          dataNasDisc: child.dataNasDisc,
          alturaDisc: child.alturaDisc,
          pesoDisc: child.pesoDisc,
          deficiencia: child.deficiencia,
          imgDisc,
        })
        .returning({ id: discente.id });
      const discenteId = row!.id;
      childIds.set(child.key, discenteId);
      await tx
        .insert(arquivo)
        .values({ filename: imgDisc, escolaId, discenteId, tipo: 'foto_disc', contentType: 'image/webp' });
      await tx.insert(fichaMed).values({ discenteId, ...child.fichaMed });
      await tx.insert(contatoEmergencia).values(child.contatos.map((c) => ({ discenteId, ...c })));
    }

    const guardianChildren = new Map<string, string[]>();
    for (const guardian of demoGuardians) {
      const [user] = await tx
        .insert(usuario)
        .values({
          escolaId,
          email: guardian.email,
          senhaHash,
          papel: 'responsavel',
          nome: guardian.nomeResp,
          idUsuario: handleOf(guardian.email),
        })
        .returning({ id: usuario.id });
      const ftPerfilResp = await photo(guardian.nomeResp, guardian.color, false);
      await tx.insert(arquivo).values({
        filename: ftPerfilResp,
        escolaId,
        donoUsuarioId: user!.id,
        tipo: 'perfil_resp',
        contentType: 'image/webp',
      });
      const [profile] = await tx
        .insert(responsavel)
        .values({
          usuarioId: user!.id,
          escolaId,
          nomeResp: guardian.nomeResp,
          cpfResp: guardian.cpfResp,
          rgResp: '12.345.678-9',
          emailRecResp: guardian.email.replace('@', '.recuperacao@'),
          numeroTel: '11933334444',
          numeroCel: '11988887777',
          rua: 'Rua das Acácias, 120',
          bairro: 'Vila Mariana',
          cep: '04101-000',
          uf: 'SP',
          ftPerfilResp,
        })
        .returning({ id: responsavel.id });
      guardianChildren.set(
        user!.id,
        guardian.children.map((c) => c.key),
      );
      for (const link of guardian.children) {
        await tx.insert(responsavelDiscente).values({
          responsavelId: profile!.id,
          discenteId: childIds.get(link.key)!,
          parentesco: link.parentesco,
        });
      }
    }

    const turmaIds = new Map<string, string>();
    for (const t of demoTurmas) {
      const [row] = await tx
        .insert(turma)
        .values({
          escolaId,
          nomeTurma: t.nomeTurma,
          periodo: t.periodo,
          tema: t.tema,
          criadoPor: staffIds.get(t.pedagogo),
        })
        .returning({ id: turma.id });
      turmaIds.set(t.nomeTurma, row!.id);
      await tx.insert(turmaPedagogo).values({ turmaId: row!.id, usuarioId: staffIds.get(t.pedagogo)! });
      await tx
        .insert(turmaDiscente)
        .values(t.children.map((key) => ({ turmaId: row!.id, discenteId: childIds.get(key)! })));
      // The school's usual pickup time for each child of the class, Monday to Friday.
      await tx.insert(horarioBusca).values(
        t.children.flatMap((key) =>
          [1, 2, 3, 4, 5].map((diaSemana) => ({
            escolaId,
            discenteId: childIds.get(key)!,
            diaSemana,
            horario: t.horarioBusca,
          })),
        ),
      );
    }

    for (const a of demoAvisos) {
      const createdAt = new Date(Date.now() - a.horasAtras * 3_600_000);
      const [row] = await tx
        .insert(aviso)
        .values({
          escolaId,
          turmaId: a.turma ? turmaIds.get(a.turma)! : null,
          autorId: staffIds.get(a.autor)!,
          tituloAviso: a.tituloAviso,
          conteudoAviso: a.conteudoAviso,
          importancia: a.importancia,
          createdAt,
        })
        .returning({ id: aviso.id });
      const classChildren = a.turma ? demoTurmas.find((t) => t.nomeTurma === a.turma)!.children : null;
      const recipients = [...guardianChildren]
        .filter(([, keys]) => !classChildren || keys.some((k) => classChildren.includes(k)))
        .map(([id]) => id);
      await tx.insert(avisoLeitura).values(recipients.map((usuarioId) => ({ avisoId: row!.id, usuarioId })));
      await tx.insert(notificacao).values(
        recipients.map((usuarioId) => ({
          escolaId,
          usuarioId,
          prioridade: a.importancia,
          tipo: 'aviso' as const,
          titulo: a.tituloAviso,
          texto: a.conteudoAviso.slice(0, 160),
          link: `/avisos#aviso-${row!.id}`,
          refId: row!.id,
          createdAt,
        })),
      );
    }

    await seedSchoolDay({ tx, storage, escolaId, turmaIds, staffIds, childIds, guardianChildren });
    const diretora = demoStaff.find((m) => m.papel === 'gestor')!;
    await seedSubscription(tx, escolaId, staffIds.get(diretora.email)!, demoChildren.length);
  });
  return true;
}
