import { discenteForm } from '@lunna/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { MoonScene } from '../../../components/illustrations';
import { submitNewChild } from '../api/submit-new-child';
import {
  emptyContato,
  emptyCrianca,
  emptyFicha,
  type CriancasDraft,
  type MedicosDraft,
  type MedicosValues,
} from '../registration-types';
import { DiscenteStep } from './discente-step';
import { MedicosStep } from './medicos-step';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

type Step = 1 | 2 | 3;

const STEPS = ['registration.steps.crianca', 'registration.steps.medicos', 'addChild.steps.enviado'] as const;

const initialCriancas = (): CriancasDraft => ({
  criancas: [emptyCrianca()],
  fotos: [null],
  documentos: [null],
});
const initialMedicos = (): MedicosDraft => ({
  fichas: [emptyFicha()],
  contatos: [emptyContato()],
  susFotos: [null],
});

/**
 * 'Adicionar criança': registration's step 2 and step 3 for one more child of a family already
 * registered. The child then waits for the director's approval before the school sees it.
 */
export function AddChildWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(1);
  const [criancas, setCriancas] = useState<CriancasDraft>(initialCriancas);
  const [medicos, setMedicos] = useState<MedicosDraft>(initialMedicos);
  const [sentName, setSentName] = useState('');

  // Focus the new step's heading so keyboard and screen-reader users start at the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const childName = criancas.criancas[0]?.nomeFilho.trim() || t('addChild.childLegend');

  const submit = async (values: MedicosValues, susFotos: (File | null)[]) => {
    const crianca = criancas.criancas[0];
    const foto = criancas.fotos[0];
    const ficha = values.fichas[0];
    if (!crianca || !foto || !ficha) throw new Error(t('errors.generic'));
    const parsed = discenteForm.parse(crianca);
    await submitNewChild({
      values: parsed,
      foto,
      documento: criancas.documentos[0] ?? null,
      cartaoSus: susFotos[0] ?? null,
      ficha,
      contatos: values.contatos,
    });
    await queryClient.invalidateQueries({ queryKey: ['responsavel'] });
    setSentName(parsed.nomeFilho.trim());
    // Forget what was typed (documents, health data) once it is stored on the server.
    setCriancas(initialCriancas());
    setMedicos(initialMedicos());
    setStep(3);
  };

  return (
    <div className={styles.wizard}>
      <h1 className={styles.pageTitle}>{t('addChild.title')}</h1>
      <StepIndicator current={step} steps={STEPS} label={t('addChild.stepsLabel')} />
      <Card aria-labelledby="add-child-step-heading">
        <h2 id="add-child-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step === 3 ? t('addChild.sent.title') : t(STEPS[step - 1] ?? STEPS[0])}
        </h2>
        {step < 3 && <p className={styles.intro}>{t(`addChild.intro.${step}`)}</p>}

        {step === 1 && (
          <DiscenteStep
            single
            draft={criancas}
            labels={{ legend: t('addChild.childLegend'), back: t('addChild.cancel') }}
            onBack={() => void navigate('/pefil-bebe')}
            onNext={(draft) => {
              setCriancas(draft);
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <MedicosStep
            draft={medicos}
            childNames={[childName]}
            labels={{
              contatosIntro: t('addChild.contatosIntro'),
              sending: t('addChild.sending'),
              submit: t('addChild.submit'),
            }}
            onBack={(draft) => {
              setMedicos(draft);
              setStep(1);
            }}
            onSubmit={submit}
          />
        )}
        {step === 3 && (
          <div className={styles.success}>
            <MoonScene className={styles.successArt} />
            <p>{t('addChild.sent.text', { name: sentName })}</p>
            <p className={styles.intro}>{t('addChild.sent.meanwhile')}</p>
            <ButtonLink to="/pefil-bebe">{t('addChild.sent.back')}</ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
