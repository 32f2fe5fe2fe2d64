import type { TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { PageLoader } from '../../components/page-loader';
import { AvisoFormStep } from '../../features/avisos';
import {
  ChildChooser,
  ChooseTurmaStep,
  TurmaFormStep,
  useApproval,
  useCreateTurma,
  useDiscentesResumo,
  useTurmas,
} from '../../features/turmas';
import { QueryError } from '../../components/query-error';

type NewTurma = { nomeTurma: string; tema: TurmaRead['tema']; periodo: TurmaRead['periodo'] };
/** Step 3 with `turma: null` writes to the whole school (the director only). */
type Step = { n: 0 } | { n: 1 } | { n: 2; turma: NewTurma } | { n: 3; turma: TurmaRead | null };

/**
 * The spec's class-and-notice flow: 0 'Escolha a Turma' → (1 'Criando nova turma' → 2 pick children →
 * POST /api/turma) → 3 'Adicionar aviso' → POST /api/aviso, then everything closes and resets to step 0.
 * An educator's children from outside her classes wait for the director: step 2 says so, step 3 names them.
 */
export function NoticeFlow({
  open,
  onClose,
  director,
}: {
  open: boolean;
  onClose: () => void;
  director: boolean;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ n: 0 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const turmas = useTurmas();
  const discentes = useDiscentesResumo(open && step.n === 2);
  const createTurma = useCreateTurma();
  const approval = useApproval(director);

  const close = () => {
    setStep({ n: 0 });
    setSelected(new Set());
    createTurma.reset();
    onClose();
  };

  const titles = [t('flow.chooseTurma'), t('flow.newTurma'), t('flow.pickChildren'), t('flow.addAviso')];
  const title =
    step.n === 3
      ? `${titles[3]} · ${step.turma ? step.turma.nomeTurma : t('avisos.wholeSchool')}`
      : titles[step.n]!;

  return (
    <Dialog open={open} onClose={close} title={title}>
      <p className="visually-hidden" aria-live="polite">
        {t('flow.step', { n: step.n + 1, total: 4 })}
      </p>
      {step.n === 0 &&
        (turmas.isPending ? (
          <PageLoader />
        ) : turmas.isError ? (
          <Alert>{turmas.error.message}</Alert>
        ) : (
          <div className="stack">
            {director && (
              <Button variant="secondary" onClick={() => setStep({ n: 3, turma: null })}>
                {t('flow.wholeSchool')}
              </Button>
            )}
            <ChooseTurmaStep
              turmas={turmas.data}
              onChoose={(turma) => setStep({ n: 3, turma })}
              onCreate={() => setStep({ n: 1 })}
            />
          </div>
        ))}
      {step.n === 1 && (
        <TurmaFormStep submitLabel={t('common.continue')} onSubmit={(turma) => setStep({ n: 2, turma })} />
      )}
      {step.n === 2 &&
        (discentes.isPending ? (
          <PageLoader />
        ) : discentes.isError ? (
          <QueryError error={discentes.error} onRetry={discentes.refetch} />
        ) : (
          <div className="stack">
            <ChildChooser
              discentes={discentes.data}
              selected={selected}
              onChange={setSelected}
              approval={approval}
            />
            {createTurma.error && <Alert>{createTurma.error.message}</Alert>}
            <Button
              disabled={createTurma.isPending}
              aria-busy={createTurma.isPending}
              onClick={() =>
                createTurma.mutate(
                  {
                    ...step.turma,
                    discentes: [...selected].map((idDisc) => ({ idDisc })),
                    quantidadeAlunos: selected.size,
                  },
                  { onSuccess: (turma) => setStep({ n: 3, turma }) },
                )
              }
            >
              {t('flow.createTurma')}
            </Button>
          </div>
        ))}
      {step.n === 3 && (
        <div className="stack">
          {(step.turma?.discentesPendentes?.length ?? 0) > 0 && (
            <Alert tone="info">
              {t('turmas.approval.created', {
                names: step.turma!.discentesPendentes!.map((d) => d.nomeDisc).join(', '),
              })}
            </Alert>
          )}
          <AvisoFormStep idTurma={step.turma?.idTurma ?? null} onSent={close} />
        </div>
      )}
    </Dialog>
  );
}
