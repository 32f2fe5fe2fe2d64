import type { FichaCriancaRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { AlertIcon, ArrowLeftIcon, CheckIcon, PillIcon, ShieldIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useFormatters } from '../../../lib/use-formatters';
import { useAgeLabel } from '../../../lib/use-age-label';
import { useFichaCrianca } from '../api/ficha';
import { CallLink } from './call-link';
import { CardUnavailable, isUnavailable } from './card-unavailable';
import { filled, shortDay } from './display';
import styles from './child-card.module.css';

type Ficha = FichaCriancaRead;

function Section({
  id,
  title,
  icon,
  tone,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  tone?: 'alergia' | 'remedio';
  children: ReactNode;
}) {
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {icon && <span className={styles.sectionIcon}>{icon}</span>}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const None = ({ children }: { children: ReactNode }) => <p className={styles.none}>{children}</p>;

function Allergies({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const text = filled(ficha.fichaMed?.comidasAlergicas);
  return (
    <Section
      id="ficha-alergias"
      title={t('childCard.sections.allergies')}
      icon={<AlertIcon size={26} />}
      tone={text ? 'alergia' : undefined}
    >
      {text ? (
        <>
          <p className={styles.allergyText}>{text}</p>
          {ficha.alergenos.length > 0 && (
            <p className={styles.allergens}>
              {t('childCard.allergensOnMenu', {
                list: ficha.alergenos.map((a) => t(`cardapio.alergenos.${a}`)).join(', '),
              })}
            </p>
          )}
        </>
      ) : (
        <None>{t('childCard.noAllergy')}</None>
      )}
    </Section>
  );
}

function Medications({ ficha }: { ficha: Ficha }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const med = ficha.fichaMed;
  const text = filled(med?.remedios);
  return (
    <Section
      id="ficha-remedios"
      title={t('childCard.sections.medications')}
      icon={<PillIcon size={26} />}
      tone={text ? 'remedio' : undefined}
    >
      {text ? (
        <>
          <p className={styles.medText}>{text}</p>
          <dl className={styles.list}>
            <Item label={t('childCard.dose')}>
              {med?.qtdMed != null ? number.format(med.qtdMed) : t('childCard.notInformed')}
            </Item>
            <Item label={t('childCard.interval')}>
              {med?.qtdHoraMed != null
                ? t('childCard.everyHours', { count: med.qtdHoraMed, value: number.format(med.qtdHoraMed) })
                : t('childCard.notInformed')}
            </Item>
          </dl>
        </>
      ) : (
        <None>{t('childCard.noMedication')}</None>
      )}
    </Section>
  );
}

function Care({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const cuidados = filled(ficha.fichaMed?.cuidados);
  const tratamento = filled(ficha.fichaMed?.descTratamento);
  const deficiencia = filled(ficha.deficiencia);
  return (
    <Section id="ficha-cuidados" title={t('childCard.sections.care')}>
      <dl className={styles.list}>
        <Item label={t('childCard.care')}>
          {cuidados ?? <span className={styles.noneInline}>{t('childCard.noCare')}</span>}
        </Item>
        <Item label={t('childCard.disability')}>
          {deficiencia ? (
            t(`deficiencia.${deficiencia}`, { defaultValue: deficiencia })
          ) : (
            <span className={styles.noneInline}>{t('childCard.noDisability')}</span>
          )}
        </Item>
        <Item label={t('childCard.treatment')}>
          {tratamento ?? <span className={styles.noneInline}>{t('childCard.noTreatment')}</span>}
        </Item>
      </dl>
    </Section>
  );
}

function Emergency({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const plano = filled(ficha.fichaMed?.planSaud);
  const hospital = filled(ficha.fichaMed?.nomeHospital);
  return (
    <Section id="ficha-emergencia" title={t('childCard.sections.emergency')}>
      <dl className={styles.list}>
        <Item label={t('childCard.healthPlan')}>
          {plano ?? <span className={styles.noneInline}>{t('childCard.noPlan')}</span>}
        </Item>
        <Item label={t('childCard.hospital')}>
          {hospital ?? <span className={styles.noneInline}>{t('childCard.notInformed')}</span>}
        </Item>
      </dl>
    </Section>
  );
}

function Contacts({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Section id="ficha-contatos" title={t('childCard.sections.contacts')}>
      {ficha.contato.length === 0 ? (
        <None>{t('childCard.noContacts')}</None>
      ) : (
        <ul className={styles.people}>
          {ficha.contato.map((c) => (
            <li key={c.idContato} className={styles.person}>
              <p className={styles.personName}>{c.nome}</p>
              <p className={styles.relation}>{labels.relation(c.parentesco)}</p>
              <div className={styles.calls}>
                {filled(c.numeroCelular) && (
                  <CallLink number={c.numeroCelular} kind={t('childCard.mobile')} person={c.nome} />
                )}
                {filled(c.numeroTelefone) && (
                  <CallLink number={c.numeroTelefone} kind={t('childCard.phone')} person={c.nome} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Barred() {
  const { t } = useTranslation();
  return (
    <p className={styles.barred}>
      <ShieldIcon size={18} />
      {t('childCard.barred')}
    </p>
  );
}

function Guardians({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Section id="ficha-responsaveis" title={t('childCard.sections.guardians')}>
      {ficha.responsaveis.length === 0 ? (
        <None>{t('childCard.noGuardians')}</None>
      ) : (
        <ul className={styles.people}>
          {ficha.responsaveis.map((r) => (
            <li key={r.idResp} className={styles.person}>
              <div className={styles.personTop}>
                <Avatar name={r.nomeResp} photo={r.ftPerfilResp} size={56} />
                <div>
                  <p className={styles.personName}>{r.nomeResp}</p>
                  <p className={styles.relation}>
                    {r.parentesco ? labels.relation(r.parentesco) : t('childCard.guardian')}
                  </p>
                </div>
              </div>
              {r.impedido && <Barred />}
              <div className={styles.calls}>
                {filled(r.numeroCel) && (
                  <CallLink number={r.numeroCel} kind={t('childCard.mobile')} person={r.nomeResp} />
                )}
                {filled(r.numeroTel) && (
                  <CallLink number={r.numeroTel} kind={t('childCard.phone')} person={r.nomeResp} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Pickup({ ficha }: { ficha: Ficha }) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const when = (p: Ficha['autorizadosBusca'][number]) => {
    if (!p.dataInicio || !p.dataFim) return t('childCard.pickup.always');
    if (p.dataInicio === p.dataFim)
      return t('childCard.pickup.onDay', { day: shortDay(p.dataInicio, i18n.language) });
    return t('childCard.pickup.period', {
      from: shortDay(p.dataInicio, i18n.language),
      to: shortDay(p.dataFim, i18n.language),
    });
  };
  return (
    <Section id="ficha-busca" title={t('childCard.sections.pickup')}>
      <p className={styles.hint}>{t('childCard.pickup.guardiansToo')}</p>
      {ficha.autorizadosBusca.length === 0 ? (
        <None>{t('childCard.pickup.none')}</None>
      ) : (
        <ul className={styles.people}>
          {ficha.autorizadosBusca.map((p) => (
            <li key={p.idAutorizado} className={styles.person}>
              <div className={styles.personTop}>
                <Avatar
                  name={p.nome}
                  photo={p.foto}
                  size={72}
                  alt={t('childCard.photoOf', { name: p.nome })}
                />
                <div>
                  <p className={styles.personName}>{p.nome}</p>
                  <p className={styles.relation}>{p.parentesco && labels.relation(p.parentesco)}</p>
                  <p className={styles.when}>
                    {when(p)}
                    {p.ativoHoje && !p.impedido && p.dataInicio && (
                      <span className={styles.today}>
                        <CheckIcon size={16} />
                        {t('childCard.pickup.today')}
                      </span>
                    )}
                  </p>
                </div>
              </div>
              {p.impedido && <Barred />}
              <div className={styles.calls}>
                <CallLink number={p.contato} kind={t('childCard.contact')} person={p.nome} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** What an adult caring for the child needs at a glance: health first, then who to call and who may pick the child up. */
export function ChildCardView({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const ageLabel = useAgeLabel();
  return (
    <article className={styles.page} aria-labelledby="ficha-nome">
      <Link to="/dashboard" className={styles.back}>
        <ArrowLeftIcon size={20} />
        {t('childCard.backToClasses')}
      </Link>

      <header className={styles.hero}>
        <Avatar name={ficha.nomeDisc} photo={ficha.imgDisc} size={88} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('childCard.title')}</p>
          <h1 id="ficha-nome" className={styles.name}>
            {ficha.nomeDisc}
          </h1>
          <p className={styles.age}>
            <strong>{ageLabel(ficha.dataNasDisc)}</strong> ·{' '}
            {t('childCard.bornOn', { date: formatDate(ficha.dataNasDisc) })}
          </p>
          {ficha.situacao === 'pendente' ? (
            <p className={styles.pending}>{t('childCard.pending')}</p>
          ) : ficha.turmas.length > 0 ? (
            <ul className={styles.classes} aria-label={t('childCard.classes')}>
              {ficha.turmas.map((turma) => (
                <li key={turma.idTurma}>{turma.nomeTurma}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.pending}>{t('childCard.noClass')}</p>
          )}
        </div>
      </header>

      <p className={styles.privacy}>
        <ShieldIcon size={18} />
        {t('childCard.privacy')}
      </p>
      {!ficha.fichaMed && <p className={styles.noFicha}>{t('childCard.noFicha')}</p>}

      <div className={styles.columns}>
        <div className={styles.column}>
          <Allergies ficha={ficha} />
          <Medications ficha={ficha} />
          <Care ficha={ficha} />
          <Emergency ficha={ficha} />
        </div>
        <div className={styles.column}>
          <Contacts ficha={ficha} />
          <Guardians ficha={ficha} />
          <Pickup ficha={ficha} />
        </div>
      </div>
    </article>
  );
}

/** The child card page body: loads the card, and says plainly when it cannot be shown. */
export function ChildCard({ idDisc }: { idDisc: string }) {
  const { t } = useTranslation();
  const query = useFichaCrianca(idDisc);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isUnavailable(query.error)) return <CardUnavailable error={query.error} />;
    return <QueryError error={query.error} onRetry={query.refetch} title={t('childCard.loadFailed')} />;
  }
  return <ChildCardView ficha={query.data} />;
}
