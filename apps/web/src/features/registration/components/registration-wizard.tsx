import { discenteForm, responsavelForm } from '@lunna/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { submitRegistration } from '../api/submit-registration';
import {
  emptyContato,
  emptyCrianca,
  emptyFicha,
  emptyResponsavel,
  type CriancasDraft,
  type MedicosDraft,
  type MedicosValues,
  type ResponsavelDraft,
} from '../registration-types';
import { DiscenteStep } from './discente-step';
import { MedicosStep } from './medicos-step';
import { ResponsavelStep } from './responsavel-step';
import { STEP_TITLE_KEYS, StepIndicator } from './step-indicator';
import { SuccessCard } from './success-card';
import styles from './wizard.module.css';

type Step = 1 | 2 | 3 | 4;

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

/** The four-step registration. Everything typed stays in memory until the last step sends it. */
export function RegistrationWizard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(1);
  const [responsavel, setResponsavel] = useState<ResponsavelDraft>(() => ({
    values: emptyResponsavel(searchParams.get('escola') ?? ''),
    fotoPerfil: null,
    fotoRg: null,
  }));
  const [criancas, setCriancas] = useState<CriancasDraft>(initialCriancas);
  const [medicos, setMedicos] = useState<MedicosDraft>(initialMedicos);
  const [registeredEmail, setRegisteredEmail] = useState('');

  // Move focus to the new step's heading so keyboard and screen-reader users start at the top.
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

  const childNames = criancas.criancas.map(
    (c, i) => c.nomeFilho.trim() || t('registration.crianca.legend', { number: i + 1 }),
  );
  // Step 3 shows one medical record per child, kept in the children's order.
  const medicosDraft: MedicosDraft = {
    ...medicos,
    fichas: criancas.criancas.map((_, i) => medicos.fichas[i] ?? emptyFicha()),
    susFotos: criancas.criancas.map((_, i) => medicos.susFotos[i] ?? null),
  };

  const submit = async (values: MedicosValues, susFotos: (File | null)[]) => {
    const { fotoPerfil, fotoRg } = responsavel;
    if (!fotoPerfil || !fotoRg) throw new Error(t('errors.generic'));
    const guardian = responsavelForm.parse(responsavel.values);
    const children = criancas.criancas.map((crianca, i) => {
      const foto = criancas.fotos[i];
      const ficha = values.fichas[i];
      if (!foto || !ficha) throw new Error(t('errors.generic'));
      return {
        values: discenteForm.parse(crianca),
        foto,
        documento: criancas.documentos[i] ?? null,
        cartaoSus: susFotos[i] ?? null,
        ficha,
      };
    });
    try {
      await submitRegistration({
        responsavel: guardian,
        fotoPerfil,
        fotoRg,
        criancas: children,
        contatos: values.contatos,
      });
    } finally {
      // The server session changed (created, or undone): nothing cached about "who is signed in" still holds.
      queryClient.clear();
    }
    setRegisteredEmail(guardian.email);
    // Forget what was typed (documents, health data) as soon as it is stored on the server.
    setResponsavel({ values: emptyResponsavel(''), fotoPerfil: null, fotoRg: null });
    setCriancas(initialCriancas());
    setMedicos(initialMedicos());
    setStep(4);
  };

  const titleKey = STEP_TITLE_KEYS[step - 1] ?? STEP_TITLE_KEYS[0];

  return (
    <div className={styles.wizard}>
      <h1 className={styles.pageTitle}>{t('registration.title')}</h1>
      <StepIndicator current={step} />
      <Card aria-labelledby="registration-step-heading">
        <h2 id="registration-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step === 4 ? t('registration.success.title') : t(titleKey)}
        </h2>
        {step < 4 && <p className={styles.intro}>{t(`registration.intro.${step}`)}</p>}

        {step === 1 && (
          <ResponsavelStep
            draft={responsavel}
            onNext={(draft) => {
              setResponsavel(draft);
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <DiscenteStep
            draft={criancas}
            onBack={(draft) => {
              setCriancas(draft);
              setStep(1);
            }}
            onNext={(draft) => {
              setCriancas(draft);
              setStep(3);
            }}
          />
        )}
        {step === 3 && (
          <MedicosStep
            draft={medicosDraft}
            childNames={childNames}
            onBack={(draft) => {
              setMedicos(draft);
              setStep(2);
            }}
            onSubmit={submit}
          />
        )}
        {step === 4 && <SuccessCard email={registeredEmail} />}
      </Card>
    </div>
  );
}
