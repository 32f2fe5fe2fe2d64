import crypto from 'node:crypto';
import { MESES_PERIODO, valorPeriodoCentavos } from '@lunna/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { assinatura, pagamento, plano } from '../schema';
import { demoAssinatura } from './demo-data';

/**
 * The demo school paid for its plan through the sandbox provider, so 'Minha escola' shows a real
 * subscription and a receipt: the amount is what checkout would charge for that plan and period.
 */
export async function seedSubscription(
  tx: Tx,
  escolaId: string,
  diretorId: string,
  numeroAlunos: number,
): Promise<void> {
  const [plan] = await tx.select().from(plano).where(eq(plano.id, demoAssinatura.planoId));
  if (!plan) return;
  const { periodo } = demoAssinatura;
  const valorCentavos = valorPeriodoCentavos(plan, periodo, numeroAlunos);
  const inicio = new Date();
  const pagoAte = new Date(inicio);
  pagoAte.setMonth(pagoAte.getMonth() + MESES_PERIODO[periodo]);
  const ref = crypto.randomBytes(6).toString('hex').toUpperCase();
  const [payment] = await tx
    .insert(pagamento)
    .values({
      escolaId,
      planoId: plan.id,
      periodo,
      numeroAlunos,
      valorCentavos,
      provedor: 'sandbox',
      pedidoProvedor: `SANDBOX-ORDER-${ref}`,
      status: 'capturado',
      capturaProvedor: `SANDBOX-CAPTURE-${ref}`,
      criadoPor: diretorId,
      createdAt: inicio,
      concluidoEm: inicio,
    })
    .returning({ id: pagamento.id });
  await tx.insert(assinatura).values({
    escolaId,
    planoId: plan.id,
    periodo,
    numeroAlunos,
    valorCentavos,
    pagamentoId: payment!.id,
    inicio,
    pagoAte,
  });
}
